/**
 * Error codes the API answers with, mapped to their HTTP status. The server never sends prose:
 * the web maps each code to the spec's Swedish/English message (i18n key `errors.<code>`).
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  /** A malformed request that is not a schema failure (e.g. broken JSON or an unsupported method). */
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  FRAME_NUMBER_TAKEN: 409,
  /** details { bikes }: a live bike's frame number looks the same (O/0, I/1 …); decision 025. */
  FRAME_NUMBER_LOOKALIKE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** A state-changing request sent from another site's page (CSRF); decision 047. */
  CROSS_ORIGIN_REQUEST: 403,
  // Accounts and sign-in (spec section 8); the web words each for its flow (e-mail or BankID).
  EMAIL_TAKEN: 409,
  PERSONAL_NUMBER_TAKEN: 409,
  PHONE_TAKEN: 409,
  UNDER_AGE: 422,
  SIGNUP_DISABLED: 403,
  SIGNUP_RATE_LIMITED: 429,
  LOGIN_RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  BANKID_NO_ACCOUNT: 404,
  /** An e-ID order that does not exist, has expired, or was started in another browser (decision 087). */
  EID_ORDER_NOT_FOUND: 404,
  /** The e-ID order has not completed (still pending, failed or cancelled), or was already used. */
  EID_NOT_COMPLETE: 409,
  /** Too many e-ID orders from one address (or, with the simulator, for one personnummer). */
  EID_RATE_LIMITED: 429,
  /** The e-ID service did not answer or refused the order; try again. */
  EID_UNAVAILABLE: 503,
  PROFILE_FETCH_FAILED: 500,
  PROFILE_CREATE_FAILED: 500,
  ROLE_CHECK_FAILED: 500,
  SESSION_EXPIRED: 401,
  SESSION_REVOKED: 401,
  RESET_TOKEN_INVALID: 400,
  /** Too many reset requests from one address; said alike for every e-mail (decision 092). */
  PASSWORD_RESET_RATE_LIMITED: 429,
  STAFF_CODE_INVALID: 401,
  STAFF_CODE_REQUIRED: 403,
  /**
   * The account's password is temporary (made by a store, or for an approved store): until it is
   * changed only the change itself, the session and signing out answer (decision 091).
   */
  PASSWORD_CHANGE_REQUIRED: 403,
  // Uploads and receipt analysis (spec sections 5 and 8).
  FILE_MISSING: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_NOT_FOUND: 404,
  UPLOAD_FAILED: 503,
  ANALYSIS_FAILED: 422,
  // Bikes (spec sections 4, 5, 8).
  RECEIPT_MISSING: 422,
  RECEIPT_NOT_VERIFIED: 422,
  INSUFFICIENT_POINTS: 402,
  BIKE_NOT_FOUND: 404,
  /** No QR sticker has this code (GET /api/stickers/:code). */
  STICKER_NOT_FOUND: 404,
  /** No sticker order (or batch) has this id (/api/admin/qr-print). */
  QR_ORDER_NOT_FOUND: 404,
  /** details { status }: the order is not in a state that allows this step (printed before sent). */
  QR_ORDER_WRONG_STATUS: 409,
  CAMPAIGN_NOT_FOUND: 404,
  /** Another campaign has this promo code. */
  CAMPAIGN_CODE_TAKEN: 409,
  /** An ended campaign is neither edited, paused nor resumed. */
  CAMPAIGN_ENDED: 409,
  /** details { action: edit | delete | transfer | sale }: a stolen bike must be marked recovered first. */
  BIKE_STOLEN: 409,
  BIKE_ALREADY_STOLEN: 409,
  BIKE_NOT_STOLEN: 409,
  /** A "Found?" report on one's own bike. */
  OWN_BIKE: 403,
  // Ownership lifecycle (sale, transfer, receipts, recovery reports).
  SALE_NOT_FOUND: 404,
  BUYER_NOT_FOUND: 404,
  BUYER_IS_SELLER: 400,
  TRANSFER_PENDING: 409,
  /** Too many buyer look-ups (transfers started) by this seller or from this address (decision 092). */
  BUYER_LOOKUP_RATE_LIMITED: 429,
  RECEIPT_NOT_FOUND: 404,
  RECEIPT_NOT_PENDING: 409,
  RECOVERY_REPORT_NOT_FOUND: 404,
  RECOVERY_REPORT_NOT_PENDING: 409,
  /** A reply where the two people have never written to each other about that bike. */
  CONVERSATION_NOT_FOUND: 404,
  // Look-alike frame numbers registered anyway, in the admin's review queue.
  FRAME_NUMBER_REVIEW_NOT_FOUND: 404,
  FRAME_NUMBER_REVIEW_NOT_PENDING: 409,
  // Buying points (/order).
  PAYMENT_NOT_FOUND: 404,
  /** The payment provider has no completed payment of the right amount for it. */
  PAYMENT_NOT_COMPLETED: 409,
  /** A payment webhook without a valid signature of the provider (Stripe-Signature); nothing changes. */
  PAYMENT_WEBHOOK_SIGNATURE_INVALID: 400,
  /** A provider's event names one of our payments with another amount or currency; nothing changes. */
  PAYMENT_EVENT_MISMATCH: 409,
  /** Unknown, inactive, outside its dates, or of the other kind (bonus vs. discount). */
  PROMO_CODE_INVALID: 404,
  PROMO_CODE_USED: 409,
  /** The campaign's redemption cap is reached. */
  PROMO_CODE_EXHAUSTED: 409,
  /** Too many codes that named no campaign, by this account or from this address (decision 092). */
  PROMO_CODE_RATE_LIMITED: 429,
  // ID verification (/mitt-id).
  /** A submitted ID document is still waiting for an admin. */
  ID_VERIFICATION_PENDING: 409,
  /** The identity is already verified (BankID or an approved ID document). */
  IDENTITY_ALREADY_VERIFIED: 409,
  ID_VERIFICATION_NOT_FOUND: 404,
  /** An admin reviewing a submission someone already approved or rejected. */
  ID_VERIFICATION_NOT_PENDING: 409,
  // Account settings (/settings).
  /** Changing the password or deleting the account with a wrong current password. */
  CURRENT_PASSWORD_INVALID: 403,
  /** Too many wrong current passwords: 5 per minute, like sign-in. */
  PASSWORD_RATE_LIMITED: 429,
  /** details { count }: an account that owns live bikes cannot be deleted (decision 019). */
  ACCOUNT_HAS_BIKES: 409,
  /** details { count }: pending ownership receipts or transfers must be finished or declined first. */
  ACCOUNT_HAS_PENDING_TRANSFERS: 409,
  /** The last admin account cannot be deleted. */
  LAST_ADMIN: 409,
  // The store's counter (decision 039).
  /** No customer account has exactly this e-mail or personnummer. */
  CUSTOMER_NOT_FOUND: 404,
  // Shop partnership applications and their approval (docs/decisions/038).
  /** No company with this organisation number in the lookup provider's register. */
  COMPANY_NOT_FOUND: 404,
  /** details { status }: the company is registered but not active (status other than 'aktiv'). */
  COMPANY_INACTIVE: 422,
  /** The company lookup provider failed (a technical error, not an answer about the company). */
  COMPANY_LOOKUP_FAILED: 503,
  /** A pending application for this organisation number already exists. */
  STORE_REQUEST_PENDING: 409,
  /** This organisation number already belongs to a partner store. */
  STORE_ALREADY_PARTNER: 409,
  STORE_REQUEST_NOT_FOUND: 404,
  // Companies' bulk requests (decision 044).
  BUSINESS_REQUEST_NOT_FOUND: 404,
  // /admin-partners (decision 041).
  PARTNER_NOT_FOUND: 404,
  PARTNER_ALREADY_SUSPENDED: 409,
  /** The admin's soft-delete of a bike that already is (decision 043). */
  BIKE_ALREADY_DELETED: 409,
  PARTNER_NOT_SUSPENDED: 409,
  /** Sign-in of a store account an admin suspended. */
  STORE_SUSPENDED: 403,
  /** An admin deciding an application someone already approved or rejected. */
  STORE_REQUEST_NOT_PENDING: 409,
  /** The application's contact e-mail already has an account: the store account needs its own. */
  STORE_EMAIL_TAKEN: 409,
  // Store settings and lists (docs/decisions/040).
  /** The store already has this staff code (active or disabled). */
  STAFF_CODE_TAKEN: 409,
  /** Not one of this store's staff codes. */
  STAFF_CODE_NOT_FOUND: 404,
  /** A store always keeps at least one active staff code. */
  LAST_STAFF_CODE: 409,
  /** Disabling the code of the caller's own session needs { confirm: true }. */
  STAFF_CODE_IN_USE: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}
