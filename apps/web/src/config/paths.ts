import { loginHref, type RouteAccess } from '@ramkoll/shared/rules/route-access';

/**
 * Every route of the product (spec section 2 "Route table") exactly once. Pages, links and the
 * router take paths from here only. `titleKey` names the page title in the `pages` namespace.
 */
interface RouteConfig {
  path: string;
  getHref: (...args: never[]) => string;
  access: RouteAccess;
  titleKey: `titles.${string}`;
}

function route<const P extends string, const T extends string>(
  path: P,
  access: RouteAccess,
  titleKey: `titles.${T}`,
) {
  return { path, getHref: () => path, access, titleKey } as const;
}

export const paths = {
  // Public
  home: route('/', 'public', 'titles.home'),
  auth: {
    path: '/auth',
    /** The login page; `redirectTo` is remembered as `?redirect=` and used after login. */
    getHref: (redirectTo?: string) => loginHref(redirectTo ?? null),
    access: 'public',
    titleKey: 'titles.auth',
  },
  register: route('/register', 'public', 'titles.register'),
  storeLogin: {
    path: '/store-login',
    /** `staff` opens the second step (staff code) for a signed-in store account. */
    getHref: (step?: 'staff') => (step === 'staff' ? '/store-login?step=staff' : '/store-login'),
    access: 'public',
    titleKey: 'titles.store_login',
  },
  whyBikeOwners: route('/why-bike-owners', 'public', 'titles.why_bike_owners'),
  howToUse: route('/how-to-use', 'public', 'titles.how_to_use'),
  order: route('/order', 'public', 'titles.order'),
  privacy: route('/privacy', 'public', 'titles.privacy'),
  terms: route('/terms', 'public', 'titles.terms'),
  partners: route('/partners', 'public', 'titles.partners'),
  contact: route('/contact', 'public', 'titles.contact'),
  /**
   * What a sticker's QR opens (docs/product-rules.md "Bikes, search and stickers"; not in the
   * spec's table).
   */
  sticker: {
    path: '/q/:code',
    getHref: (code?: string) => (code === undefined ? '/q/:code' : `/q/${encodeURIComponent(code)}`),
    access: 'public',
    titleKey: 'titles.sticker',
  },
  // Customer only
  myBikes: route('/my-bikes', 'customer', 'titles.my_bikes'),
  mittId: route('/mitt-id', 'customer', 'titles.mitt_id'),
  messages: route('/messages', 'customer', 'titles.messages'),
  receipts: route('/receipts', 'customer', 'titles.receipts'),
  bikeRegistration: route('/bike-registration', 'customer', 'titles.bike_registration'),
  // Customer and admin
  settings: route('/settings', 'customer+admin', 'titles.settings'),
  // Store only
  storeDashboard: route('/store-dashboard', 'store', 'titles.store_dashboard'),
  storeGuide: route('/store-guide', 'store', 'titles.store_guide'),
  storeSettings: route('/store-settings', 'store', 'titles.store_settings'),
  storeAnalytics: route('/store-analytics', 'store', 'titles.store_analytics'),
  storeSearch: route('/store-search', 'store', 'titles.store_search'),
  storeBikes: route('/store-bikes', 'store', 'titles.store_bikes'),
  storeRegisterCustomer: route('/store-register-customer', 'store', 'titles.store_register_customer'),
  storeInventory: route('/store-inventory', 'store', 'titles.store_inventory'),
  // Admin only
  adminDashboard: route('/admin-dashboard', 'admin', 'titles.admin_dashboard'),
  analytics: route('/analytics', 'admin', 'titles.analytics'),
  insuranceAnalytics: route('/insurance-analytics', 'admin', 'titles.insurance_analytics'),
  businessAnalytics: route('/business-analytics', 'admin', 'titles.business_analytics'),
  adminQrPrint: route('/admin-qr-print', 'admin', 'titles.admin_qr_print'),
  adminCampaigns: route('/admin-campaigns', 'admin', 'titles.admin_campaigns'),
  adminBusinessRequests: route('/admin-business-requests', 'admin', 'titles.admin_business_requests'),
  adminStoreRequests: route('/admin-store-requests', 'admin', 'titles.admin_store_requests'),
  adminPartners: route('/admin-partners', 'admin', 'titles.admin_partners'),
  adminBikeSearch: route('/admin-bike-search', 'admin', 'titles.admin_bike_search'),
  adminIdReviews: route('/admin-id-reviews', 'admin', 'titles.admin_id_reviews'),
  adminAuditLog: route('/admin-audit-log', 'admin', 'titles.admin_audit_log'),
  adminPaymentFlags: route('/admin-payment-flags', 'admin', 'titles.admin_payment_flags'),
  adminRewardFlags: route('/admin-reward-flags', 'admin', 'titles.admin_reward_flags'),
} as const satisfies Record<string, RouteConfig>;

/** Static files served beside the app (apps/web/public), not routes of the router. */
export const staticFiles = {
  /** Spec section 7: the printable, bilingual receipt template. */
  receiptTemplate: '/receipt-template.html',
} as const;

/** The 404 catch-all: any path not above. It has no href of its own. */
export const notFoundRoute = {
  path: '*',
  access: 'public',
  titleKey: 'titles.not_found',
} as const satisfies Omit<RouteConfig, 'getHref'>;

export type RouteName = keyof typeof paths;
