// Every other page's texts, loaded after the first paint and before any page that needs them (English).
// One chunk per language and group: docs/decisions/027-web-loading.md.
import adminOffice from '@ramkoll/shared/i18n/en/admin_office.json';
import adminInsights from '@ramkoll/shared/i18n/en/admin_insights.json';
import adminStoreRequests from '@ramkoll/shared/i18n/en/admin_store_requests.json';
import adminAudit from '@ramkoll/shared/i18n/en/admin_audit.json';
import adminBusinessRequests from '@ramkoll/shared/i18n/en/admin_business_requests.json';
import adminBikeSearch from '@ramkoll/shared/i18n/en/admin_bike_search.json';
import auth from '@ramkoll/shared/i18n/en/auth.json';
import bankid from '@ramkoll/shared/i18n/en/bankid.json';
import bikeHistory from '@ramkoll/shared/i18n/en/bike_history.json';
import bikeRegistration from '@ramkoll/shared/i18n/en/bike_registration.json';
import bikeSearch from '@ramkoll/shared/i18n/en/bike_search.json';
import businessAnalytics from '@ramkoll/shared/i18n/en/business_analytics.json';
import contact from '@ramkoll/shared/i18n/en/contact.json';
import howToUse from '@ramkoll/shared/i18n/en/how_to_use.json';
import insuranceAnalytics from '@ramkoll/shared/i18n/en/insurance_analytics.json';
import installApp from '@ramkoll/shared/i18n/en/install_app.json';
import media from '@ramkoll/shared/i18n/en/media.json';
import messages from '@ramkoll/shared/i18n/en/messages.json';
import mittId from '@ramkoll/shared/i18n/en/mitt_id.json';
import myBikes from '@ramkoll/shared/i18n/en/my_bikes.json';
import notifications from '@ramkoll/shared/i18n/en/notifications.json';
import order from '@ramkoll/shared/i18n/en/order.json';
import pages from '@ramkoll/shared/i18n/en/pages.json';
import partners from '@ramkoll/shared/i18n/en/partners.json';
import partnership from '@ramkoll/shared/i18n/en/partnership.json';
import points from '@ramkoll/shared/i18n/en/points.json';
import privacy from '@ramkoll/shared/i18n/en/privacy.json';
import receipts from '@ramkoll/shared/i18n/en/receipts.json';
import settings from '@ramkoll/shared/i18n/en/settings.json';
import storeArea from '@ramkoll/shared/i18n/en/store_area.json';
import storeRegistration from '@ramkoll/shared/i18n/en/store_registration.json';
import terms from '@ramkoll/shared/i18n/en/terms.json';
import validation from '@ramkoll/shared/i18n/en/validation.json';
import whyBikeOwners from '@ramkoll/shared/i18n/en/why_bike_owners.json';

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
