import { describe, expect, it } from 'vitest';
import { findPrintBox, type InkMap } from './page-geometry.js';

/** An ink map of rows of "letters" inside a rectangle, plus stray specks elsewhere. */
function page(
  width: number,
  height: number,
  print: { left: number; top: number; right: number; bottom: number },
  specks: [number, number][] = [],
): InkMap {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = print.top; y < print.bottom; y++) {
    if (y % 10 >= 6) continue; // a gap between lines
    for (let x = print.left; x < print.right; x += 2) {
      xs.push(x);
      ys.push(y);
    }
  }
  for (const [x, y] of specks) {
    xs.push(x);
    ys.push(y);
  }
  return { width, height, xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

describe('findPrintBox', () => {
  it('finds the print of a receipt lying in the middle of a photo, grown by two lines', () => {
    const box = findPrintBox(page(800, 1000, { left: 300, top: 200, right: 500, bottom: 800 }), 10);
    expect(box).not.toBeNull();
    expect(box!.left).toBeLessThanOrEqual(300 - 20);
    expect(box!.top).toBeLessThanOrEqual(200 - 20);
    expect(box!.left + box!.width).toBeGreaterThanOrEqual(500 + 20);
    expect(box!.top + box!.height).toBeGreaterThanOrEqual(800 + 20);
    expect(box!.width).toBeLessThan(300);
  });

  it('is not pulled out by a few specks on the desk', () => {
    const specks: [number, number][] = [
      [5, 5],
      [790, 990],
      [10, 900],
    ];
    const box = findPrintBox(page(800, 1000, { left: 300, top: 200, right: 500, bottom: 800 }, specks), 10);
    expect(box!.left).toBeGreaterThan(200);
    expect(box!.left + box!.width).toBeLessThan(600);
  });

  it('leaves a page that the print fills, and a page with too little ink, as they are', () => {
    expect(findPrintBox(page(400, 400, { left: 10, top: 10, right: 390, bottom: 390 }), 10)).toBeNull();
    expect(findPrintBox(page(400, 400, { left: 10, top: 10, right: 20, bottom: 20 }), 10)).toBeNull();
  });
});
