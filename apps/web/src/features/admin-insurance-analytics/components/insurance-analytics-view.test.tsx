import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InsuranceAnalytics, InsuranceGroup } from '@ramkoll/shared/schemas/insurance-analytics';
import { json, mockApi, never, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function group(key: string, registered: number, stolen: number, recovered: number): InsuranceGroup {
  return {
    key,
    registered,
    stolen,
    recovered,
    withBattery: 2,
    batteryThefts: 1,
    theftRisk: stolen / registered,
    recoveryRate: stolen === 0 ? null : recovered / stolen,
  };
}

const result: InsuranceAnalytics = {
  from: '2030-01-01',
  to: '2030-12-31',
  minGroup: 5,
  byBrand: [group('Crescent', 200, 10, 4), group('__other__', 4, 0, 0)],
  byType: [group('elcykel', 204, 10, 4)],
  byCity: [group('Umeå', 204, 10, 4)],
  byPriceBand: [group('10000_20000', 150, 8, 3), group('unknown', 54, 2, 1)],
  totals: {
    registered: 204,
    stolen: 10,
    recovered: 4,
    withBattery: 4,
    batteryThefts: 2,
    theftRisk: 10 / 204,
    recoveryRate: 0.4,
    daysToRecovery: null,
    stolenValue: { withPrice: 8, sum: 96000, quartiles: { p25: 9000, median: 12000, p75: 15000 } },
  },
};

function requested(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => (input instanceof Request ? input.url : input.toString()))
    .filter((url) => url.includes('/api/admin/insurance-analytics'));
}

describe('/insurance-analytics', { timeout: 20_000 }, () => {
  it('shows the totals, the tables with the merged row and asks again for a new range', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/insurance-analytics': () => json(result),
    });
    renderApp('/insurance-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Försäkringsanalys' })).toBeInTheDocument();
    const brand = await screen.findByRole('table', { name: 'Per märke' });
    const rows = within(brand).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Crescent');
    // Registered, stolen, risk (%), recovered, recovery rate (%), e-bikes, battery thefts.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual(['200', '10', '5', '4', '40', '2', '1']);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Övriga (för få att visa)');
    expect(cells(rows[2]!)).toEqual(['4', '0', '0', '0', '–', '2', '1']);
    const bands = screen.getByRole('table', { name: 'Per inköpspris' });
    expect(within(bands).getByText('10 000–19 999 kr')).toBeInTheDocument();
    expect(within(bands).getByText('Inget pris')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Per cykeltyp' })).toHaveTextContent('Elcykel');
    expect(screen.getByText('Median 12 000 kr (kvartiler 9 000 kr–15 000 kr)')).toBeInTheDocument();
    expect(screen.getByText('För få för att visa')).toBeInTheDocument();
    expect(screen.getByText('4,9 %')).toBeInTheDocument();

    // A year up to today by default, and no grouping (the page counts a cohort, not periods).
    const from = screen.getByLabelText('Registrerade från');
    const to = screen.getByLabelText('Till');
    const yearAgo = new Date(`${(to as HTMLInputElement).value}T00:00:00Z`);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    yearAgo.setUTCDate(yearAgo.getUTCDate() + 1);
    expect((from as HTMLInputElement).value).toBe(yearAgo.toISOString().slice(0, 10));
    expect(requested(fetchMock)[0]).toContain(`from=${(from as HTMLInputElement).value}&to=`);
    expect(screen.queryByLabelText('Indelning')).toBeNull();

    fireEvent.change(from, { target: { value: '2030-01-01' } });
    fireEvent.change(to, { target: { value: '2030-12-31' } });
    await waitFor(() => expect(requested(fetchMock).at(-1)).toContain('from=2030-01-01&to=2030-12-31'));
  });

  it('says so when the range is reversed and offers a retry when loading fails', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/insurance-analytics': () => json({ error: { code: 'INTERNAL' } }, 500),
    });
    renderApp('/insurance-analytics');
    expect(await screen.findByText('Det gick inte att hämta uppgifterna.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Registrerade från'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('Från-datumet måste ligga före till-datumet.')).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    mockApi({
      'GET /api/auth/session': sessionHandler(sessions.admin),
      'GET /api/admin/insurance-analytics': () => never(),
    });
    renderApp('/insurance-analytics');
    expect(await screen.findByText('Hämtar …')).toBeInTheDocument();
  });
});
