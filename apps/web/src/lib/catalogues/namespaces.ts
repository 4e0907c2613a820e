/** Namespaces in the first-paint catalogue: the shell (menus, footer, cookie banner, session warning), the visitor home and error pages. */
export const shellNamespaces = ['auth', 'common', 'consent', 'errors', 'home', 'nav'] as const;

/** All other namespaces: loaded after the first paint, and awaited by every page route that is not the home. */
export const pageNamespaces = [
  'bike_history',
  'bike_registration',
  'bike_search',
  'contact',
  'how_to_use',
  'install_app',
  'media',
  'messages',
  'mitt_id',
  'my_bikes',
  'notifications',
  'order',
  'pages',
  'partners',
  'points',
  'privacy',
  'receipts',
  'settings',
  'terms',
  'validation',
  'why_bike_owners',
] as const;
