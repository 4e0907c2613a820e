/**
 * Namespaces in the first-paint catalogue: the visitor's shell (header, menus, footer, cookie
 * banner), the visitor home and the error pages. A component outside these that asks for another
 * namespace before it is loaded suspends until it is (react-i18next), it never shows keys.
 */
export const shellNamespaces = ['common', 'consent', 'errors', 'home', 'nav'] as const;

/** All other namespaces: loaded after the first paint, and awaited by every page route that is not the home. */
export const pageNamespaces = [
  'admin_audit',
  'admin_business_requests',
  'admin_office',
  'admin_insights',
  'admin_store_requests',
  'admin_bike_search',
  'auth',
  'bankid',
  'bike_history',
  'bike_registration',
  'bike_search',
  'business_analytics',
  'contact',
  'how_to_use',
  'insurance_analytics',
  'install_app',
  'media',
  'messages',
  'mitt_id',
  'my_bikes',
  'notifications',
  'order',
  'pages',
  'partners',
  'partnership',
  'points',
  'privacy',
  'receipts',
  'settings',
  'store_area',
  'store_registration',
  'terms',
  'validation',
  'why_bike_owners',
] as const;
