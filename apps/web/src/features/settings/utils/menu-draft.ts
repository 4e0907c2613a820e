import { menuLimits, visibleMenuItems, type MenuItemId } from '@ramkoll/shared/rules/menus';

/** Which bar a list is for; the minimum is the spec's (top 2, bottom 4). */
export type MenuBar = 'top' | 'bottom';

export const menuMinimum: Record<MenuBar, number> = {
  top: menuLimits.topMin,
  bottom: menuLimits.bottomMin,
};

/** The items a customer can place in a bar: every item visible to the role, once. */
export function customerMenuItems(): MenuItemId[] {
  return visibleMenuItems('customer').map((item) => item.id);
}

/** Adds the item at the end, or removes it. */
export function toggleMenuItem(list: readonly MenuItemId[], id: MenuItemId): MenuItemId[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** Moves a chosen item one place up (-1) or down (+1); the ends stay put. */
export function moveMenuItem(list: readonly MenuItemId[], id: MenuItemId, step: -1 | 1): MenuItemId[] {
  const from = list.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The rows of a bar's editor: the chosen items in their order, then the others. */
export function menuRows(list: readonly MenuItemId[], all: readonly MenuItemId[]): MenuItemId[] {
  return [...list, ...all.filter((id) => !list.includes(id))];
}

/** Bars with fewer items than their minimum. */
export function tooShortBars(draft: Record<MenuBar, readonly MenuItemId[]>): MenuBar[] {
  return (['top', 'bottom'] as const).filter((bar) => draft[bar].length < menuMinimum[bar]);
}
