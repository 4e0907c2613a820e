import type { Role } from '../roles.js';

/**
 * The navigation menu catalogue and the preference rules of spec sections 4 and 5.
 * `labelKey` is a key in the `nav` i18n namespace; `icon` names an icon the web maps to a
 * component. Paths must match the web's `config/paths.ts` (a web test checks this).
 */
export const menuItems = [
  { id: 'bike', path: '/bike-registration', labelKey: 'menu.bike', icon: 'bike-plus' },
  { id: 'search', path: '/', labelKey: 'menu.search', icon: 'search' },
  { id: 'order', path: '/order', labelKey: 'menu.order', icon: 'shopping-bag' },
  { id: 'receipts', path: '/receipts', labelKey: 'menu.receipts', icon: 'receipt' },
  { id: 'settings', path: '/settings', labelKey: 'menu.settings', icon: 'settings' },
  { id: 'messages', path: '/messages', labelKey: 'menu.messages', icon: 'messages' },
  { id: 'my-bikes', path: '/my-bikes', labelKey: 'menu.my_bikes', icon: 'bike' },
  { id: 'mitt-id', path: '/mitt-id', labelKey: 'menu.mitt_id', icon: 'id-card' },
  { id: 'how-to-use', path: '/how-to-use', labelKey: 'menu.how_to_use', icon: 'book' },
  { id: 'why-bike-owners', path: '/why-bike-owners', labelKey: 'menu.why_bike_owners', icon: 'heart' },
  { id: 'partners', path: '/partners', labelKey: 'menu.partners', icon: 'handshake' },
  { id: 'admin-dashboard', path: '/admin-dashboard', labelKey: 'menu.admin_dashboard', icon: 'dashboard' },
  { id: 'admin-search', path: '/admin-bike-search', labelKey: 'menu.admin_search', icon: 'search' },
  { id: 'admin-qr-print', path: '/admin-qr-print', labelKey: 'menu.admin_qr_print', icon: 'printer' },
  { id: 'admin-campaigns', path: '/admin-campaigns', labelKey: 'menu.admin_campaigns', icon: 'megaphone' },
  {
    id: 'admin-business-requests',
    path: '/admin-business-requests',
    labelKey: 'menu.admin_business_requests',
    icon: 'briefcase',
  },
  {
    id: 'admin-store-requests',
    path: '/admin-store-requests',
    labelKey: 'menu.admin_store_requests',
    icon: 'store',
  },
  { id: 'admin-partners', path: '/admin-partners', labelKey: 'menu.admin_partners', icon: 'handshake' },
  { id: 'admin-id-reviews', path: '/admin-id-reviews', labelKey: 'menu.admin_id_reviews', icon: 'id-card' },
  {
    id: 'admin-payment-flags',
    path: '/admin-payment-flags',
    labelKey: 'menu.admin_payment_flags',
    icon: 'receipt',
  },
  {
    id: 'admin-reward-flags',
    path: '/admin-reward-flags',
    labelKey: 'menu.admin_reward_flags',
    icon: 'flag',
  },
  {
    id: 'admin-business-analytics',
    path: '/business-analytics',
    labelKey: 'menu.admin_business_analytics',
    icon: 'line-chart',
  },
  { id: 'analytics', path: '/analytics', labelKey: 'menu.analytics', icon: 'bar-chart' },
  {
    id: 'insurance-analytics',
    path: '/insurance-analytics',
    labelKey: 'menu.insurance_analytics',
    icon: 'shield',
  },
  // The store's fixed bottom menu (spec section 2 "Navigation"); not configurable.
  { id: 'store-analytics', path: '/store-analytics', labelKey: 'menu.store_analytics', icon: 'bar-chart' },
  { id: 'store-search', path: '/store-search', labelKey: 'menu.store_search', icon: 'search' },
  { id: 'store-dashboard', path: '/store-dashboard', labelKey: 'menu.store_dashboard', icon: 'bike-plus' },
  { id: 'store-settings', path: '/store-settings', labelKey: 'menu.store_settings', icon: 'settings' },
] as const satisfies readonly MenuItemShape[];

interface MenuItemShape {
  id: string;
  path: string;
  labelKey: `menu.${string}`;
  icon: MenuIconName;
}

export type MenuIconName =
  | 'bike'
  | 'bike-plus'
  | 'search'
  | 'shopping-bag'
  | 'receipt'
  | 'settings'
  | 'messages'
  | 'id-card'
  | 'book'
  | 'heart'
  | 'handshake'
  | 'dashboard'
  | 'printer'
  | 'megaphone'
  | 'briefcase'
  | 'store'
  | 'line-chart'
  | 'bar-chart'
  | 'shield'
  | 'flag';

export type MenuItem = (typeof menuItems)[number];
export type MenuItemId = MenuItem['id'];

export const menuLimits = { topMin: 2, bottomMin: 4 } as const;
export const defaultTopMenu = ['settings', 'messages'] as const satisfies readonly MenuItemId[];
export const defaultBottomMenu = [
  'bike',
  'search',
  'order',
  'receipts',
] as const satisfies readonly MenuItemId[];
export const storeBottomMenu = [
  'store-analytics',
  'store-search',
  'store-dashboard',
  'store-settings',
] as const satisfies readonly MenuItemId[];
export const adminBottomMenu = ['admin-search'] as const satisfies readonly MenuItemId[];

const analyticsItemIds: readonly string[] = ['analytics', 'insurance-analytics'];
const storeVisibleItemIds: readonly string[] = ['settings', 'partners'];

const itemsById = new Map<string, MenuItem>(menuItems.map((item) => [item.id, item]));

export function isMenuItemId(value: unknown): value is MenuItemId {
  return typeof value === 'string' && itemsById.has(value);
}

export function getMenuItem(id: MenuItemId): MenuItem {
  const item = itemsById.get(id);
  if (!item) throw new Error(`Unknown menu item: ${id}`);
  return item;
}

function isStoreFixedItem(id: string): boolean {
  return id.startsWith('store-');
}

/**
 * Items a role may see in its menus (spec section 4): normal users see everything except
 * items starting with 'admin-' and the two analytics items; a store sees 'settings' and
 * 'partners'; an admin sees the admin items and the analytics items.
 */
export function isMenuItemVisible(id: MenuItemId, role: Role): boolean {
  if (isStoreFixedItem(id)) return false;
  if (role === 'store') return storeVisibleItemIds.includes(id);
  const adminOnly = id.startsWith('admin-') || analyticsItemIds.includes(id);
  return role === 'admin' ? adminOnly : !adminOnly;
}

export function visibleMenuItems(role: Role): MenuItem[] {
  return menuItems.filter((item) => isMenuItemVisible(item.id, role));
}

function cleanList(value: unknown, role: Role): { items: MenuItemId[]; changed: boolean } {
  if (!Array.isArray(value)) return { items: [], changed: true };
  const items: MenuItemId[] = [];
  for (const entry of value) {
    if (isMenuItemId(entry) && isMenuItemVisible(entry, role) && !items.includes(entry)) items.push(entry);
  }
  return { items, changed: items.length !== value.length };
}

function resolveList(
  value: unknown,
  role: Role,
  min: number,
  defaults: readonly MenuItemId[],
): { items: MenuItemId[]; mustSave: boolean } {
  const { items, changed } = cleanList(value, role);
  if (items.length < min) return { items: [...defaults], mustSave: true };
  return { items, mustSave: changed };
}

export interface MenuPreferencesInput {
  role: Role;
  /** profiles.menu_preferences as stored (anything; validated here). */
  bottom: unknown;
  /** profiles.top_menu_preferences as stored. */
  top: unknown;
}

export interface ResolvedMenus {
  /** Items of the top bar (empty for store and admin: they have no top menu). */
  top: MenuItemId[];
  /** Items of the bottom bar. */
  bottom: MenuItemId[];
  /** Items of the 'Mer' sheet: visible items not in the bottom bar (empty for store and admin). */
  more: MenuItemId[];
  /** True when the stored preferences were invalid or unclean and the result must be saved back. */
  mustSave: boolean;
}

/**
 * Resolves a user's menus (spec sections 2, 4, 5). Unknown, hidden and duplicate ids are
 * dropped; a list left with fewer than its minimum (top 2, bottom 4) is reset to the defaults.
 * Store and admin menus are fixed and never need saving.
 */
export function resolveMenus({ role, bottom, top }: MenuPreferencesInput): ResolvedMenus {
  if (role === 'store') return { top: [], bottom: [...storeBottomMenu], more: [], mustSave: false };
  if (role === 'admin') return { top: [], bottom: [...adminBottomMenu], more: [], mustSave: false };

  const resolvedBottom = resolveList(bottom, role, menuLimits.bottomMin, defaultBottomMenu);
  const resolvedTop = resolveList(top, role, menuLimits.topMin, defaultTopMenu);
  const more = visibleMenuItems(role)
    .map((item) => item.id)
    .filter((id) => !resolvedBottom.items.includes(id));
  return {
    top: resolvedTop.items,
    bottom: resolvedBottom.items,
    more,
    mustSave: resolvedBottom.mustSave || resolvedTop.mustSave,
  };
}
