import { screen, waitFor, within } from '@testing-library/react';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import type { Payment, QrOrder } from '@ramkoll/shared/schemas/orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { leaveSite } from '@/lib/leave-site';
import { bodyOf, json, mockApi, never, sessionHandler, sessions } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

type Handlers = Parameters<typeof mockApi>[0];

const packages = [
  { package: 'points_100', points: 100, prices: { SEK: 4900, USD: 499 } },
  { package: 'points_300', points: 300, prices: { SEK: 12900, USD: 1299 } },
  { package: 'points_1000', points: 1000, prices: { SEK: 39900, USD: 3999 } },
];

const paymentId = '9d0e1f2a-3b4c-4d5e-8f60-000000000001';

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: paymentId,
    package: 'points_300',
    points: 300,
    amount: 12900,
    currency: 'SEK',
    status: 'pending',
    provider: 'test',
    createdAt: '2026-03-15T12:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/** A server for a customer with `balance` points: confirming credits the package, as the real one does. */
interface ServerOptions {
  balance?: number;
  bikes?: MyBike[];
  extra?: Handlers;
}

function customerServer({
  balance = 40,
  bikes = [myBike({ bikeName: 'Pendlaren' })],
  extra = {},
}: ServerOptions = {}) {
  let points = balance;
  let payments: Payment[] = [];
  let qrOrders: QrOrder[] = [];
  const mock = mockApi({
    ...ownerHandlers,
    'GET /api/me/balance': () => json({ pointsBalance: points }),
    'GET /api/points/packages': () => json({ packages }),
    'GET /api/me/bikes': () => json({ bikes }),
    'GET /api/me/orders': () => json({ payments, qrOrders }),
    'POST /api/me/payments': () => {
      payments = [payment()];
      return json({ payment: payment(), checkout: { provider: 'test', sessionId: 'test_x' } }, 201);
    },
    [`POST /api/me/payments/${paymentId}/confirm`]: () => {
      points += 300;
      payments = [payment({ status: 'succeeded', completedAt: '2026-03-15T12:01:00.000Z' })];
      return json({ payment: payments[0], pointsBalance: points });
    },
    'POST /api/me/qr-orders': ({ body }) => {
      const quantity = typeof body === 'object' && body && 'quantity' in body ? Number(body.quantity) : 0;
      points -= quantity * 50;
      const order: QrOrder = {
        id: '9d0e1f2a-3b4c-4d5e-8f60-000000000002',
        quantity,
        pointsSpent: quantity * 50,
        status: 'pending',
        createdAt: '2026-03-15T12:05:00.000Z',
        stickers: Array.from({ length: quantity }, (_, index) => ({
          code: `ABCDEF000${index}`,
          bikeId: bikes[0]?.id ?? null,
          frameNumber: bikes[0]?.frameNumber ?? null,
        })),
      };
      qrOrders = [order];
      return json({ order, pointsBalance: points }, 201);
    },
    'POST /api/me/promo-codes/redeem': () => {
      points += 60;
      return json({ pointsGranted: 60, pointsBalance: points });
    },
    ...extra,
  });
  return { mock };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('sv');
});

describe('/order', () => {
  it('shows visitors the packages in kronor and asks them to log in to buy', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      'GET /api/points/packages': () => json({ packages }),
    });
    renderApp('/order');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Köp poäng och QR-dekaler' }),
    ).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Poängpaket' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getByText(/129\skr/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Köp/ })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Forder',
    );
    expect(screen.queryByRole('heading', { name: 'Beställ QR-dekaler' })).not.toBeInTheDocument();
  });

  it('prices the packages in dollars in English', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      'GET /api/points/packages': () => json({ packages }),
    });
    await changeLanguage('en');
    renderApp('/order');
    expect(await screen.findByText('$12.99')).toBeInTheDocument();
    expect(screen.getByText('$39.99')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Points packages' });
    expect(within(region).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says the packages are loading, and offers a retry when they fail', async () => {
    let fail = true;
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      'GET /api/points/packages': () =>
        fail ? json({ error: { code: 'INTERNAL' } }, 500) : json({ packages }),
    });
    const { user } = renderApp('/order');
    expect(await screen.findByRole('alert')).toHaveTextContent('Poängpaketen kunde inte hämtas.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText(/399\skr/)).toBeInTheDocument();
  });

  it('keeps a loading state while the packages are on their way', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.visitor),
      'GET /api/points/packages': () => never(),
    });
    renderApp('/order');
    expect(await screen.findByText('Hämtar poängpaketen…')).toBeInTheDocument();
  });

  it('buys a package through the test checkout: credited, balance refreshed everywhere, history updated', async () => {
    const { mock } = customerServer();
    const { user } = renderApp('/order');
    expect(await screen.findByText('Ditt saldo: 40 poäng')).toBeInTheDocument();
    expect(await screen.findByText('Du har inte köpt poäng eller beställt dekaler än.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Köp 300 poäng' }));
    expect(bodyOf(mock, '/api/me/payments')).toEqual({ package: 'points_300', currency: 'SEK' });
    const dialog = await screen.findByRole('dialog', { name: 'Testbetalning' });
    expect(within(dialog).getByText(/inga pengar dras/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Betala 129\skr/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ditt saldo: 340 poäng')).toBeInTheDocument();
    // The top bar's points item reads the same query.
    expect(await screen.findByRole('button', { name: 'Poängsaldo: 340 p' })).toBeInTheDocument();
    expect(await screen.findByText('Betald')).toBeInTheDocument();
  });

  it('cancelling the test checkout credits nothing', async () => {
    const { mock } = customerServer();
    const { user } = renderApp('/order');
    await user.click(await screen.findByRole('button', { name: 'Köp 100 poäng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testbetalning' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.mock.calls.some(([url]) => typeof url === 'string' && url.endsWith('/confirm'))).toBe(false);
    expect(screen.getByText('Ditt saldo: 40 poäng')).toBeInTheDocument();
  });

  it('a refused confirmation says so and adds no points', async () => {
    customerServer({
      extra: {
        [`POST /api/me/payments/${paymentId}/confirm`]: () =>
          json({ error: { code: 'PAYMENT_NOT_COMPLETED' } }, 409),
      },
    });
    const { user } = renderApp('/order');
    await user.click(await screen.findByRole('button', { name: 'Köp 300 poäng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testbetalning' });
    await user.click(within(dialog).getByRole('button', { name: /Betala/ }));
    expect(
      await screen.findByText('Betalningen är inte genomförd. Inga poäng har lagts till.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ditt saldo: 40 poäng')).toBeInTheDocument();
  });

  it('orders QR stickers for a chosen bike at 50 p a code', async () => {
    const { mock } = customerServer({ balance: 500 });
    const { user } = renderApp('/order');
    const order = await screen.findByRole('button', { name: 'Beställ dekaler' });
    expect(order).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: /Pendlaren/ }));
    await user.selectOptions(screen.getByLabelText('Antal dekaler per cykel'), '3');
    expect(screen.getByText('3 dekaler – 150 poäng')).toBeInTheDocument();
    await user.click(order);
    const dialog = await screen.findByRole('dialog', { name: 'Beställ QR-dekaler?' });
    await user.click(within(dialog).getByRole('button', { name: 'Beställ för 150 poäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(mock, '/api/me/qr-orders')).toEqual({ bikeIds: [expect.any(String)], quantity: 3 });
    expect(await screen.findByText('Ditt saldo: 350 poäng')).toBeInTheDocument();
    expect(await screen.findByText('Väntar på utskrift')).toBeInTheDocument();
    expect(screen.getByText(/ABCDEF0000/)).toBeInTheDocument();
  });

  it('will not order more stickers than the balance pays for', async () => {
    customerServer({ balance: 40 });
    const { user } = renderApp('/order');
    await user.click(await screen.findByRole('checkbox', { name: /Pendlaren/ }));
    expect(await screen.findByText(/Du har 40 poäng men beställningen kostar 50 poäng/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beställ dekaler' })).toBeDisabled();
  });

  it('without bikes, points the way to registering one', async () => {
    customerServer({ bikes: [] });
    renderApp('/order');
    expect(await screen.findByText(/Du har inga registrerade cyklar än/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrera en cykel' })).toHaveAttribute(
      'href',
      '/bike-registration',
    );
  });

  it('lets a store account buy points, without promo codes or QR stickers', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.store),
      'GET /api/points/packages': () => json({ packages }),
      'GET /api/me/balance': () => json({ pointsBalance: 500 }),
      'GET /api/me/orders': () => json({ payments: [], qrOrders: [] }),
    });
    renderApp('/order');
    expect(await screen.findAllByRole('button', { name: /^Köp \d/ })).toHaveLength(3);
    expect(screen.queryByLabelText('Kampanjkod')).not.toBeInTheDocument();
    expect(
      screen.queryByText(/Butiks- och administratörskonton kan inte köpa poäng här/),
    ).not.toBeInTheDocument();
  });
  it('redeems a bonus code at once: the points show in the balance', async () => {
    const { mock } = customerServer({
      extra: {
        'GET /api/me/promo-codes/VAR2026': () => json({ kind: 'bonus', code: 'VAR2026', bonusPoints: 60 }),
      },
    });
    const { user } = renderApp('/order');
    await user.type(await screen.findByLabelText('Kampanjkod'), 'VAR2026');
    await user.click(screen.getByRole('button', { name: 'Använd' }));
    expect(await screen.findByText('Ditt saldo: 100 poäng')).toBeInTheDocument();
    expect(bodyOf(mock, '/api/me/promo-codes/redeem')).toEqual({ code: 'VAR2026' });
  });

  it('a discount code lowers the prices and goes with the purchase', async () => {
    const { mock } = customerServer({
      extra: {
        'GET /api/me/promo-codes/RABATT': () => json({ kind: 'discount', code: 'RABATT', percentOff: 20 }),
      },
    });
    const { user } = renderApp('/order');
    await user.type(await screen.findByLabelText('Kampanjkod'), 'RABATT');
    await user.click(screen.getByRole('button', { name: 'Använd' }));
    expect(await screen.findByText('20 % rabatt med koden RABATT på nästa köp.')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Poängpaket' });
    expect(within(region).getByText(/103,20\skr/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Köp 300 poäng' }));
    expect(bodyOf(mock, '/api/me/payments')).toEqual({
      package: 'points_300',
      currency: 'SEK',
      promoCode: 'RABATT',
    });
  });

  it('says why a promo code is refused', async () => {
    customerServer({
      extra: {
        'GET /api/me/promo-codes/GAMMAL': () => json({ error: { code: 'PROMO_CODE_USED' } }, 409),
      },
    });
    const { user } = renderApp('/order');
    await user.type(await screen.findByLabelText('Kampanjkod'), 'GAMMAL');
    await user.click(screen.getByRole('button', { name: 'Använd' }));
    expect(await screen.findByText('Du har redan använt den här kampanjkoden.')).toBeInTheDocument();
    expect(screen.getByText('Ditt saldo: 40 poäng')).toBeInTheDocument();
  });

  it('says when too many wrong codes were tried, in either language', async () => {
    customerServer({
      extra: {
        'GET /api/me/promo-codes/RACE50': () => json({ error: { code: 'PROMO_CODE_RATE_LIMITED' } }, 429),
      },
    });
    const { user } = renderApp('/order');
    const field = await screen.findByLabelText('Kampanjkod');
    await user.type(field, 'RACE50');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'För många felaktiga kampanjkoder. Försök igen om en timme.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // afterEach returns to Swedish.
    await changeLanguage('en');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Too many incorrect promo codes. Try again in an hour.'),
    ).toBeInTheDocument();
  });

  it('a checkout left unpaid can be finished from the history', async () => {
    customerServer({ extra: { 'GET /api/me/orders': () => json({ payments: [payment()], qrOrders: [] }) } });
    const { user } = renderApp('/order');
    expect(await screen.findByText('Ej betald')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Betala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testbetalning' });
    await user.click(within(dialog).getByRole('button', { name: /Betala 129\skr/ }));
    expect(await screen.findByText('Ditt saldo: 340 poäng')).toBeInTheDocument();
  });

  it('a paid purchase offers its receipt in the history; an unpaid one does not', async () => {
    const paid = payment({ status: 'succeeded', completedAt: '2026-03-15T12:01:00.000Z' });
    const unpaid = payment({ id: '9d0e1f2a-3b4c-4d5e-8f60-000000000009', provider: 'stripe' });
    customerServer({
      extra: { 'GET /api/me/orders': () => json({ payments: [unpaid, paid], qrOrders: [] }) },
    });
    renderApp('/order');
    const receipt = await screen.findByRole('link', { name: /^Kvitto för 300 poäng/ });
    expect(receipt).toHaveAttribute('href', `/api/me/orders/${paymentId}/receipt.pdf`);
    expect(receipt).toHaveTextContent('Kvitto');
    expect(screen.getAllByRole('link', { name: /^Kvitto/ })).toHaveLength(1);
    // A Stripe checkout left unpaid starts again from a package, not from the history.
    expect(screen.queryByRole('button', { name: 'Betala' })).not.toBeInTheDocument();
  });
});

describe('/order with Stripe Checkout', () => {
  const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_a1';

  it('sends the browser to Stripe’s hosted checkout, with no test dialog', async () => {
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => undefined);
    customerServer({
      extra: {
        'POST /api/me/payments': () =>
          json(
            { payment: payment({ provider: 'stripe' }), checkout: { provider: 'stripe', url: checkoutUrl } },
            201,
          ),
      },
    });
    const { user } = renderApp('/order');
    await user.click(await screen.findByRole('button', { name: 'Köp 300 poäng' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl));
    expect(await screen.findByRole('button', { name: 'Köp 300 poäng' })).toHaveTextContent(
      'Går till betalningen…',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('back from Checkout, waits for the webhook to credit, then shows the points and the receipt', async () => {
    let answers = 0;
    let points = 40;
    const paid = () =>
      payment({ provider: 'stripe', status: 'succeeded', completedAt: '2026-03-15T12:01:00.000Z' });
    customerServer({
      extra: {
        'GET /api/me/balance': () => json({ pointsBalance: points }),
        'GET /api/me/orders': () =>
          json({ payments: [points > 40 ? paid() : payment({ provider: 'stripe' })], qrOrders: [] }),
        [`POST /api/me/payments/${paymentId}/confirm`]: () => {
          answers += 1;
          // The first answer comes before the webhook, the second after it credited.
          if (answers === 1) return json({ payment: payment({ provider: 'stripe' }), pointsBalance: points });
          points = 340;
          return json({ payment: paid(), pointsBalance: points });
        },
      },
    });
    renderApp(`/order?payment=${paymentId}&checkout=done`);
    expect(await screen.findByText('Väntar på beskedet från betalningen…')).toBeInTheDocument();
    expect(
      await screen.findByText('Ditt saldo: 340 poäng', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Betalningen är klar')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Kvitto för 300 poäng/ })).toBeInTheDocument();
    expect(screen.queryByText('Väntar på beskedet från betalningen…')).not.toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('back from a cancelled Checkout, says nothing was paid and asks nothing', async () => {
    const { mock } = customerServer();
    renderApp(`/order?payment=${paymentId}&checkout=cancelled`);
    expect(await screen.findByText('Betalningen avbröts')).toBeInTheDocument();
    expect(mock.mock.calls.some(([url]) => typeof url === 'string' && url.endsWith('/confirm'))).toBe(false);
  });
});
