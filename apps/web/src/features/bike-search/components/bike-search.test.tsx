import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi, never } from '@/testing/mock-api';
import { ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';
import { searchBike } from '@/testing/search-bike';

const emptyLists = {
  'GET /api/bikes/stolen': () => json({ bikes: [], total: 0, page: 1, pageSize: 5 }),
  'GET /api/bikes/for-sale': () => json({ bikes: [] }),
};

function searchAnswer(
  results = [searchBike()],
  close: ReturnType<typeof searchBike>[] = [],
  { total = results.length, totalCapped = false } = {},
) {
  return () => json({ results, close, total, totalCapped, page: 1, pageSize: 20 });
}

function searchCalls(mock: ReturnType<typeof mockApi>): URL[] {
  return mock.mock.calls
    .map(([input]) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return new URL(href, 'http://localhost');
    })
    .filter((url) => url.pathname === '/api/bikes/search');
}

describe('signed-in home: search', () => {
  it('shows the stolen and for-sale lists before any search, with their flags and price in kr', async () => {
    mockApi({
      ...ownerHandlers,
      'GET /api/bikes/stolen': () =>
        json({
          bikes: [
            searchBike({
              bikeName: 'Röda pilen',
              stolen: true,
              batteryStolen: true,
              photoUrl: '/api/files/5b0f7c1e-3d2a-4e8f-9a6b-1c2d3e4f5a6b',
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 5,
        }),
      'GET /api/bikes/for-sale': () =>
        json({ bikes: [searchBike({ bikeName: 'Pendlaren', forSale: true, salePrice: 4500 })] }),
    });
    renderApp('/');
    // The file's first render also loads the lazy home route and the features it composes.
    const stolen = await screen.findByRole('region', { name: 'Stulna cyklar' }, { timeout: 5_000 });
    const stolenCard = await within(stolen).findByRole('article', { name: 'Röda pilen' });
    expect(within(stolenCard).getByText('STULEN')).toBeVisible();
    expect(within(stolenCard).getByText('BATTERI STULET')).toBeVisible();
    // A 64- or 80-pixel thumbnail loads a scaled copy, not the phone's whole photo.
    const photo = within(stolenCard).getByRole('img', { name: /Röda pilen/ });
    expect(photo).toHaveAttribute('sizes', '(min-width: 640px) 80px, 64px');
    expect(photo.getAttribute('srcset')).toContain(
      '/api/files/5b0f7c1e-3d2a-4e8f-9a6b-1c2d3e4f5a6b?width=160 160w',
    );
    const forSale = screen.getByRole('region', { name: 'Cyklar till salu' });
    const saleCard = await within(forSale).findByRole('article', { name: 'Pendlaren' });
    expect(within(saleCard).getByText('TILL SALU')).toBeVisible();
    expect(within(saleCard).getByText(/4\s500 kr/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Ring polisen 11414/ })).toHaveAttribute('href', 'tel:11414');
  });

  it("keeps the cards' space while the lists load, so the page does not jump when they arrive", async () => {
    mockApi({ ...ownerHandlers, 'GET /api/bikes/stolen': never, 'GET /api/bikes/for-sale': never });
    renderApp('/');
    const stolen = await screen.findByRole('region', { name: 'Stulna cyklar' }, { timeout: 5_000 });
    expect(within(stolen).getByRole('status')).toHaveTextContent('Hämtar stulna cyklar…');
    // Five outlines for the first page of thefts, ten for the newest sales; hidden from screen readers.
    expect(within(stolen).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    const forSale = screen.getByRole('region', { name: 'Cyklar till salu' });
    expect(within(forSale).getAllByRole('listitem', { hidden: true })).toHaveLength(10);
    expect(within(stolen).queryAllByRole('listitem')).toHaveLength(0);
    // Each outline pulses as one element: an animation per piece restyles them all on every frame.
    for (const list of [stolen, forSale]) {
      const animated = list.querySelectorAll('.animate-pulse');
      expect(animated).toHaveLength(1);
      expect(animated[0]?.tagName).toBe('UL');
    }
  });

  it('ignores a blank query, searches a typed one and says when nothing matches', async () => {
    const mock = mockApi({ ...ownerHandlers, ...emptyLists, 'GET /api/bikes/search': searchAnswer([]) });
    const { user, router } = renderApp('/');
    const field = await screen.findByRole('searchbox', { name: /Sök på ramnummer/ });
    await user.type(field, '   {Enter}');
    expect(searchCalls(mock)).toHaveLength(0);
    expect(router.state.location.search).toBe('');

    await user.clear(field);
    await user.type(field, 'wtu 4829{Enter}');
    await expectVisibleText('Inga cyklar hittades');
    expect(router.state.location.search).toBe('?q=wtu+4829');
    expect(searchCalls(mock)[0]?.searchParams.get('q')).toBe('wtu 4829');
  });

  it('asks the server again when the same search is repeated within the 30 s cache', async () => {
    let stolen = false;
    const mock = mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': () => searchAnswer([searchBike({ bikeName: 'Pendlaren', stolen })])(),
    });
    const { user, queryClient } = renderApp('/');
    // As in the app (lib/query-client.ts): results count as fresh for 30 s.
    queryClient.setDefaultOptions({ queries: { retry: false, gcTime: Infinity, staleTime: 30_000 } });
    const field = await screen.findByRole('searchbox', { name: /Sök på ramnummer/ });
    await user.type(field, 'Pendlaren{Enter}');
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    expect(within(card).queryByText('STULEN')).not.toBeInTheDocument();
    expect(searchCalls(mock)).toHaveLength(1);

    // Reported stolen meanwhile: Enter on the same words shows it, and so does 'Sök'.
    stolen = true;
    await user.type(field, '{Enter}');
    await waitFor(() => expect(searchCalls(mock)).toHaveLength(2));
    await expectVisibleText('STULEN');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    await waitFor(() => expect(searchCalls(mock)).toHaveLength(3));

    // Back to an earlier search within 30 s: asked again too, not taken from the cache.
    await user.clear(field);
    await user.type(field, 'Crescent{Enter}');
    await waitFor(() => expect(searchCalls(mock)).toHaveLength(4));
    await user.clear(field);
    await user.type(field, 'Pendlaren{Enter}');
    await waitFor(() => expect(searchCalls(mock)).toHaveLength(5));
    expect(searchCalls(mock).map((url) => url.searchParams.get('q'))).toEqual([
      'Pendlaren',
      'Pendlaren',
      'Pendlaren',
      'Crescent',
      'Pendlaren',
    ]);
  });

  it('has one clear button of its own (no browser one), reachable by keyboard, and Escape clears', async () => {
    mockApi({ ...ownerHandlers, ...emptyLists, 'GET /api/bikes/search': searchAnswer() });
    const { user, router } = renderApp('/');
    const field = await screen.findByRole('searchbox', { name: /Sök på ramnummer/ });
    // type="search" would make the browser draw its own clear button next to ours.
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('button', { name: 'Rensa sökningen' })).not.toBeInTheDocument();

    await user.type(field, 'Crescent{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Crescent'));
    expect(screen.getAllByRole('button', { name: 'Rensa sökningen' })).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rensa sökningen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await user.type(field, 'Crescent{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Crescent'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field).toHaveValue('');
  });

  it("expands a result to its details, shows hidden fields as 'Dold' and offers 'Hittad?' on a stolen bike", async () => {
    mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': searchAnswer([
        searchBike({
          frameNumber: 'SE123456',
          brand: 'Dold',
          model: 'Dold',
          bikeName: null,
          color: 'Röd',
          stolen: true,
          stolenDate: '2026-11-01',
          stolenLocationDetails: 'Lunds central',
          match: 'normalized',
        }),
      ]),
    });
    const { user } = renderApp('/?q=SE-12345G');
    const card = await screen.findByRole('article', { name: 'Namnlös cykel' });
    expect(within(card).getByText('Ramnummer (tolkat)')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Hittad?' })).not.toBeInTheDocument();

    const toggle = within(card).getByRole('button', { expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getAllByText('Dold')).toHaveLength(2);
    expect(within(card).getByText('Plats: Lunds central')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Hittad?' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Ägarhistorik' })).toBeVisible();
  });

  it('does not offer "Hittad?" on my own stolen bike', async () => {
    mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': searchAnswer([searchBike({ bikeName: 'Min', stolen: true, isMine: true })]),
    });
    const { user } = renderApp('/?q=Min');
    const card = await screen.findByRole('article', { name: 'Min' });
    await user.click(within(card).getByRole('button', { expanded: false }));
    expect(within(card).getByText('Din cykel')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Hittad?' })).not.toBeInTheDocument();
  });

  it('says "more than" when a very common word matches more bikes than are counted', async () => {
    mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': searchAnswer([searchBike()], [], { total: 10000, totalCapped: true }),
    });
    renderApp('/?q=trek');
    await expectVisibleText('Fler än 10000 cyklar hittades');
  });

  it('shows close frame numbers under their own heading', async () => {
    mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': searchAnswer([], [searchBike({ bikeName: 'Nästan', match: 'close' })]),
    });
    renderApp('/?q=WTU482913X');
    const close = await screen.findByRole('region', { name: 'Liknande ramnummer' });
    expect(within(close).getByRole('article', { name: 'Nästan' })).toBeVisible();
    expect(screen.getByText('Inga cyklar hittades')).toBeVisible();
  });

  it('filters by brand, city and type, counts the active filters and clears them', async () => {
    const mock = mockApi({ ...ownerHandlers, ...emptyLists, 'GET /api/bikes/search': searchAnswer() });
    const { user, router } = renderApp('/?q=Crescent');
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const panel = screen.getByRole('form', { name: 'Filtrera resultat' });
    await user.type(within(panel).getByLabelText('Stad'), 'Lund');
    await user.selectOptions(within(panel).getByLabelText('Cykeltyp'), 'Damcykel');
    await user.click(within(panel).getByRole('button', { name: 'Använd filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Crescent&city=Lund&bikeType=dam'));
    expect(screen.getByLabelText('2 aktiva filter')).toBeVisible();
    const last = searchCalls(mock).at(-1);
    expect(last?.searchParams.get('city')).toBe('Lund');
    expect(last?.searchParams.get('bikeType')).toBe('dam');

    await user.click(within(panel).getByRole('button', { name: 'Rensa filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Crescent'));
    expect(screen.queryByLabelText(/aktiva filter/)).not.toBeInTheDocument();
  });

  it('opens the search tips', async () => {
    mockApi({ ...ownerHandlers, ...emptyLists });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Söktips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Söktips' });
    expect(within(dialog).getByText(/O eller 0, I eller 1/)).toBeVisible();
  });

  it('shows a retry when the search fails', async () => {
    let calls = 0;
    mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': () => {
        calls += 1;
        return calls === 1 ? json({ error: { code: 'INTERNAL' } }, 500) : searchAnswer()();
      },
    });
    const { user } = renderApp('/?q=abc');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('article')).toBeVisible();
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    try {
      mockApi({ ...ownerHandlers, ...emptyLists, 'GET /api/bikes/search': searchAnswer([]) });
      renderApp('/?q=zzz');
      await expectVisibleText('No bikes found');
      expect(screen.getByRole('heading', { level: 1, name: 'Search bikes' })).toBeVisible();
    } finally {
      await changeLanguage('sv');
    }
  });
});

describe("'Hittad?' report", () => {
  async function openFoundDialog() {
    const bike = searchBike({ bikeName: 'Stöldis', frameNumber: 'FOUND123', stolen: true });
    const mock = mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': searchAnswer([bike]),
      [`POST /api/bikes/${bike.id}/recovery-reports`]: () =>
        json(
          {
            id: '11111111-2222-4333-8444-555555555555',
            status: 'pending',
            createdAt: '2026-11-23T10:00:00Z',
          },
          201,
        ),
    });
    const view = renderApp('/?q=FOUND123');
    const card = await screen.findByRole('article', { name: 'Stöldis' });
    await view.user.click(within(card).getByRole('button', { expanded: false }));
    await view.user.click(within(card).getByRole('button', { name: 'Hittad?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hittat en cykel?' });
    return { ...view, mock, dialog, bike };
  }

  it("marks the place and the contact details at once, with the spec's messages", async () => {
    const { user, dialog, mock } = await openFoundDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Skicka rapport' }));
    expect(within(dialog).getByText('Vänligen ange var du hittade cykeln.')).toBeVisible();
    // Both blank fields are marked on the first try; the toast speaks of the first.
    expect(
      within(dialog).getByText('Vänligen ange dina kontaktuppgifter så ägaren kan nå dig.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Var hittade du cykeln?')).toHaveFocus();
    await expectVisibleText('Plats krävs');
    await user.type(within(dialog).getByLabelText('Var hittade du cykeln?'), 'Slussen');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka rapport' }));
    expect(
      within(dialog).getByText('Vänligen ange dina kontaktuppgifter så ägaren kan nå dig.'),
    ).toBeVisible();
    await expectVisibleText('Kontaktinfo krävs');
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the report, shows the next steps and starts over when opened again', async () => {
    const { user, dialog, mock, bike } = await openFoundDialog();
    await user.type(within(dialog).getByLabelText('Var hittade du cykeln?'), '  Slussen ');
    await user.type(within(dialog).getByLabelText('Dina kontaktuppgifter'), '070-123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka rapport' }));
    const sent = await screen.findByRole('dialog', { name: 'Tack – rapporten är skickad' });
    expect(within(sent).getByText(/100 poäng/)).toBeVisible();
    expect(bodyOf(mock, `/api/bikes/${bike.id}/recovery-reports`)).toEqual({
      locationFound: 'Slussen',
      contactInfo: '070-123 45 67',
      description: null,
    });
    await user.click(within(sent).getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Hittad?' }));
    const again = await screen.findByRole('dialog', { name: 'Hittat en cykel?' });
    expect(within(again).getByLabelText('Var hittade du cykeln?')).toHaveValue('');
  });

  it("shows 'Fel' / 'Kunde inte skicka rapporten. Försök igen.' when sending fails", async () => {
    const { user, dialog, bike } = await openFoundDialog();
    mockApi({
      ...ownerHandlers,
      ...emptyLists,
      'GET /api/bikes/search': searchAnswer([bike]),
      [`POST /api/bikes/${bike.id}/recovery-reports`]: () => json({ error: { code: 'INTERNAL' } }, 500),
    });
    await user.type(within(dialog).getByLabelText('Var hittade du cykeln?'), 'Slussen');
    await user.type(within(dialog).getByLabelText('Dina kontaktuppgifter'), 'a@b.se');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka rapport' }));
    await expectVisibleText('Kunde inte skicka rapporten. Försök igen.');
    expect(screen.getByText('Fel')).toBeVisible();
    expect(within(dialog).getByLabelText('Var hittade du cykeln?')).toHaveValue('Slussen');
  });
});
