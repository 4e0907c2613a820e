import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { expectVisibleText } from '@/testing/find-visible';
import { json, mockApi } from '@/testing/mock-api';
import { ownerHandlers } from '@/testing/my-bike';
import { ownershipReceipt } from '@/testing/receipt';
import { renderApp } from '@/testing/render-app';

type Handlers = Parameters<typeof mockApi>[0];

/**
 * A server holding receipts: an action changes the receipt it names, so the refetch shows the
 * outcome as the real server would; `balance` and the pending count follow.
 */
function serverWith(initial: OwnershipReceipt[], extra: Handlers = {}, balance = 500) {
  let receipts = initial;
  let points = balance;
  const answer = (id: string, change: Partial<OwnershipReceipt>) => {
    receipts = receipts.map((receipt) => (receipt.id === id ? { ...receipt, ...change } : receipt));
    return json({ receipt: receipts.find((receipt) => receipt.id === id) });
  };
  const handlers: Handlers = {
    ...ownerHandlers,
    'GET /api/me/balance': () => json({ pointsBalance: points }),
    'GET /api/me/receipts/pending-count': () =>
      json({ count: receipts.filter((receipt) => receipt.awaitingMe).length }),
    'GET /api/me/receipts': () => json({ receipts }),
  };
  for (const receipt of initial) {
    const path = `/api/me/receipts/${receipt.id}`;
    handlers[`POST ${path}/accept`] = () => {
      points -= 100;
      return answer(receipt.id, {
        status: 'completed',
        awaitingMe: false,
        buyerAcceptedAt: '2026-03-15T12:00:00.000Z',
      });
    };
    handlers[`POST ${path}/decline`] = () => answer(receipt.id, { status: 'declined', awaitingMe: false });
    handlers[`POST ${path}/cancel`] = () => answer(receipt.id, { status: 'cancelled', awaitingMe: false });
  }
  const mock = mockApi({ ...handlers, ...extra });
  const calls = (method: string, url: string) =>
    mock.mock.calls.filter(([path, init]) => path === url && (init?.method ?? 'GET') === method).length;
  return { mock, calls };
}

const toBuy = () =>
  ownershipReceipt({
    bike: {
      id: '3b2f6c1e-8a4d-4e5f-9a0b-00000000aaaa',
      frameNumber: 'WTU123456',
      bikeName: 'Pendlaren',
      brand: 'Crescent',
      model: 'Alvar',
    },
    receiptNumber: 'K-2026-00042',
    verificationCode: 'RK7Q-2M9X',
  });

async function openPage(url = '/receipts') {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Mina kvitton' });
  return view;
}

describe('/receipts', () => {
  it('says it is loading, then shows the empty state with the way to My bikes', async () => {
    let release: (() => void) | null = null;
    mockApi({
      ...ownerHandlers,
      'GET /api/me/receipts': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json({ receipts: [] }));
        }),
    });
    await openPage();
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar dina kvitton…');
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    expect(await screen.findByRole('heading', { name: 'Du har inga kvitton än' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Till Mina cyklar' })).toHaveAttribute('href', '/my-bikes');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failure with the coded reason and tries again', async () => {
    let fail = true;
    mockApi({
      ...ownerHandlers,
      'GET /api/me/receipts': () =>
        fail ? json({ error: { code: 'INTERNAL' } }, 500) : json({ receipts: [toBuy()] }),
    });
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dina kvitton kunde inte hämtas');
    expect(alert).toHaveTextContent('Ett fel uppstod. Försök igen.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('article', { name: 'Pendlaren' })).toBeVisible();
    expect(screen.queryByText('Dina kvitton kunde inte hämtas')).not.toBeInTheDocument();
  });

  it('lists the receipts waiting for me first, then the rest with their status', async () => {
    const sold = ownershipReceipt({
      myRole: 'seller',
      status: 'completed',
      awaitingMe: false,
      bike: {
        id: '3b2f6c1e-8a4d-4e5f-9a0b-00000000bbbb',
        frameNumber: 'MON987654',
        bikeName: null,
        brand: 'Monark',
        model: 'Karin',
      },
      buyerAcceptedAt: '2026-02-02T08:15:00.000Z',
      price: null,
    });
    const declined = ownershipReceipt({
      status: 'declined',
      awaitingMe: false,
      bike: {
        id: '3b2f6c1e-8a4d-4e5f-9a0b-00000000cccc',
        frameNumber: 'TRE555555',
        bikeName: null,
        brand: 'Trek',
        model: 'Marlin 5',
      },
    });
    const selling = ownershipReceipt({
      myRole: 'seller',
      awaitingMe: false,
      bike: {
        id: '3b2f6c1e-8a4d-4e5f-9a0b-00000000dddd',
        frameNumber: 'CUB111111',
        bikeName: null,
        brand: 'Cube',
        model: 'Nuroad Pro',
      },
    });
    const buying = toBuy();
    // Newest first from the server; the one waiting for me still comes first.
    serverWith([sold, selling, declined, buying]);
    await openPage();

    const pending = await screen.findByRole('region', { name: /Väntar på godkännande/ });
    const history = screen.getByRole('region', { name: /Tidigare kvitton/ });
    expect(
      within(pending)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual([`receipt-${buying.id}-title`, `receipt-${selling.id}-title`]);
    expect(within(history).getAllByRole('article')).toHaveLength(2);

    const card = within(pending).getByRole('article', { name: 'Pendlaren' });
    expect(within(card).getByText('Du köper cykeln')).toBeVisible();
    expect(within(card).getByText('Väntar på dig')).toBeVisible();
    expect(within(card).getByText('Väntar')).toBeVisible();
    expect(within(card).getByText('Crescent Alvar')).toBeVisible();
    expect(within(card).getByText('WTU123456')).toBeVisible();
    expect(within(card).getByText('Er** A*******')).toBeVisible();
    expect(within(card).getByText('An** S******')).toBeVisible();
    expect(within(card).getByText('4 500 kr')).toBeVisible();
    expect(within(card).getByText('14 mars 2026')).toBeVisible();
    expect(within(card).getByText('Inte än')).toBeVisible();
    expect(within(card).getByText('K-2026-00042')).toBeVisible();
    expect(within(card).getByText('RK7Q-2M9X')).toBeVisible();
    expect(
      within(card).getByText('Godkänn för att bli cykelns nya ägare. Det kostar 100 poäng.'),
    ).toBeVisible();
    const pdf = within(card).getByRole('link', { name: 'Ladda ner PDF (kvitto K-2026-00042)' });
    expect(pdf).toHaveAttribute('href', `/api/me/receipts/${buying.id}/pdf`);
    expect(pdf).toHaveAttribute('download', 'ramkoll-kvitto-K-2026-00042.pdf');
    expect(within(card).getByRole('button', { name: 'Godkänn' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Avböj' })).toBeVisible();

    const mine = within(pending).getByRole('article', { name: 'Cube Nuroad Pro' });
    expect(within(mine).getByText('Du säljer cykeln')).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Avbryt' })).toBeVisible();
    expect(within(mine).queryByRole('button', { name: 'Godkänn' })).not.toBeInTheDocument();

    const done = within(history).getByRole('article', { name: 'Monark Karin' });
    expect(within(done).getByText('Genomförd')).toBeVisible();
    expect(within(done).getByText('Gåva, inget pris')).toBeVisible();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(within(done).getByRole('link', { name: /Ladda ner PDF/ })).toBeVisible();
    const declinedCard = within(history).getByRole('article', { name: 'Trek Marlin 5' });
    expect(within(declinedCard).getByText('Avböjd')).toBeVisible();
    // Never accepted and never will be: not 'Inte än'.
    expect(within(declinedCard).getByText('Inte godkänt')).toBeVisible();
    expect(within(declinedCard).queryByText('Inte än')).not.toBeInTheDocument();
  });

  it('accepts after confirming the cost, then refreshes the list, the badge and the balance', async () => {
    const receipt = toBuy();
    const { calls } = serverWith([receipt]);
    const { user } = await openPage();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    const bottom = screen.getByRole('navigation', { name: 'Meny' });
    expect(await within(bottom).findByText('1 kvitto väntar på ditt godkännande')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Godkänn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn ägarbytet' });
    expect(
      within(dialog).getByText(
        'När du godkänner blir du ägare till cykeln och 100 poäng dras från ditt saldo. Det går inte att ångra.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Er** A*******')).toBeVisible();
    expect(await within(dialog).findByText('500 poäng')).toBeVisible();
    expect(within(dialog).getByText('400 poäng')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn och betala 100 poäng' }));

    await expectVisibleText('Ägarbytet är klart');
    expect(screen.getByText('Cykeln finns nu under Mina cyklar.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST', `/api/me/receipts/${receipt.id}/accept`)).toBe(1);
    const history = await screen.findByRole('region', { name: /Tidigare kvitton/ });
    expect(within(history).getByRole('article', { name: 'Pendlaren' })).toHaveTextContent('Genomförd');
    expect(screen.queryByRole('region', { name: /Väntar på godkännande/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(bottom).queryByText(/väntar på ditt godkännande/)).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Poängsaldo: 400 p' })).toBeInTheDocument();
  });

  it('keeps the confirmation closed to a balance under 100 and offers to buy points', async () => {
    serverWith([toBuy()], {}, 40);
    const { user } = await openPage();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Godkänn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn ägarbytet' });
    expect(await within(dialog).findByText('40 poäng')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Du behöver minst 100 poäng för att slutföra ägarbytet.',
    );
    expect(within(dialog).getByRole('button', { name: 'Godkänn och betala 100 poäng' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Köp poäng' })).toHaveAttribute('href', '/order');
  });

  it("answers the server's refusal for too few points with 'Otillräckligt saldo' and 'Köp poäng'", async () => {
    const receipt = toBuy();
    serverWith([receipt], {
      [`POST /api/me/receipts/${receipt.id}/accept`]: () =>
        json({ error: { code: 'INSUFFICIENT_POINTS', details: { required: 100, balance: 20 } } }, 402),
    });
    const { user, router } = await openPage();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Godkänn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn ägarbytet' });
    await within(dialog).findByText('400 poäng');
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn och betala 100 poäng' }));

    await expectVisibleText('Otillräckligt saldo');
    expect(screen.getByText('Du behöver minst 100 poäng för att slutföra ägarbytet.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByText('Väntar')).toBeVisible();
    // sonner's toast asks for pointer capture on pointerdown, which jsdom lacks: a plain click.
    fireEvent.click(screen.getByRole('button', { name: 'Köp poäng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
  });

  it('names a theft reported meanwhile as Transfer Blocked', async () => {
    const receipt = toBuy();
    serverWith([receipt], {
      [`POST /api/me/receipts/${receipt.id}/accept`]: () =>
        json({ error: { code: 'BIKE_STOLEN', details: { action: 'transfer' } } }, 409),
    });
    const { user } = await openPage();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Godkänn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn ägarbytet' });
    await within(dialog).findByText('400 poäng');
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn och betala 100 poäng' }));
    await expectVisibleText('Överlåtelse blockerad');
    expect(
      screen.getByText(
        'Cykeln är anmäld stulen och kan inte byta ägare förrän den är markerad som återfunnen.',
      ),
    ).toBeVisible();
  });

  it('declines after a confirmation, and Tillbaka leaves it pending with focus back on the button', async () => {
    const receipt = toBuy();
    const { calls } = serverWith([receipt]);
    const { user } = await openPage();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    const decline = within(card).getByRole('button', { name: 'Avböj' });

    await user.click(decline);
    let dialog = await screen.findByRole('dialog', { name: 'Avböj ägarbytet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tillbaka' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(decline).toHaveFocus();
    expect(calls('POST', `/api/me/receipts/${receipt.id}/decline`)).toBe(0);

    await user.click(decline);
    dialog = await screen.findByRole('dialog', { name: 'Avböj ägarbytet?' });
    expect(
      within(dialog).getByText('Säljaren behåller cykeln och kvittot markeras som avböjt. Inga poäng dras.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Avböj ägarbytet' }));
    await expectVisibleText('Du har avböjt ägarbytet');
    expect(calls('POST', `/api/me/receipts/${receipt.id}/decline`)).toBe(1);
    const history = await screen.findByRole('region', { name: /Tidigare kvitton/ });
    expect(within(history).getByRole('article', { name: 'Pendlaren' })).toHaveTextContent('Avböjd');
  });

  it("cancels the seller's pending transfer", async () => {
    const receipt = ownershipReceipt({ myRole: 'seller', awaitingMe: false });
    const { calls } = serverWith([receipt]);
    const { user } = await openPage();
    const card = await screen.findByRole('article', { name: 'Crescent Alvar' });
    expect(
      within(card).getByText(
        'Köparen har inte godkänt kvittot än. Du kan avbryta överlåtelsen så länge den väntar.',
      ),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Avbryt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avbryt överlåtelsen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt överlåtelsen' }));
    await expectVisibleText('Överlåtelsen är avbruten');
    expect(calls('POST', `/api/me/receipts/${receipt.id}/cancel`)).toBe(1);
    expect(await screen.findByRole('article', { name: 'Crescent Alvar' })).toHaveTextContent('Avbruten');
  });

  it('says so when the receipt was already handled elsewhere, and shows the truth', async () => {
    const receipt = toBuy();
    let handled = false;
    serverWith([receipt], {
      'GET /api/me/receipts': () =>
        json({ receipts: [handled ? { ...receipt, status: 'cancelled', awaitingMe: false } : receipt] }),
      [`POST /api/me/receipts/${receipt.id}/decline`]: () => {
        handled = true;
        return json({ error: { code: 'RECEIPT_NOT_PENDING' } }, 409);
      },
    });
    const { user } = await openPage();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    await user.click(within(card).getByRole('button', { name: 'Avböj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avböj ägarbytet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avböj ägarbytet' }));
    await expectVisibleText('Ägarbytet kunde inte avböjas');
    expect(screen.getByText('Kvittot är redan hanterat.')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Pendlaren' })).toHaveTextContent('Avbruten');
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    serverWith([toBuy()]);
    const { user } = renderApp('/receipts');
    expect(await screen.findByRole('heading', { level: 1, name: 'My receipts' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Pendlaren' });
    expect(within(card).getByText('You are buying the bike')).toBeVisible();
    expect(within(card).getByText('Mar 14, 2026')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Accept the change of owner' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept and pay 100 points' })).toBeVisible();
  });
});

describe('Kontrollera ett kvitto', () => {
  function verifyServer(answer: Handlers[string]) {
    return mockApi({
      ...ownerHandlers,
      'GET /api/me/receipts': () => json({ receipts: [] }),
      'GET /api/me/receipts/verify': answer,
    });
  }

  it('asks for a code before checking', async () => {
    const mock = verifyServer(() => json({ valid: false, receipt: null }));
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Kontrollera ett kvitto' });
    await user.click(within(form).getByRole('button', { name: 'Kontrollera' }));
    expect(within(form).getByText('Ange verifieringskoden.')).toBeVisible();
    expect(within(form).getByLabelText('Verifieringskod')).toHaveAttribute('aria-invalid', 'true');
    expect(
      mock.mock.calls.some(([url]) => typeof url === 'string' && url.startsWith('/api/me/receipts/verify')),
    ).toBe(false);
  });

  it('shows a genuine receipt with its frame number, status, masked names and dates', async () => {
    const mock = verifyServer(() =>
      json({
        valid: true,
        receipt: {
          frameNumber: 'WTU123456',
          status: 'completed',
          sellerName: 'Er** A*******',
          buyerName: 'An** S******',
          purchaseDate: '2026-03-14',
          completedAt: '2026-03-15T12:00:00.000Z',
        },
      }),
    );
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Kontrollera ett kvitto' });
    await user.type(within(form).getByLabelText('Verifieringskod'), '  RK7Q 2M9X ');
    await user.click(within(form).getByRole('button', { name: 'Kontrollera' }));

    await expectVisibleText('Kvittot är äkta');
    expect(mock.mock.calls.some(([url]) => url === '/api/me/receipts/verify?code=RK7Q%202M9X')).toBe(true);
    expect(screen.getByText('WTU123456')).toBeVisible();
    expect(screen.getByText('Genomförd')).toBeVisible();
    expect(screen.getByText('Er** A*******')).toBeVisible();
    expect(screen.getByText('An** S******')).toBeVisible();
    expect(screen.getByText('14 mars 2026')).toBeVisible();
    expect(screen.getByText('Ägarbytet genomfört')).toBeVisible();
  });

  it('says when a code matches no receipt, and when the check fails', async () => {
    let fail = false;
    verifyServer(() =>
      fail ? json({ error: { code: 'RATE_LIMITED' } }, 429) : json({ valid: false, receipt: null }),
    );
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Kontrollera ett kvitto' });
    await user.type(within(form).getByLabelText('Verifieringskod'), 'FEL123');
    await user.click(within(form).getByRole('button', { name: 'Kontrollera' }));
    await expectVisibleText('Kvittot är inte giltigt');
    expect(
      screen.getByText(
        'Vi hittar inget kvitto med koden FEL123. Kontrollera att du har skrivit av den rätt.',
      ),
    ).toBeVisible();

    fail = true;
    await user.click(within(form).getByRole('button', { name: 'Kontrollera' }));
    await expectVisibleText('Kvittot kunde inte kontrolleras');
    expect(screen.getByText('För många försök. Försök igen senare.')).toBeVisible();
    expect(screen.queryByText('Kvittot är inte giltigt')).not.toBeInTheDocument();
  });
});
