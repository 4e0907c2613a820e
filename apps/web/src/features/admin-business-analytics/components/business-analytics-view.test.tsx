import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessAnalytics } from '@ramkoll/shared/schemas/business-analytics';
import { json, mockApi, never, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const period = {
  key: '2031-05-05',
  pointsSold: 400,
  pointsSpent: 300,
  revenueSek: 15220,
  revenueUsd: 0,
  redemptions: 2,
  stickersOrdered: 2,
  stickersPrinted: 2,
  stickersSent: 0,
  storeRegistrations: 1,
};

const result: BusinessAnalytics = {
  from: '2031-05-01',
  to: '2031-05-31',
  bucket: 'week',
  series: [period, { ...period, key: '2031-05-26', pointsSold: 1000, revenueSek: 0, revenueUsd: 3999 }],
  byReason: [
    { reason: 'purchase', entries: 3, credited: 1400, debited: 0 },
    { reason: 'bike_registration', entries: 2, credited: 0, debited: 200 },
  ],
  packages: [
    { package: 'points_100', payments: 1, points: 100, revenueSek: 4900, revenueUsd: 0 },
    { package: 'points_300', payments: 1, points: 300, revenueSek: 10320, revenueUsd: 0 },
    { package: 'points_1000', payments: 2, points: 2000, revenueSek: 0, revenueUsd: 7998 },
  ],
  campaigns: [
    { code: 'VAR20', name: 'Vårrabatt', redemptions: 1, bonusPoints: 0, discountSek: 2580, discountUsd: 0 },
  ],
  stickers: [{ kind: 'order', orders: 1, ordered: 2, printed: 2, sent: 0, pointsSpent: 100 }],
  stores: [{ id: 's1', name: 'Cykelbutiken', city: 'Umeå', registrations: 2 }],
  totals: {
    payments: 4,
    pointsSold: 1400,
    revenueSek: 15220,
    revenueUsd: 3999,
    pointsSpent: 300,
    redemptions: 2,
    stickersOrdered: 2,
    storeRegistrations: 2,
  },
};

function requested(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => (input instanceof Request ? input.url : input.toString()))
    .filter((url) => url.includes('/api/admin/business-analytics'));
}

/** The cells' text, with the narrow no-break spaces of Swedish numbers as plain spaces. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent.replace(/\s/g, ' '));

describe('/business-analytics', { timeout: 20_000 }, () => {
  it('shows the totals and every table, and asks again for a new range and grouping', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/business-analytics': () => json(result),
    });
    renderApp('/business-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Affärsanalys' })).toBeInTheDocument();
    const total = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    await screen.findByText('Sålda poäng', { selector: 'dt' });
    expect(total('Sålda poäng')).toBe('1 400');
    expect(total('Intäkter i kronor')).toBe('152,20 kr');
    expect(total('Intäkter i dollar')).toBe('39,99 US$');
    expect(total('Registreringar i butik')).toBe('2');

    const packages = within(screen.getByRole('table', { name: 'Paketmix' })).getAllByRole('row');
    expect(within(packages[3]!).getByRole('rowheader')).toHaveTextContent('1000 poäng');
    // Purchases, share (%), points, revenue in kronor and in dollars.
    expect(cells(packages[3]!)).toEqual(['2', '50', '2 000', '0', '79,98']);
    const reasons = within(screen.getByRole('table', { name: 'Poäng per ändamål' })).getAllByRole('row');
    expect(within(reasons[2]!).getByRole('rowheader')).toHaveTextContent('Registrering av cykel');
    expect(cells(reasons[2]!)).toEqual(['0', '200', '2']);
    const campaigns = screen.getByRole('table', { name: 'Kampanjinlösen' });
    expect(within(campaigns).getByRole('rowheader')).toHaveTextContent('VAR20 – Vårrabatt');
    expect(cells(within(campaigns).getAllByRole('row')[1]!)).toEqual(['1', '0', '25,8', '0']);
    expect(screen.getByRole('table', { name: 'Beställningar av QR-dekaler' })).toHaveTextContent(
      'Kundbeställningar',
    );
    expect(screen.getByRole('table', { name: 'Registreringar per butik' })).toHaveTextContent(
      'Cykelbutiken, Umeå',
    );
    expect(screen.getByRole('table', { name: 'Intäkter över tid' })).toHaveTextContent('2031-05-26');

    fireEvent.change(screen.getByLabelText('Från'), { target: { value: '2031-05-01' } });
    fireEvent.change(screen.getByLabelText('Till'), { target: { value: '2031-05-31' } });
    fireEvent.change(screen.getByLabelText('Indelning'), { target: { value: 'month' } });
    await waitFor(() =>
      expect(requested(fetchMock).at(-1)).toContain('from=2031-05-01&to=2031-05-31&bucket=month'),
    );
  });

  it('does not ask for a reversed range, and offers a retry when loading fails', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/business-analytics': () => json({ error: { code: 'INTERNAL' } }, 500),
    });
    renderApp('/business-analytics');
    expect(await screen.findByText('Siffrorna kunde inte hämtas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    const before = requested(fetchMock).length;
    fireEvent.change(screen.getByLabelText('Från'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('Från-datumet måste ligga före till-datumet.')).toBeInTheDocument();
    expect(requested(fetchMock).some((url) => url.includes('from=2099-01-01'))).toBe(false);
    expect(requested(fetchMock).length).toBeGreaterThanOrEqual(before);
  });

  it('shows a spinner while loading', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/business-analytics': () => never(),
    });
    renderApp('/business-analytics');
    expect(await screen.findByText('Hämtar siffrorna …')).toBeInTheDocument();
  });
});
