import { describe, expect, it } from 'vitest';
import { colourNameOf } from './colour-name.js';

describe('colourNameOf', () => {
  it.each([
    [[10, 10, 12], 'black'],
    [[250, 250, 248], 'white'],
    [[190, 192, 195], 'silver'],
    [[110, 110, 112], 'grey'],
    [[200, 16, 46], 'red'],
    [[120, 40, 20], 'brown'],
    [[255, 127, 0], 'orange'],
    [[242, 197, 0], 'yellow'],
    [[225, 205, 170], 'beige'],
    [[46, 139, 58], 'green'],
    [[31, 79, 168], 'blue'],
    [[110, 40, 160], 'purple'],
    [[240, 130, 190], 'pink'],
    [[245, 170, 180], 'pink'],
  ] as const)('names %j %s', ([red, green, blue], name) => {
    expect(colourNameOf(red, green, blue)).toBe(name);
  });
});
