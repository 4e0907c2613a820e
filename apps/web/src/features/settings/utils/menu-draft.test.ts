import { describe, expect, it } from 'vitest';
import { customerMenuItems, menuRows, moveMenuItem, toggleMenuItem, tooShortBars } from './menu-draft';

describe('menu drafts', () => {
  it('offers the customer items only', () => {
    const items = customerMenuItems();
    expect(items).toContain('settings');
    expect(items.some((id) => id.startsWith('admin-') || id.startsWith('store-'))).toBe(false);
    expect(items).not.toContain('analytics');
  });

  it('adds at the end and removes', () => {
    expect(toggleMenuItem(['bike', 'search'], 'order')).toEqual(['bike', 'search', 'order']);
    expect(toggleMenuItem(['bike', 'search'], 'bike')).toEqual(['search']);
  });

  it('moves one place and keeps the ends', () => {
    expect(moveMenuItem(['bike', 'search', 'order'], 'order', -1)).toEqual(['bike', 'order', 'search']);
    expect(moveMenuItem(['bike', 'search', 'order'], 'bike', 1)).toEqual(['search', 'bike', 'order']);
    expect(moveMenuItem(['bike', 'search'], 'bike', -1)).toEqual(['bike', 'search']);
    expect(moveMenuItem(['bike', 'search'], 'search', 1)).toEqual(['bike', 'search']);
  });

  it('lists chosen items first, in order', () => {
    expect(menuRows(['order', 'bike'], ['bike', 'search', 'order'])).toEqual(['order', 'bike', 'search']);
  });

  it('names the bars below their minimum', () => {
    expect(tooShortBars({ top: ['settings'], bottom: ['bike', 'search', 'order', 'receipts'] })).toEqual([
      'top',
    ]);
    expect(tooShortBars({ top: ['settings', 'messages'], bottom: ['bike'] })).toEqual(['bottom']);
    expect(
      tooShortBars({ top: ['settings', 'messages'], bottom: ['bike', 'search', 'order', 'receipts'] }),
    ).toEqual([]);
  });
});
