import { profiles, userConsent, users } from './schema/accounts.js';
import { analyticsBikePrices, analyticsDaily } from './schema/analytics.js';
import { auditLog } from './schema/audit.js';
import { eidOrders, loginAttempts, passwordResetTokens, sessions } from './schema/auth.js';
import { contactMessages } from './schema/contact.js';
import {
  bikeMessages,
  bikeRecoveryReports,
  bikes,
  bikeSales,
  bikeSearchTerms,
  bikeSearchPlaces,
  finderRewards,
  frameNumberReviews,
} from './schema/bikes.js';
import { files, receiptScans } from './schema/files.js';
import { idVerifications } from './schema/identity.js';
import { mailbox, notifications, outbox } from './schema/messaging.js';
import { ownershipEvents, ownershipReceipts, ownershipTransfers } from './schema/ownership.js';
import { businessRequestNotes, businessRequests } from './schema/business-requests.js';
import {
  campaignRedemptions,
  campaigns,
  paymentFlags,
  paymentProviderEvents,
  payments,
  pointsLedger,
  userBalances,
} from './schema/points.js';
import { qrOrders, qrStickers } from './schema/stickers.js';
import { businessPackageRequests, companies, stores, storeStaffCodes } from './schema/stores.js';

/**
 * Every table in one object, as Drizzle's typed client wants it. Code imports tables from their
 * group file; this object exists only to give `Db` its type and the query builder its metadata.
 */
export const schema = {
  bikeSearchTerms,
  bikeSearchPlaces,
  analyticsDaily,
  analyticsBikePrices,
  users,
  profiles,
  userConsent,
  sessions,
  passwordResetTokens,
  loginAttempts,
  eidOrders,
  files,
  receiptScans,
  idVerifications,
  stores,
  storeStaffCodes,
  companies,
  businessPackageRequests,
  businessRequests,
  businessRequestNotes,
  contactMessages,
  bikes,
  bikeSales,
  bikeMessages,
  bikeRecoveryReports,
  finderRewards,
  frameNumberReviews,
  ownershipReceipts,
  ownershipTransfers,
  ownershipEvents,
  userBalances,
  pointsLedger,
  campaigns,
  payments,
  campaignRedemptions,
  paymentProviderEvents,
  paymentFlags,
  notifications,
  outbox,
  mailbox,
  qrOrders,
  qrStickers,
  auditLog,
};

export type Schema = typeof schema;
