import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi } from '@/testing/mock-api';
import { ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';
import { searchBike } from '@/testing/search-bike';

const emptyLists = {
  'GET /api/bikes/stolen': () => json({ bikes: [], total: 0, page: 1, pageSize: 5 }),
  'GET /api/bikes/for-sale': () => json({ bikes: [] }),
};

const sent = () =>
  json({ id: '11111111-2222-4333-8444-555555555555', createdAt: '2026-11-23T10:00:00Z' }, 201);

/** The signed-in home composes the search and this dialog: open it from an expanded result. */
async function openContactDialog(
  bike = searchBike({ bikeName: 'Säljes', frameNumber: 'SALE12345', forSale: true }),
  answer: () => Response = sent,
) {
  const mock = mockApi({
    ...ownerHandlers,
    ...emptyLists,
    'GET /api/bikes/search': () =>
      json({ results: [bike], close: [], total: 1, totalCapped: false, page: 1, pageSize: 20 }),
    [`POST /api/bikes/${bike.id}/messages`]: answer,
  });
  const view = renderApp(`/?q=${bike.frameNumber}`);
  // A first render also loads the lazy home route.
  const card = await screen.findByRole('article', { name: bike.bikeName ?? '' }, { timeout: 5_000 });
  await view.user.click(within(card).getByRole('button', { expanded: false }));
  await view.user.click(within(card).getByRole('button', { name: 'Kontakta ägaren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kontakta ägaren' });
  return { ...view, mock, dialog, bike };
}

describe('ContactOwnerDialog', () => {
  it('is not offered on my own bike', async () => {
    mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': () =>
        json({
          results: [searchBike({ bikeName: 'Min', isMine: true })],
          close: [],
          total: 1,
          totalCapped: false,
          page: 1,
          pageSize: 20,
        }),
    });
    const { user } = renderApp('/?q=Min');
    const card = await screen.findByRole('article', { name: 'Min' }, { timeout: 5_000 });
    await user.click(within(card).getByRole('button', { expanded: false }));
    expect(within(card).getByRole('button', { name: 'Ägarhistorik' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Kontakta ägaren' })).not.toBeInTheDocument();
  });

  it('asks for a text before sending anything', async () => {
    const { user, dialog, mock } = await openContactDialog();
    await user.type(within(dialog).getByLabelText('Meddelande'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka meddelande' }));
    expect(within(dialog).getByText('Skriv ett meddelande.')).toBeVisible();
    expect(within(dialog).getByLabelText('Meddelande')).toHaveAttribute('aria-invalid', 'true');
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("sends the chosen type and text, says 'Meddelande skickat' and closes", async () => {
    const { user, dialog, mock, bike } = await openContactDialog();
    // A bike for sale starts on the ownership question; the person may choose another type.
    expect(within(dialog).getByLabelText('Typ av meddelande')).toHaveValue('ownership_inquiry');
    expect(within(dialog).getByText(/SALE12345/)).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Typ av meddelande'), 'Allmänt');
    await user.type(within(dialog).getByLabelText('Meddelande'), '  Hej! Finns den kvar? ');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka meddelande' }));
    await expectVisibleText('Meddelande skickat');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(mock, `/api/bikes/${bike.id}/messages`)).toEqual({
      messageType: 'general',
      text: 'Hej! Finns den kvar?',
    });
  });

  it("shows 'Kunde inte skicka meddelandet. Försök igen.' and keeps the text when sending fails", async () => {
    const { user, dialog } = await openContactDialog(
      searchBike({ bikeName: 'Stulen', frameNumber: 'STOL12345', stolen: true }),
      () => json({ error: { code: 'INTERNAL' } }, 500),
    );
    expect(within(dialog).getByLabelText('Typ av meddelande')).toHaveValue('stolen_report');
    await user.type(within(dialog).getByLabelText('Meddelande'), 'Jag såg den vid Slussen.');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka meddelande' }));
    // The toast is in the page before the toaster shows it (its mount effect sets the opacity).
    await waitFor(() =>
      expect(screen.getByText('Kunde inte skicka meddelandet. Försök igen.')).toBeVisible(),
    );
    expect(within(dialog).getByLabelText('Meddelande')).toHaveValue('Jag såg den vid Slussen.');
  });
});
