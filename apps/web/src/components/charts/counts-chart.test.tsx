import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillOf } from './bars-chart';
import { CountsChart } from './counts-chart';

const series = [
  { label: 'Registreringar', colour: 'bg-primary' },
  { label: 'Stölder', colour: 'bg-destructive' },
  { label: 'Andel', colour: 'bg-success', bar: false },
];
const rows = [
  { key: 'crescent', label: 'Crescent', values: [1200, 30, 2.5] },
  { key: 'monark', label: 'Monark', values: [900, 12, null] },
];

describe('CountsChart', () => {
  it('gives the numbers as a table and draws the bars with recharts, loaded on demand', async () => {
    const { container } = render(
      <CountsChart
        title="Per märke"
        keyHeader="Märke"
        series={series}
        rows={rows}
        fileName="marken.csv"
        emptyText="Inget att visa"
      />,
    );
    const table = screen.getByRole('table', { name: 'Per märke' });
    const monark = within(table).getByRole('row', { name: /Monark/ });
    expect(
      within(monark)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['900', '12', '–']);
    // The chart is for the eye: hidden from the accessibility tree, the table carries the numbers.
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(
      container.querySelector('.recharts-responsive-container')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('shows the empty text and no chart without rows', () => {
    const { container } = render(
      <CountsChart
        title="Per märke"
        keyHeader="Märke"
        series={series}
        rows={[]}
        fileName="marken.csv"
        emptyText="Inget att visa"
      />,
    );
    expect(screen.getByText('Inget att visa')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();
  });

  it("fills each series with its theme colour's variable", () => {
    expect(fillOf('bg-primary')).toBe('var(--color-primary)');
    expect(fillOf('bg-destructive')).toBe('var(--color-destructive)');
  });
});
