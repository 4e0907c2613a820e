import { describe, expect, it } from 'vitest';
import type { Role } from '../roles.js';
import {
  decideRouteAccess,
  landingPathForRole,
  loginHref,
  safeRedirectPath,
  type AccessDecision,
  type RouteAccess,
} from './route-access.js';

type Row = [access: RouteAccess, location: string, role: Role | null, expected: AccessDecision];

const allow: AccessDecision = { kind: 'allow' };
const toAdmin: AccessDecision = { kind: 'redirect', to: '/admin-dashboard', reason: 'admin_area' };

describe('decideRouteAccess', () => {
  it.each<Row>([
    // Public routes are open to everyone.
    ['public', '/', null, allow],
    ['public', '/privacy', 'customer', allow],
    // ...but an admin is kept in the admin area (spec section 6), /auth excepted.
    ['public', '/partners', 'admin', toAdmin],
    ['public', '/q/DEMOSTULEN1', 'admin', toAdmin],
    ['public', '/auth', 'admin', allow],
    ['public', '/contact', 'store', allow],
    // Visitors must log in; the origin is remembered.
    [
      'customer',
      '/my-bikes',
      null,
      { kind: 'redirect', to: '/auth?redirect=%2Fmy-bikes', reason: 'login_required' },
    ],
    [
      'store',
      '/store-search?q=abc#top',
      null,
      { kind: 'redirect', to: '/auth?redirect=%2Fstore-search%3Fq%3Dabc%23top', reason: 'login_required' },
    ],
    [
      'admin',
      '/admin-dashboard',
      null,
      { kind: 'redirect', to: '/auth?redirect=%2Fadmin-dashboard', reason: 'login_required' },
    ],
    [
      'customer+admin',
      '/settings',
      null,
      { kind: 'redirect', to: '/auth?redirect=%2Fsettings', reason: 'login_required' },
    ],
    // Customers.
    ['customer', '/my-bikes', 'customer', allow],
    ['customer+admin', '/settings', 'customer', allow],
    ['store', '/store-dashboard', 'customer', { kind: 'redirect', to: '/my-bikes', reason: 'wrong_role' }],
    ['admin', '/admin-dashboard', 'customer', { kind: 'redirect', to: '/my-bikes', reason: 'wrong_role' }],
    ['admin', '/analytics', 'customer', { kind: 'redirect', to: '/my-bikes', reason: 'wrong_role' }],
    // Stores.
    ['store', '/store-settings', 'store', allow],
    ['customer', '/receipts', 'store', { kind: 'redirect', to: '/store-dashboard', reason: 'wrong_role' }],
    [
      'customer+admin',
      '/settings',
      'store',
      { kind: 'redirect', to: '/store-dashboard', reason: 'wrong_role' },
    ],
    ['admin', '/admin-qr-print', 'store', { kind: 'redirect', to: '/store-dashboard', reason: 'wrong_role' }],
    // Admins: only the admin area, the analytics pages, /auth and /settings.
    ['admin', '/admin-dashboard', 'admin', allow],
    ['admin', '/admin-bike-search', 'admin', allow],
    ['admin', '/analytics', 'admin', allow],
    ['admin', '/insurance-analytics', 'admin', allow],
    ['admin', '/business-analytics', 'admin', allow],
    ['customer+admin', '/settings', 'admin', allow],
    ['customer', '/my-bikes', 'admin', toAdmin],
    ['customer', '/messages', 'admin', toAdmin],
    ['store', '/store-dashboard', 'admin', toAdmin],
  ])('%s %s as %s', (access, location, role, expected) => {
    expect(decideRouteAccess({ access, location, role })).toEqual(expected);
  });

  it('sends a non-admin with a disallowed role to the given redirect path', () => {
    expect(
      decideRouteAccess({
        access: 'store',
        location: '/store-bikes',
        role: 'customer',
        redirectTo: '/order',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/order',
      reason: 'wrong_role',
    });
  });

  it('ignores an unsafe redirect path and falls back to the role home', () => {
    expect(
      decideRouteAccess({
        access: 'customer',
        location: '/my-bikes',
        role: 'store',
        redirectTo: '//evil.example',
      }),
    ).toEqual({ kind: 'redirect', to: '/store-dashboard', reason: 'wrong_role' });
  });

  it('does not let the admin rule bypass a role restriction by prefix alone', () => {
    // /settings-like prefixes are only open to an admin when the route admits admins.
    expect(decideRouteAccess({ access: 'customer', location: '/settings', role: 'admin' })).toEqual(toAdmin);
  });
});

describe('landingPathForRole', () => {
  it.each<[Role, string]>([
    ['admin', '/admin-dashboard'],
    ['store', '/store-dashboard'],
    ['customer', '/my-bikes'],
  ])('%s lands on %s', (role, path) => {
    expect(landingPathForRole(role)).toBe(path);
  });
});

describe('loginHref', () => {
  it('omits the parameter for the home page, the login page itself and unsafe origins', () => {
    expect(loginHref(null)).toBe('/auth');
    expect(loginHref('/')).toBe('/auth');
    expect(loginHref('/auth?from=welcome')).toBe('/auth');
    expect(loginHref('https://evil.example')).toBe('/auth');
  });
});

describe('safeRedirectPath', () => {
  it.each<[string | null | undefined, string | null]>([
    ['/my-bikes', '/my-bikes'],
    ['/store-search?q=1', '/store-search?q=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/x\ny', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
