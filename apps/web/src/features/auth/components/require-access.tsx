import { useTranslation } from '@/lib/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideRouteAccess, type RouteAccess } from '@ramkoll/shared/rules/route-access';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSessionUser } from '../api/get-session';
import { authKeys } from '../api/keys';

interface RequireAccessProps {
  access: RouteAccess;
  /** Where a signed-in user with a disallowed role goes instead of their home page. */
  redirectTo?: string;
}

/**
 * Route guard (spec section 6): a visitor goes to /auth with the origin in `?redirect=`, an admin
 * outside the admin area to /admin-dashboard, a wrong role to its home. The server still checks
 * every request; this only steers the UI.
 */
export function RequireAccess({ access, redirectTo }: RequireAccessProps) {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const { user, isPending } = useSessionUser();
  const queryClient = useQueryClient();

  if (isPending) return <PageSpinner label={t('guard.checking')} />;

  const decision = decideRouteAccess({
    access,
    location: `${location.pathname}${location.search}${location.hash}`,
    role: user?.role ?? null,
    redirectTo,
  });
  // A store signed out by its suspension goes where it is told why, not to the customer login.
  if (decision.kind === 'redirect' && !user && queryClient.getQueryData(authKeys.suspension())) {
    return <Navigate to={paths.storeLogin.getHref()} replace />;
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // A store account works only after a staff member confirmed their staff code (docs/product-rules.md).
  if (access === 'store' && user?.role === 'store' && !user.store?.staffCodeVerified) {
    return <Navigate to={paths.storeLogin.getHref('staff')} replace />;
  }
  return <Outlet />;
}
