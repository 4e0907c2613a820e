import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { menuItems } from '@ramkoll/shared/rules/menus';
import { routes } from '@/app/router';
import { notFoundRoute, paths } from './paths';

/** Spec section 2 "Route table", verbatim, and the sticker route of DECISIONS.md. */
const specRoutes = {
  public: [
    '/',
    '/auth',
    '/register',
    '/store-login',
    '/why-bike-owners',
    '/how-to-use',
    '/order',
    '/privacy',
    '/terms',
    '/partners',
    '/contact',
    // Not in the spec's table: what a sticker's QR code opens (DECISIONS.md).
    '/q/:code',
  ],
  customer: ['/my-bikes', '/mitt-id', '/messages', '/receipts', '/bike-registration'],
  'customer+admin': ['/settings'],
  store: [
    '/store-dashboard',
    '/store-guide',
    '/store-settings',
    '/store-analytics',
    '/store-search',
    '/store-bikes',
    '/store-register-customer',
    '/store-inventory',
  ],
  admin: [
    '/admin-dashboard',
    '/analytics',
    '/insurance-analytics',
    '/business-analytics',
    '/admin-qr-print',
    '/admin-campaigns',
    '/admin-business-requests',
    '/admin-store-requests',
    '/admin-partners',
    '/admin-bike-search',
  ],
} as const;

function routerPaths(
  list: RouteObject[],
  access: string | null,
  out: { path: string; access: string | null }[] = [],
) {
  for (const route of list) {
    const element = route.element as { props?: { access?: string } } | undefined;
    const guarded = element?.props?.access ?? access;
    if (route.index) out.push({ path: '/', access: guarded });
    else if (route.path && route.path !== '/') out.push({ path: route.path, access: guarded });
    if (route.children) routerPaths(route.children, guarded, out);
  }
  return out;
}

describe('config/paths', () => {
  const configured = Object.values(paths);

  it('holds every route of the spec exactly once with its access', () => {
    const expected = Object.entries(specRoutes).flatMap(([access, list]) =>
      list.map((path) => ({ path, access })),
    );
    expect(
      configured.map(({ path, access }) => ({ path, access })).sort((a, b) => a.path.localeCompare(b.path)),
    ).toEqual(expected.sort((a, b) => a.path.localeCompare(b.path)));
    expect(notFoundRoute.path).toBe('*');
  });

  it('gives every route an href equal to its path', () => {
    for (const route of configured) expect(route.getHref()).toBe(route.path);
    expect(paths.auth.getHref('/my-bikes')).toBe('/auth?redirect=%2Fmy-bikes');
    expect(paths.sticker.getHref('RK12345678')).toBe('/q/RK12345678');
  });

  it('is what the router serves, each guarded with its access level', () => {
    const served = routerPaths(routes, null);
    for (const route of configured) {
      const matches = served.filter((entry) => entry.path === route.path);
      expect(matches, route.path).toHaveLength(1);
      expect(matches[0]?.access ?? 'public', route.path).toBe(route.access);
    }
    expect(served.filter((entry) => entry.path === '*')).toHaveLength(1);
    expect(served).toHaveLength(configured.length + 1);
  });

  it('contains every menu item path', () => {
    const known = new Set(configured.map((route) => route.path));
    for (const item of menuItems) expect(known.has(item.path), item.id).toBe(true);
  });
});
