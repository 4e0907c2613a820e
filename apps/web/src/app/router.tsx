import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAccess } from '@/features/auth/components/require-access';
import { notFoundRoute, paths } from '@/config/paths';
import { loadPageTexts } from '@/lib/i18n';
import { AppLoading } from './app-loading';
import { ErrorPage, RootErrorPage } from './routes/error-page';
import { RootLayout } from './root-layout';

/**
 * Every page is a lazy route module: its own chunk, loaded on first visit. Guarded pages sit under
 * a pathless `RequireAccess` route per access level (spec section 6).
 */
const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/public/home').then((m) => ({ Component: m.HomePage })) },
  {
    path: paths.auth.path,
    lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.register.path,
    lazy: () => import('./routes/auth/register').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: paths.storeLogin.path,
    lazy: () => import('./routes/auth/store-login').then((m) => ({ Component: m.StoreLoginPage })),
  },
  {
    path: paths.whyBikeOwners.path,
    lazy: () => import('./routes/public/why-bike-owners').then((m) => ({ Component: m.WhyBikeOwnersPage })),
  },
  {
    path: paths.howToUse.path,
    lazy: () => import('./routes/public/how-to-use').then((m) => ({ Component: m.HowToUsePage })),
  },
  {
    path: paths.order.path,
    lazy: () => import('./routes/public/order').then((m) => ({ Component: m.OrderPage })),
  },
  {
    path: paths.privacy.path,
    lazy: () => import('./routes/public/privacy').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: paths.terms.path,
    lazy: () => import('./routes/public/terms').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.partners.path,
    lazy: () => import('./routes/public/partners').then((m) => ({ Component: m.PartnersPage })),
  },
  {
    path: paths.contact.path,
    lazy: () => import('./routes/public/contact').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: paths.sticker.path,
    lazy: () => import('./routes/public/sticker').then((m) => ({ Component: m.StickerPage })),
  },
  {
    element: <RequireAccess access="customer" />,
    children: [
      {
        path: paths.myBikes.path,
        lazy: () => import('./routes/customer/my-bikes').then((m) => ({ Component: m.MyBikesPage })),
      },
      {
        path: paths.mittId.path,
        lazy: () => import('./routes/customer/mitt-id').then((m) => ({ Component: m.MittIdPage })),
      },
      {
        path: paths.messages.path,
        lazy: () => import('./routes/customer/messages').then((m) => ({ Component: m.MessagesPage })),
      },
      {
        path: paths.receipts.path,
        lazy: () => import('./routes/customer/receipts').then((m) => ({ Component: m.ReceiptsPage })),
      },
      {
        path: paths.bikeRegistration.path,
        lazy: () =>
          import('./routes/customer/bike-registration').then((m) => ({ Component: m.BikeRegistrationPage })),
      },
    ],
  },
  {
    element: <RequireAccess access="customer+admin" />,
    children: [
      {
        path: paths.settings.path,
        lazy: () => import('./routes/customer/settings').then((m) => ({ Component: m.SettingsPage })),
      },
    ],
  },
  {
    element: <RequireAccess access="store" />,
    children: [
      {
        path: paths.storeDashboard.path,
        lazy: () =>
          import('./routes/store/store-dashboard').then((m) => ({ Component: m.StoreDashboardPage })),
      },
      {
        path: paths.storeGuide.path,
        lazy: () => import('./routes/store/store-guide').then((m) => ({ Component: m.StoreGuidePage })),
      },
      {
        path: paths.storeSettings.path,
        lazy: () => import('./routes/store/store-settings').then((m) => ({ Component: m.StoreSettingsPage })),
      },
      {
        path: paths.storeAnalytics.path,
        lazy: () =>
          import('./routes/store/store-analytics').then((m) => ({ Component: m.StoreAnalyticsPage })),
      },
      {
        path: paths.storeSearch.path,
        lazy: () => import('./routes/store/store-search').then((m) => ({ Component: m.StoreSearchPage })),
      },
      {
        path: paths.storeBikes.path,
        lazy: () => import('./routes/store/store-bikes').then((m) => ({ Component: m.StoreBikesPage })),
      },
      {
        path: paths.storeRegisterCustomer.path,
        lazy: () =>
          import('./routes/store/store-register-customer').then((m) => ({
            Component: m.StoreRegisterCustomerPage,
          })),
      },
      {
        path: paths.storeInventory.path,
        lazy: () =>
          import('./routes/store/store-inventory').then((m) => ({ Component: m.StoreInventoryPage })),
      },
    ],
  },
  {
    element: <RequireAccess access="admin" />,
    children: [
      {
        path: paths.adminDashboard.path,
        lazy: () =>
          import('./routes/admin/admin-dashboard').then((m) => ({ Component: m.AdminDashboardPage })),
      },
      {
        path: paths.analytics.path,
        lazy: () => import('./routes/admin/analytics').then((m) => ({ Component: m.AnalyticsPage })),
      },
      {
        path: paths.insuranceAnalytics.path,
        lazy: () =>
          import('./routes/admin/insurance-analytics').then((m) => ({ Component: m.InsuranceAnalyticsPage })),
      },
      {
        path: paths.businessAnalytics.path,
        lazy: () =>
          import('./routes/admin/business-analytics').then((m) => ({ Component: m.BusinessAnalyticsPage })),
      },
      {
        path: paths.adminQrPrint.path,
        lazy: () => import('./routes/admin/admin-qr-print').then((m) => ({ Component: m.AdminQrPrintPage })),
      },
      {
        path: paths.adminCampaigns.path,
        lazy: () =>
          import('./routes/admin/admin-campaigns').then((m) => ({ Component: m.AdminCampaignsPage })),
      },
      {
        path: paths.adminBusinessRequests.path,
        lazy: () =>
          import('./routes/admin/admin-business-requests').then((m) => ({
            Component: m.AdminBusinessRequestsPage,
          })),
      },
      {
        path: paths.adminStoreRequests.path,
        lazy: () =>
          import('./routes/admin/admin-store-requests').then((m) => ({
            Component: m.AdminStoreRequestsPage,
          })),
      },
      {
        path: paths.adminPartners.path,
        lazy: () => import('./routes/admin/admin-partners').then((m) => ({ Component: m.AdminPartnersPage })),
      },
      {
        path: paths.adminBikeSearch.path,
        lazy: () =>
          import('./routes/admin/admin-bike-search').then((m) => ({ Component: m.AdminBikeSearchPage })),
      },
      {
        path: paths.adminIdReviews.path,
        lazy: () =>
          import('./routes/admin/admin-id-reviews').then((m) => ({ Component: m.AdminIdReviewsPage })),
      },
      {
        path: paths.adminAuditLog.path,
        lazy: () =>
          import('./routes/admin/admin-audit-log').then((m) => ({ Component: m.AdminAuditLogPage })),
      },
      {
        path: paths.adminPaymentFlags.path,
        lazy: () =>
          import('./routes/admin/admin-payment-flags').then((m) => ({ Component: m.AdminPaymentFlagsPage })),
      },
      {
        path: paths.adminRewardFlags.path,
        lazy: () =>
          import('./routes/admin/admin-reward-flags').then((m) => ({ Component: m.AdminRewardFlagsPage })),
      },
    ],
  },
  {
    path: notFoundRoute.path,
    lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/**
 * Every page but the home loads the active language's page texts together with its code, so it
 * never renders keys or suspends (docs/decisions/027-web-loading.md). The home's visitor view
 * needs only the shell's texts; its signed-in view loads the rest itself.
 */
function withPageTexts(route: RouteObject): RouteObject {
  if (route.index) return route;
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function'
      ? { lazy: () => Promise.all([lazy(), loadPageTexts()]).then(([module]) => module) }
      : {}),
    children: children?.map(withPageTexts),
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home.path,
    element: <RootLayout />,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: AppLoading,
    // The pathless child keeps the shell on screen when a page fails (e.g. a chunk fails to load).
    children: [{ ErrorBoundary: ErrorPage, children: pageRoutes.map(withPageTexts) }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
