import { afterAll, describe, expect, it } from 'vitest';
import { createLocalAnalysisProvider } from '../../src/providers/analysis/local-analysis-provider.js';
import { withPhaseTimings } from '../../src/providers/analysis/phase-timings.js';
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

  it('says where an analysis spent its time, phase by phase, and nothing outside one', async () => {
    const image = await renderReceiptImage({
      frameNumber: 'GTB8956088',
      personalNumber: '19850717-4412',
      seller: 'Trampverket AB',
    });
    await analysis.warmUp?.();
    const { result: first, timings } = await withPhaseTimings(() => analysis.readText(image, 0));
    expect(first.lines.length).toBeGreaterThan(3);
    // Decoding is part of preparing; the OCR job is part of the first reading; the workers were warm.
    expect(timings.prepare).toBeGreaterThan(0);
    expect(timings['prepare.decode']).toBeGreaterThan(0);
    expect(timings['prepare.decode']).toBeLessThanOrEqual(timings.prepare ?? 0);
    expect(timings['first.ocr']).toBeGreaterThan(0);
    expect(timings['first.ocr']).toBeLessThanOrEqual(timings.first ?? 0);
    expect(timings['first.wait']).toBeGreaterThanOrEqual(0);
    expect(timings['first.init']).toBeUndefined();

    // The closer look: two sheets on the two workers, the page not prepared again.
    const { timings: closer } = await withPhaseTimings(() =>
      analysis.rereadLines(image, first.lines.slice(0, 2)),
    );
    expect(closer.closer).toBeGreaterThan(0);
    expect(closer['closer.sheets']).toBeGreaterThan(0);
    expect(closer['closer.ocr']).toBeGreaterThan(0);
    expect(closer.prepare).toBeUndefined();
  });
});
