import { afterAll, describe, expect, it } from 'vitest';
import { createLocalAnalysisProvider } from '../../src/providers/analysis/local-analysis-provider.js';
import { renderReceiptImage } from '../fixtures/receipt-image.js';

/** The built-in provider with real tesseract: the page's lines and a closer look at some of them. */
describe('local analysis provider', () => {
  const analysis = createLocalAnalysisProvider();
  afterAll(() => analysis.close());

  it('gives each line of a reading its box, and reads chosen lines again from those boxes', async () => {
    const image = await renderReceiptImage({
      frameNumber: 'WTU20940259',
      personalNumber: '19940302-2099',
      seller: 'Cykelhörnan Södermalm AB',
    });
    const first = await analysis.readText(image, 0);
    expect(first.pageHeight).toBeGreaterThan(0);
    const frame = first.lines.find((line) => line.text.startsWith('Ramnummer'));
    const person = first.lines.find((line) => line.text.startsWith('Personnummer'));
    expect(frame?.text).toContain('WTU20940259');
    expect(person).toBeDefined();
    for (const { box } of first.lines) {
      expect(box.top + box.height).toBeLessThanOrEqual(first.pageHeight);
      expect(box.width).toBeGreaterThan(0);
    }

    // Two looks, in order: the lines larger, and the same lines with their ink evened out.
    const closer = await analysis.rereadLines(image, [person!, frame!]);
    expect(closer.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^Personnummer:? 19940302-2099$/),
      expect.stringMatching(/^Ramnummer:? WTU20940259$/),
      expect.stringMatching(/^Personnummer:? 19940302-2099$/),
      expect.stringMatching(/^Ramnummer:? WTU20940259$/),
    ]);
    expect(await analysis.rereadLines(image, [])).toBe('');

    // Read in bands, the page gives the same lines, where they lie on the whole page.
    const inBands = await analysis.readText(image, 1);
    const again = inBands.lines.find((line) => line.text.startsWith('Ramnummer'));
    expect(again?.text).toBe(frame?.text);
    expect(Math.abs((again?.box.top ?? 0) - (frame?.box.top ?? 0))).toBeLessThan(5);
    expect(inBands.pageHeight).toBe(first.pageHeight);
  });
});
