// Every other page's texts, loaded after the first paint and before any page that needs them (Swedish).
// One chunk per language and group: docs/decisions/027-web-loading.md.
import adminOffice from '@ramkoll/shared/i18n/sv/admin_office.json';
import adminInsights from '@ramkoll/shared/i18n/sv/admin_insights.json';
import adminStoreRequests from '@ramkoll/shared/i18n/sv/admin_store_requests.json';
import adminAudit from '@ramkoll/shared/i18n/sv/admin_audit.json';
import adminBusinessRequests from '@ramkoll/shared/i18n/sv/admin_business_requests.json';
import adminBikeSearch from '@ramkoll/shared/i18n/sv/admin_bike_search.json';
import auth from '@ramkoll/shared/i18n/sv/auth.json';
import bankid from '@ramkoll/shared/i18n/sv/bankid.json';
import bikeHistory from '@ramkoll/shared/i18n/sv/bike_history.json';
import bikeRegistration from '@ramkoll/shared/i18n/sv/bike_registration.json';
import bikeSearch from '@ramkoll/shared/i18n/sv/bike_search.json';
import businessAnalytics from '@ramkoll/shared/i18n/sv/business_analytics.json';
import contact from '@ramkoll/shared/i18n/sv/contact.json';
import howToUse from '@ramkoll/shared/i18n/sv/how_to_use.json';
import insuranceAnalytics from '@ramkoll/shared/i18n/sv/insurance_analytics.json';
import installApp from '@ramkoll/shared/i18n/sv/install_app.json';
import media from '@ramkoll/shared/i18n/sv/media.json';
import messages from '@ramkoll/shared/i18n/sv/messages.json';
import mittId from '@ramkoll/shared/i18n/sv/mitt_id.json';
import myBikes from '@ramkoll/shared/i18n/sv/my_bikes.json';
import notifications from '@ramkoll/shared/i18n/sv/notifications.json';
import order from '@ramkoll/shared/i18n/sv/order.json';
import pages from '@ramkoll/shared/i18n/sv/pages.json';
import partners from '@ramkoll/shared/i18n/sv/partners.json';
import partnership from '@ramkoll/shared/i18n/sv/partnership.json';
import points from '@ramkoll/shared/i18n/sv/points.json';
import privacy from '@ramkoll/shared/i18n/sv/privacy.json';
import receipts from '@ramkoll/shared/i18n/sv/receipts.json';
import settings from '@ramkoll/shared/i18n/sv/settings.json';
import storeArea from '@ramkoll/shared/i18n/sv/store_area.json';
import storeRegistration from '@ramkoll/shared/i18n/sv/store_registration.json';
import terms from '@ramkoll/shared/i18n/sv/terms.json';
import validation from '@ramkoll/shared/i18n/sv/validation.json';
import whyBikeOwners from '@ramkoll/shared/i18n/sv/why_bike_owners.json';

export const catalogue = {
  admin_office: adminOffice,
  admin_insights: adminInsights,
  admin_store_requests: adminStoreRequests,
  admin_audit: adminAudit,
  admin_business_requests: adminBusinessRequests,
  admin_bike_search: adminBikeSearch,
  auth,
  bankid,
  bike_history: bikeHistory,
  bike_registration: bikeRegistration,
  bike_search: bikeSearch,
  business_analytics: businessAnalytics,
  contact,
  how_to_use: howToUse,
  insurance_analytics: insuranceAnalytics,
  install_app: installApp,
  media,
  messages,
  mitt_id: mittId,
  my_bikes: myBikes,
  notifications,
  order,
  pages,
  partners,
  partnership,
  points,
  privacy,
  receipts,
  settings,
  store_area: storeArea,
  store_registration: storeRegistration,
  terms,
  validation,
  why_bike_owners: whyBikeOwners,
};
