import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentFlag } from '@ramkoll/shared/schemas/orders';
import { formatDateTime } from '@/lib/format';
import { json, mockApi, never, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const refund: PaymentFlag = {
  id: '1c6a2f0e-3d4b-4c5a-8e9f-0a1b2c3d4e5f',
  kind: 'refund',
  paymentId: '2c6a2f0e-3d4b-4c5a-8e9f-0a1b2c3d4e5f',
  userId: '3c6a2f0e-3d4b-4c5a-8e9f-0a1b2c3d4e5f',
  email: 'olle@example.se',
  fullName: 'Olle Ägare',
  package: 'points_300',
  receiptNumber: 'RKP-000042',
  amount: 12900,
  currency: 'SEK',
  pointsDue: 300,
  pointsTakenBack: 100,
  pointsOutstanding: 200,
  createdAt: '2031-03-02T09:15:00.000Z',
};

const dispute: PaymentFlag = {
  ...refund,
  id: '4c6a2f0e-3d4b-4c5a-8e9f-0a1b2c3d4e5f',
  kind: 'dispute',
  email: 'ny@example.se',
  fullName: null,
  package: 'points_100',
  receiptNumber: null,
  amount: 4900,
  pointsDue: 100,
  pointsTakenBack: 100,
  pointsOutstanding: 0,
  createdAt: '2031-03-01T08:00:00.000Z',
};

/** A description list's value by its term, spaces of Swedish numbers as plain spaces. */
function fact(card: HTMLElement, term: string): string | undefined {
  return within(card)
    .getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\s/g, ' ');
}

describe('/admin-payment-flags', { timeout: 20_000 }, () => {
  it('lists each flag with the buyer, the package, the money, the points and the receipt', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/payment-flags': () => json({ flags: [refund, dispute] }),
    });
    renderApp('/admin-payment-flags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalningsflaggor' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Betalningsflaggor' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveAccessibleName('Olle Ägare');
    expect(within(first!).getByText('Återbetalning')).toBeInTheDocument();
    expect(within(first!).getByText(formatDateTime(refund.createdAt, 'sv'))).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'olle@example.se' })).toHaveAttribute(
      'href',
      'mailto:olle@example.se',
    );
    expect(fact(first!, 'Paket')).toBe('300 poäng');
    expect(fact(first!, 'Belopp')).toBe('129 kr');
    expect(fact(first!, 'Återtagna poäng')).toBe('100 poäng');
    expect(fact(first!, 'Utestående poäng')).toBe('200 poäng');
    expect(fact(first!, 'Kvitto')).toBe('RKP-000042');

    // A buyer without a name, refunded before any receipt was issued.
    expect(second).toHaveAccessibleName('Namn saknas');
    expect(within(second!).getByText('Bestridande')).toBeInTheDocument();
    expect(fact(second!, 'Paket')).toBe('100 poäng');
    expect(fact(second!, 'Utestående poäng')).toBe('0 poäng');
    expect(fact(second!, 'Kvitto')).toBe('Inget kvitto');

    expect(screen.getByText('2 flaggor')).toBeInTheDocument();
    expect(screen.getByText('200 poäng utestående')).toBeInTheDocument();
    expect(screen.queryByText('Inga flaggor')).not.toBeInTheDocument();
  });

  it('says so when nothing has been refunded or disputed', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/payment-flags': () => json({ flags: [] }),
    });
    renderApp('/admin-payment-flags');
    expect(await screen.findByRole('heading', { name: 'Inga flaggor' })).toBeInTheDocument();
    expect(screen.getByText('Inga poängköp har återbetalats eller bestridits.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Betalningsflaggor' })).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry that loads the list', async () => {
    let answer: () => Response | Promise<Response> = never;
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/payment-flags': () => answer(),
    });
    const { user, queryClient } = renderApp('/admin-payment-flags');
    expect(await screen.findByText('Hämtar flaggorna …')).toBeInTheDocument();

    answer = () => json({ error: { code: 'INTERNAL' } }, 500);
    await queryClient.resetQueries({ queryKey: ['admin', 'payment-flags'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Flaggorna kunde inte hämtas.');
    expect(screen.queryByRole('list', { name: 'Betalningsflaggor' })).not.toBeInTheDocument();

    answer = () => json({ flags: [refund] });
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('article', { name: 'Olle Ägare' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
