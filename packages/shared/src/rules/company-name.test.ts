import { describe, expect, it } from 'vitest';
import { sameCompanyName } from './company-name.js';

describe('sameCompanyName', () => {
  it.each([
    ['Malmö Elcykel AB', 'Malmö Elcykel AB'],
    ['MALMÖ ELCYKEL AB', 'Malmö Elcykel AB'],
    ['  Malmö  Elcykel   AB ', 'Malmö Elcykel AB'],
    ['Malmö Elcykel Aktiebolag', 'Malmö Elcykel AB'],
    ['Norrlands Cykel och Sport AB', 'Norrlands Cykel och Sport AB'],
    ['Norrlands Cykel & Sport AB', 'Norrlands Cykel & Sport AB'],
    ['Bostadsrättsföreningen Solgläntan', 'BRF Solgläntan'],
    ['Brf. Solgläntan', 'BRF Solgläntan'],
    ['Velo Nordic AB (publ)', 'Velo Nordic AB'],
  ])('takes %j for the register name %j', (typed, registered) => {
    expect(sameCompanyName(typed, registered)).toBe(true);
  });

  it.each([
    ['BRF Solgläntan', 'Malmö Elcykel AB'],
    ['Malmo Elcykel AB', 'Malmö Elcykel AB'],
    ['Malmö Elcykel', 'Malmö Elcykel AB'],
    ['Malmö Elcyklar AB', 'Malmö Elcykel AB'],
  ])('refuses %j for the register name %j', (typed, registered) => {
    expect(sameCompanyName(typed, registered)).toBe(false);
  });
});
