/**
 * The paths of every page the web app routes (spec section 2 "Route table", plus the sticker page
 * /q/:code). The web app's `paths` config must list exactly these (a web test checks it); the
 * server answers index.html with 200 for them and with 404 for any other page path, so a search
 * engine or a link checker sees a missing page as missing, not as a soft 404.
 */
export const appRoutePaths = [
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
  '/q/:code',
  '/my-bikes',
  '/mitt-id',
  '/messages',
  '/receipts',
  '/bike-registration',
  '/settings',
  '/store-dashboard',
  '/store-guide',
  '/store-settings',
  '/store-analytics',
  '/store-search',
  '/store-bikes',
  '/store-register-customer',
  '/store-inventory',
  '/admin-dashboard',
  '/analytics',
  '/insurance-analytics',
  '/business-analytics',
  '/admin-qr-print',
  '/admin-campaigns',
  '/admin-business-requests',
  '/admin-store-requests',
  '/admin-partners',
  '/admin-id-reviews',
  '/admin-audit-log',
  '/admin-payment-flags',
  '/admin-reward-flags',
  '/admin-bike-search',
] as const;

function patternSource(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
}

const patterns = appRoutePaths.map((path) => new RegExp(`^${patternSource(path)}$`, 'i'));

/**
 * The same pages as patterns over path and query, which is what Workbox tests a navigation
 * against. The service worker answers only these from its cached index.html; any other path goes
 * to the server, which answers 404 (decision 035), so the 404 holds after the worker has taken over.
 */
export const appRouteNavigationPatterns: readonly RegExp[] = appRoutePaths.map(
  (path) => new RegExp(`^${path === '/' ? '' : patternSource(path)}/?(?:\\?|$)`, 'i'),
);

/**
 * Whether the web app has a page at `pathname` (no query or hash). Matches as the client router
 * does: letters in any case, one trailing slash allowed.
 */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return patterns.some((pattern) => pattern.test(path));
}
