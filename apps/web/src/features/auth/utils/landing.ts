import { guardPaths, landingPathForRole, safeRedirectPath } from '@ramkoll/shared/rules/route-access';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { paths } from '@/config/paths';

/**
 * Where a user goes after signing in (spec section 6): a store without a confirmed staff code to
 * the staff step first; else the remembered same-origin origin (`?redirect=`), else the role's home.
 */
export function destinationAfterLogin(user: SessionUser, redirect: string | null): string {
  if (user.role === 'store' && !user.store?.staffCodeVerified) return paths.storeLogin.getHref('staff');
  const safe = safeRedirectPath(redirect);
  if (safe !== null && safe !== '/' && !safe.startsWith(guardPaths.login)) return safe;
  return landingPathForRole(user.role);
}
