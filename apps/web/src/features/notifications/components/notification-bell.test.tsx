import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationsPage } from '@ramkoll/shared/schemas/notifications';
import { FakeEventSource } from '@/testing/fake-event-source';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const bikeId = '7b0b3d2e-54a4-4a8e-9f57-1c2f3e4d5a6b';

function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'message_received',
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    bike: { id: bikeId, frameNumber: 'WTU123456', label: 'Crescent Alvar' },
    receiptId: null,
    points: null,
    senderName: null,
    ...overrides,
  };
}

const ids = {
  message: '11111111-1111-4111-8111-111111111111',
  transfer: '22222222-2222-4222-8222-222222222222',
  receipt: '33333333-3333-4333-8333-333333333333',
};

/** A server whose notification list the test changes; marking read updates it. */
function server(initial: Notification[]) {
  let items = initial;
  const counts = { pendingCount: 0, balance: 0 };
  const page = (): NotificationsPage => ({
    items,
    nextBefore: null,
    unreadCount: items.filter((item) => !item.readAt).length,
  });
  const mock = mockApi({
    'GET /api/auth/session': sessionHandler(sessions.customer),
    'GET /api/me/balance': () => {
      counts.balance += 1;
      return json({ pointsBalance: 100 });
    },
    'GET /api/me/receipts/pending-count': () => {
      counts.pendingCount += 1;
      return json({ count: items.filter((item) => item.type === 'receipt_created').length });
    },
    'GET /api/me/notifications': () => json(page()),
    'POST /api/me/notifications/read': ({ body }) => {
      const wanted = (body as { ids?: string[] }).ids;
      items = items.map((item) =>
        !wanted || wanted.includes(item.id) ? { ...item, readAt: '2026-11-23T11:00:00.000Z' } : item,
      );
      return json({ unreadCount: page().unreadCount });
    },
  });
  return {
    mock,
    counts,
    add(item: Notification) {
      items = [item, ...items];
    },
  };
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification bell', () => {
  it('shows the unread count and lists notifications newest first, in Swedish', async () => {
    server([
      notification(ids.message),
      notification(ids.transfer, {
        type: 'transfer_completed',
        readAt: '2026-11-22T10:00:00.000Z',
        bike: { id: bikeId, frameNumber: 'WTU123456', label: null },
      }),
    ]);
    const { user } = renderApp('/');
    const top = await screen.findByRole('navigation', { name: 'Toppmeny' });
    const bell = await within(top).findByRole('button', { name: 'Notiser, 1 oläst' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('1');

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notiser' });
    expect(within(panel).getByText('Du har 1 oläst notis.')).toBeInTheDocument();
    const rows = within(panel)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('span')?.textContent);
    expect(rows).toEqual([
      'Oläst: Nytt meddelande om Crescent Alvar (WTU123456).',
      'Ägarbytet av WTU123456 är klart.',
    ]);
  });

  it("names a message's sender as /messages does: the first name the contact dialog promised", async () => {
    server([notification(ids.message, { senderName: 'Erik' })]);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notiser, 1 oläst' }));
    const panel = await screen.findByRole('dialog', { name: 'Notiser' });
    expect(
      within(panel).getByRole('button', {
        name: /Nytt meddelande från Erik om Crescent Alvar \(WTU123456\)\./,
      }),
    ).toBeInTheDocument();
  });

  it('opens a notification: marks it read and goes to the page it is about', async () => {
    const api = server([notification(ids.message)]);
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notiser, 1 oläst' }));
    const panel = await screen.findByRole('dialog', { name: 'Notiser' });
    await user.click(within(panel).getByRole('button', { name: /Nytt meddelande om Crescent Alvar/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(bodyOf(api.mock, '/api/me/notifications/read')).toEqual({ ids: [ids.message] });
    expect(await screen.findByRole('button', { name: 'Notiser' })).toBeInTheDocument();
  });

  it("marks all as read with 'Markera alla som lästa'", async () => {
    const api = server([notification(ids.message), notification(ids.receipt, { type: 'receipt_created' })]);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notiser, 2 olästa' }));
    const panel = await screen.findByRole('dialog', { name: 'Notiser' });
    await user.click(within(panel).getByRole('button', { name: 'Markera alla som lästa' }));
    expect(await within(panel).findByText('Allt är läst.')).toBeInTheDocument();
    expect(bodyOf(api.mock, '/api/me/notifications/read')).toEqual({});
  });

  it('shows an empty state', async () => {
    server([]);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notiser' }));
    expect(await screen.findByText(/Inga notiser än/)).toBeInTheDocument();
  });
});

describe('realtime events in the app', () => {
  it('updates the balance, the bell and (100 ms later) the receipts badge without a reload', async () => {
    const api = server([]);
    renderApp('/');
    const top = await screen.findByRole('navigation', { name: 'Toppmeny' });
    await within(top).findByRole('button', { name: 'Poängsaldo: 100 p' });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/events');
    act(() => stream.emit('ready', { replayed: 0 }));
    // Once open, what the page read before the stream may have missed an event: read again.
    await waitFor(() => expect(api.counts.balance).toBe(2));

    act(() => stream.emit('balance', { pointsBalance: 400 }));
    expect(await within(top).findByRole('button', { name: 'Poängsaldo: 400 p' })).toBeInTheDocument();
    // The balance event itself is written straight into the top bar: no request.
    expect(api.counts.balance).toBe(2);

    const pendingBefore = api.counts.pendingCount;
    const created = notification(ids.receipt, { type: 'receipt_created' });
    api.add(created);
    act(() => stream.emit('notification', created));
    expect(await within(top).findByRole('button', { name: 'Notiser, 1 oläst' })).toBeInTheDocument();
    await waitFor(() => expect(api.counts.pendingCount).toBe(pendingBefore + 1));
    const bottom = screen.getByRole('navigation', { name: 'Meny' });
    expect(await within(bottom).findByText('1')).toBeInTheDocument();
  });

  it('shows a browser notification only with permission and the flags on', async () => {
    const shown: { title: string; options: NotificationOptions }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions) {
        shown.push({ title, options });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    const customer = sessions.customer;
    mockApi({
      'GET /api/auth/session': sessionHandler({
        ...customer,
        user: { ...customer.user, browserNotificationsEnabled: true, messageNotifications: false },
      }),
      'GET /api/me/balance': () => json({ pointsBalance: 100 }),
      'GET /api/me/notifications': () => json({ items: [], nextBefore: null, unreadCount: 0 }),
    });
    renderApp('/');
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const stream = FakeEventSource.latest();
    act(() => {
      stream.emit('notification', notification(ids.message));
      stream.emit('notification', notification(ids.transfer, { type: 'bike_registered' }));
    });
    // message_notifications is off: only the bike registration is shown.
    expect(shown).toEqual([
      {
        title: 'Nytt meddelande om din cykel',
        options: {
          body: 'Crescent Alvar (WTU123456) är registrerad på dig.',
          tag: 'bike-registration',
          icon: '/icons/icon-192.png',
        },
      },
    ]);
  });

  it('opens no stream for a visitor', async () => {
    mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: /Logga in/ })).length).toBeGreaterThan(0);
    expect(FakeEventSource.all).toHaveLength(0);
  });
});
