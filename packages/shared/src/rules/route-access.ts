import type { Role } from '../roles.js';

/**
 * Who may open a route (spec section 2 "Route table"). `customer+admin` is /settings.
 * Client guards only steer the UI; the server decides for every request.
 */
export const routeAccessLevels = ['public', 'customer', 'store', 'admin', 'customer+admin'] as const;
export type RouteAccess = (typeof routeAccessLevels)[number];

/** Fixed destinations of the guard rules (spec section 6). */
export const guardPaths = {
  login: '/auth',
  adminHome: '/admin-dashboard',
  storeHome: '/store-dashboard',
  customerHome: '/my-bikes',
} as const;

/** Query parameter on the login path that remembers where a visitor was going. */
export const redirectParam = 'redirect';

/** Path prefixes an admin may reach; everything else sends the admin to the admin dashboard. */
export const adminAllowedPrefixes = [
  '/admin-',
  '/auth',
  '/business-analytics',
  '/insurance-analytics',
  '/analytics',
  '/settings',
] as const;

export function allowedRoles(access: RouteAccess): readonly Role[] | 'everyone' {
  switch (access) {
    case 'public':
      return 'everyone';
    case 'customer':
      return ['customer'];
    case 'store':
      return ['store'];
    case 'admin':
      return ['admin'];
    case 'customer+admin':
      return ['customer', 'admin'];
  }
}

export type AccessDecision =
  | { kind: 'allow' }
  /** `to` is a complete href; for the login redirect it carries the origin in `?redirect=`. */
  | { kind: 'redirect'; to: string; reason: 'login_required' | 'admin_area' | 'wrong_role' };

export interface AccessInput {
  access: RouteAccess;
  /** The path being opened, with its search and hash (the origin to remember). */
  location: string;
  /** The signed-in user's role, or null for a visitor. */
  role: Role | null;
  /** Where a non-admin with a disallowed role goes instead of their home. */
  redirectTo?: string;
}

/** Post-login landing (spec section 6): admin, store, everyone else. */
export function landingPathForRole(role: Role): string {
  if (role === 'admin') return guardPaths.adminHome;
  if (role === 'store') return guardPaths.storeHome;
  return guardPaths.customerHome;
}

export function loginHref(origin: string | null): string {
  const safe = origin === null ? null : safeRedirectPath(origin);
  if (safe === null || safe === '/' || safe.startsWith(guardPaths.login)) return guardPaths.login;
  return `${guardPaths.login}?${redirectParam}=${encodeURIComponent(safe)}`;
}

/**
 * Accepts only a same-origin absolute path ("/x"), never "//host" or "/\host", so a crafted
 * `?redirect=` cannot send a user to another site after login.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (let index = 0; index < value.length; index += 1) {
    if (value.charCodeAt(index) < 0x20) return null;
  }
  return value;
}

/** Whether an admin may be on `pathname` at all: the admin area, analytics, /auth and /settings. */
export function adminMayOpen(pathname: string): boolean {
  return adminAllowedPrefixes.some((prefix) => pathname.startsWith(prefix));
}

function pathnameOf(location: string): string {
  const end = location.search(/[?#]/);
  return end === -1 ? location : location.slice(0, end);
}

/** The guard of spec section 6 as a pure decision. */
export function decideRouteAccess({ access, location, role, redirectTo }: AccessInput): AccessDecision {
  const roles = allowedRoles(access);
  if (roles === 'everyone') {
    // Admins stay in the admin area even on public pages (spec section 6).
    return role === 'admin' && !adminMayOpen(pathnameOf(location))
      ? { kind: 'redirect', to: guardPaths.adminHome, reason: 'admin_area' }
      : { kind: 'allow' };
  }

  if (role === null) return { kind: 'redirect', to: loginHref(location), reason: 'login_required' };

  if (role === 'admin') {
    if (adminMayOpen(pathnameOf(location)) && roles.includes('admin')) return { kind: 'allow' };
    return { kind: 'redirect', to: guardPaths.adminHome, reason: 'admin_area' };
  }

  if (roles.includes(role)) return { kind: 'allow' };
  const target = safeRedirectPath(redirectTo) ?? landingPathForRole(role);
  return { kind: 'redirect', to: target, reason: 'wrong_role' };
}
