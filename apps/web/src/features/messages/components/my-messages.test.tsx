import { screen, waitFor, within } from '@testing-library/react';
import type { Conversation } from '@ramkoll/shared/schemas/messages';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi, never } from '@/testing/mock-api';
import { ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

const bikeId = '3b2f6c1e-8a4d-4e5f-9a0b-00000000bbbb';
const counterpartId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f00000001';

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    bikeId,
    frameNumber: 'WTU123456',
    bikeName: 'Pendlaren',
    isMyBike: true,
    counterpartId,
    counterpartName: 'Sven',
    unreadCount: 1,
    lastMessageAt: '2026-11-22T10:05:00.000Z',
    messages: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        fromMe: false,
        text: 'Ramnummer / Frame number: WTU123456\nHej! Är den till salu?',
        messageType: 'ownership_inquiry',
        createdAt: '2026-11-22T10:00:00.000Z',
        readAt: null,
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        fromMe: true,
        text: 'Ja, 4 000 kr.',
        messageType: 'ownership_inquiry',
        createdAt: '2026-11-22T10:05:00.000Z',
        readAt: null,
      },
    ],
    ...overrides,
  };
}

async function openPage() {
  const view = renderApp('/messages');
  // A first render also loads the lazy route.
  await screen.findByRole('heading', { level: 1, name: 'Meddelanden' }, { timeout: 5_000 });
  return view;
}

describe('/messages', () => {
  it('says it is loading, then shows the empty state with the way to search', async () => {
    mockApi({ ...ownerHandlers, 'GET /api/me/messages': never });
    await openPage();
    await expectVisibleText('Hämtar dina meddelanden…');

    mockApi({ ...ownerHandlers, 'GET /api/me/messages': () => json({ conversations: [] }) });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'Inga meddelanden än' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sök cyklar' })).toHaveAttribute('href', '/');
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    mockApi({
      ...ownerHandlers,
      'GET /api/me/messages': () =>
        fail ? json({ error: { code: 'INTERNAL' } }, 500) : json({ conversations: [conversation()] }),
    });
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kunde inte hämta dina meddelanden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('article', { name: 'Pendlaren' })).toBeVisible();
  });

  it("lists a conversation with the sender's first name and unread count, marks it read when opened", async () => {
    const mock = mockApi({
      ...ownerHandlers,
      'GET /api/me/messages': () => json({ conversations: [conversation()] }),
      'POST /api/me/messages/read': () => json({ marked: 1 }),
    });
    const { user } = await openPage();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    expect(within(card).getByText('1 oläst')).toBeVisible();
    expect(within(card).getByText('Din cykel')).toBeVisible();
    expect(within(card).getByText(/^Med Sven ·/)).toBeVisible();
    expect(bodyOf(mock, '/api/me/messages/read')).toBeUndefined();

    await user.click(within(card).getByRole('button', { expanded: false }));
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hej! Är den till salu?'),
      expect.stringContaining('Ja, 4 000 kr.'),
    ]);
    expect(items[1]).toHaveTextContent('Du');
    await waitFor(() => expect(bodyOf(mock, '/api/me/messages/read')).toEqual({ bikeId, counterpartId }));
  });

  it("replies within the conversation and says 'Meddelande skickat'", async () => {
    const mock = mockApi({
      ...ownerHandlers,
      'GET /api/me/messages': () => json({ conversations: [conversation({ unreadCount: 0 })] }),
      'POST /api/me/messages/reply': () =>
        json({ id: '00000000-0000-4000-8000-000000000003', createdAt: '2026-11-22T11:00:00.000Z' }, 201),
    });
    const { user } = await openPage();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { expanded: false }));
    await user.click(within(card).getByRole('button', { name: 'Svara' }));
    expect(within(card).getByText('Skriv ett meddelande.')).toBeVisible();
    expect(bodyOf(mock, '/api/me/messages/reply')).toBeUndefined();

    await user.type(within(card).getByLabelText('Svar'), 'Välkommen och titta i helgen.');
    await user.click(within(card).getByRole('button', { name: 'Svara' }));
    await expectVisibleText('Meddelande skickat');
    expect(bodyOf(mock, '/api/me/messages/reply')).toEqual({
      bikeId,
      counterpartId,
      text: 'Välkommen och titta i helgen.',
    });
    expect(within(card).getByLabelText('Svar')).toHaveValue('');
    expect(bodyOf(mock, '/api/me/messages/read')).toBeUndefined();
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    try {
      mockApi({ ...ownerHandlers, 'GET /api/me/messages': () => json({ conversations: [conversation()] }) });
      renderApp('/messages');
      await screen.findByRole('heading', { level: 1, name: 'Messages' });
      const card = await screen.findByRole('article', { name: 'Pendlaren' });
      expect(within(card).getByText('1 unread')).toBeVisible();
      expect(within(card).getByText('Your bike')).toBeVisible();
    } finally {
      await changeLanguage('sv');
    }
  });
});
