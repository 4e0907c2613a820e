import { describe, expect, it } from 'vitest';
import {
  defaultBottomMenu,
  defaultTopMenu,
  isMenuItemVisible,
  menuItems,
  resolveMenus,
  visibleMenuItems,
} from './menus.js';

describe('menu catalogue', () => {
  it('has unique ids and paths starting with /', () => {
    const ids = menuItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of menuItems) expect(item.path.startsWith('/')).toBe(true);
  });
});

describe('visibility (spec section 4)', () => {
  it('hides admin- items and the two analytics items from normal users', () => {
    const ids = visibleMenuItems('customer').map((item) => item.id);
    expect(ids.some((id) => id.startsWith('admin-'))).toBe(false);
    expect(ids).not.toContain('analytics');
    expect(ids).not.toContain('insurance-analytics');
    expect(ids).toEqual(
      expect.arrayContaining(['bike', 'search', 'order', 'receipts', 'settings', 'messages', 'partners']),
    );
  });

  it("shows a store only 'settings' and 'partners'", () => {
    expect(visibleMenuItems('store').map((item) => item.id)).toEqual(['settings', 'partners']);
  });

  it('shows an admin the admin and analytics items only', () => {
    const ids = visibleMenuItems('admin').map((item) => item.id);
    expect(ids).toContain('admin-search');
    expect(ids).toContain('analytics');
    expect(ids).toContain('insurance-analytics');
    expect(ids).not.toContain('bike');
    expect(isMenuItemVisible('settings', 'admin')).toBe(false);
  });

  it('never offers the fixed store items as configurable items', () => {
    for (const role of ['customer', 'store', 'admin'] as const) {
      expect(visibleMenuItems(role).some((item) => item.id.startsWith('store-'))).toBe(false);
    }
  });
});

describe('resolveMenus (spec section 5)', () => {
  it('uses the defaults when nothing is stored, and asks to save them', () => {
    const result = resolveMenus({ role: 'customer', bottom: null, top: undefined });
    expect(result.top).toEqual([...defaultTopMenu]);
    expect(result.bottom).toEqual([...defaultBottomMenu]);
    expect(result.mustSave).toBe(true);
  });

  it('keeps valid preferences and does not ask to save', () => {
    const result = resolveMenus({
      role: 'customer',
      bottom: ['my-bikes', 'search', 'messages', 'receipts', 'order'],
      top: ['settings', 'partners'],
    });
    expect(result.bottom).toEqual(['my-bikes', 'search', 'messages', 'receipts', 'order']);
    expect(result.top).toEqual(['settings', 'partners']);
    expect(result.mustSave).toBe(false);
  });

  it.each([
    ['too few bottom items', { bottom: ['bike', 'search', 'order'], top: ['settings', 'messages'] }],
    ['unknown ids leave too few', { bottom: ['bike', 'nope', 'x', 'order'], top: ['settings', 'messages'] }],
    [
      'duplicates leave too few',
      { bottom: ['bike', 'bike', 'order', 'order'], top: ['settings', 'messages'] },
    ],
    [
      'hidden admin items',
      { bottom: ['admin-search', 'analytics', 'bike', 'order'], top: ['settings', 'messages'] },
    ],
    ['not a list', { bottom: 'bike,search', top: ['settings', 'messages'] }],
  ])('resets an invalid bottom menu (%s) to the defaults', (_name, prefs) => {
    const result = resolveMenus({ role: 'customer', ...prefs });
    expect(result.bottom).toEqual([...defaultBottomMenu]);
    expect(result.top).toEqual(['settings', 'messages']);
    expect(result.mustSave).toBe(true);
  });

  it.each([
    ['one item', ['settings']],
    ['empty', []],
    ['admin items', ['admin-dashboard', 'insurance-analytics']],
    ['numbers', [1, 2, 3]],
  ])('resets an invalid top menu (%s) to the defaults', (_name, top) => {
    const result = resolveMenus({ role: 'customer', bottom: [...defaultBottomMenu], top });
    expect(result.top).toEqual([...defaultTopMenu]);
    expect(result.mustSave).toBe(true);
  });

  it('drops stray ids but keeps a list that still meets its minimum, and asks to save it', () => {
    const result = resolveMenus({
      role: 'customer',
      bottom: ['bike', 'search', 'ghost', 'order', 'receipts'],
      top: ['settings', 'messages', 'messages'],
    });
    expect(result.bottom).toEqual(['bike', 'search', 'order', 'receipts']);
    expect(result.top).toEqual(['settings', 'messages']);
    expect(result.mustSave).toBe(true);
  });

  it("lists the remaining visible items for the 'Mer' sheet", () => {
    const result = resolveMenus({
      role: 'customer',
      bottom: [...defaultBottomMenu],
      top: [...defaultTopMenu],
    });
    expect(result.more).toEqual(
      visibleMenuItems('customer')
        .map((item) => item.id)
        .filter((id) => !defaultBottomMenu.some((bottomId) => bottomId === id)),
    );
    expect(result.more).toContain('settings');
    expect(result.more).not.toContain('bike');
  });

  it('gives a store its fixed bottom menu and nothing else', () => {
    expect(resolveMenus({ role: 'store', bottom: ['bike'], top: null })).toEqual({
      top: [],
      bottom: ['store-analytics', 'store-search', 'store-dashboard', 'store-settings'],
      more: [],
      mustSave: false,
    });
  });

  it('gives an admin only the admin-search item at the bottom', () => {
    expect(resolveMenus({ role: 'admin', bottom: null, top: null })).toEqual({
      top: [],
      bottom: ['admin-search'],
      more: [],
      mustSave: false,
    });
  });
});
