import { z } from 'zod';

/*
 * Buying points and ordering QR stickers on /order (spec sections 2 and 9; docs/product-rules.md "Points
 * and money"). Prices are set in the server's configuration per currency, in minor units (öre,
 * cents), never converted live. Points are credited only after the payment provider confirms the
 * payment, once per payment however often the confirmation arrives.
 */

export const pointsPackages = ['points_100', 'points_300', 'points_1000'] as const;
export const ZPointsPackage = z.enum(pointsPackages);
export type PointsPackage = z.infer<typeof ZPointsPackage>;

/** How many points each package holds. */
export const packagePoints: Record<PointsPackage, number> = {
  points_100: 100,
  points_300: 300,
  points_1000: 1000,
};

/** SEK for Swedish readers, USD for English ones. */
export const currencies = ['SEK', 'USD'] as const;
export const ZCurrency = z.enum(currencies);
export type Currency = z.infer<typeof ZCurrency>;

export const ZPackagePrices = z.object({
  SEK: z.number().int().nonnegative(),
  USD: z.number().int().nonnegative(),
});
export type PackagePrices = z.infer<typeof ZPackagePrices>;

/** One package offered on /order; prices in minor units. */
export const ZPointsPackageOffer = z.object({
  package: ZPointsPackage,
  points: z.number().int().positive(),
  prices: ZPackagePrices,
});
export type PointsPackageOffer = z.infer<typeof ZPointsPackageOffer>;

/** GET /api/points/packages (public). */
export const ZPointsPackagesResponse = z.object({ packages: z.array(ZPointsPackageOffer) });
export type PointsPackagesResponse = z.infer<typeof ZPointsPackagesResponse>;

/** A campaign's promo code as typed; the server compares it upper-cased and trimmed. */
export const ZPromoCode = z.string().trim().min(1).max(32);

/**
 * POST /api/me/payments (customers): starts a payment for one package; a discount campaign's
 * `promoCode` lowers the price (errors: PROMO_CODE_INVALID, PROMO_CODE_USED, PROMO_CODE_EXHAUSTED).
 */
export const ZCreatePaymentRequest = z.object({
  package: ZPointsPackage,
  currency: ZCurrency,
  promoCode: ZPromoCode.optional(),
});
export type CreatePaymentRequest = z.infer<typeof ZCreatePaymentRequest>;

/**
 * 'refunded' and 'disputed': the provider gave the money back or the card holder disputed the
 * charge; the points still unspent were taken back (docs/product-rules.md "Points and money").
 */
export const paymentStatuses = [
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
  'disputed',
] as const;
export const ZPaymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPayment = z.object({
  id: z.uuid(),
  package: ZPointsPackage,
  points: z.number().int().positive(),
  /** Minor units. */
  amount: z.number().int().nonnegative(),
  currency: ZCurrency,
  status: ZPaymentStatus,
  /** Which provider took it: only the test provider's pending payments can be finished from /order. */
  provider: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Payment = z.infer<typeof ZPayment>;

/** A paid payment has a receipt (GET /api/me/orders/:id/receipt.pdf), refunded or disputed later or not. */
export function hasReceipt(payment: Pick<Payment, 'status'>): boolean {
  return payment.status === 'succeeded' || payment.status === 'refunded' || payment.status === 'disputed';
}

/**
 * What the web needs to show the provider's checkout step. The built-in test provider has no
 * page of its own: the web shows a 'Testbetalning' dialog and then asks the server to confirm.
 * Stripe's is its hosted Checkout page: the web sends the browser to `url`, and the points are
 * credited from Stripe's signed webhook (docs/decisions/090-stripe-checkout.md).
 */
export const ZCheckout = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test'), sessionId: z.string() }),
  z.object({ provider: z.literal('stripe'), url: z.url({ protocol: /^https?$/ }) }),
]);
export type Checkout = z.infer<typeof ZCheckout>;

/** 201 from POST /api/me/payments. Errors: 403 FORBIDDEN (store and admin), 400 VALIDATION_FAILED. */
export const ZCreatePaymentResponse = z.object({ payment: ZPayment, checkout: ZCheckout });
export type CreatePaymentResponse = z.infer<typeof ZCreatePaymentResponse>;

/**
 * POST /api/me/payments/:id/confirm: the provider confirms and the package's points are credited
 * (ledger reason 'purchase', reference `payment:<id>`). A repeat answers the same payment. For a
 * provider that credits from its webhook (Stripe) it only answers the payment as it stands, so
 * the page that Checkout returns to can ask again until the webhook has credited it.
 * Errors: 404 PAYMENT_NOT_FOUND (not mine), 409 PAYMENT_NOT_COMPLETED (the provider has no
 * completed payment of that amount).
 */
export const ZConfirmPaymentResponse = z.object({
  payment: ZPayment,
  pointsBalance: z.number().int().nonnegative(),
});
export type ConfirmPaymentResponse = z.infer<typeof ZConfirmPaymentResponse>;

/**
 * POST /api/me/promo-codes/redeem (customers): a bonus campaign's code credits its points once per
 * user. Errors: 404 PROMO_CODE_INVALID, 409 PROMO_CODE_USED, 409 PROMO_CODE_EXHAUSTED.
 */
export const ZRedeemPromoCodeRequest = z.object({ code: ZPromoCode });
export const ZRedeemPromoCodeResponse = z.object({
  pointsGranted: z.number().int().positive(),
  pointsBalance: z.number().int().nonnegative(),
});
/**
 * GET /api/me/promo-codes/:code (customers): what a usable code gives, so /order can redeem a
 * bonus at once or show a discount on the packages. Errors as for redeeming.
 */
export const ZPromoCodeCheckResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bonus'), code: z.string(), bonusPoints: z.number().int().positive() }),
  z.object({ kind: z.literal('discount'), code: z.string(), percentOff: z.number().int().min(1).max(100) }),
]);
export type PromoCodeCheckResponse = z.infer<typeof ZPromoCodeCheckResponse>;
export type RedeemPromoCodeRequest = z.infer<typeof ZRedeemPromoCodeRequest>;
export type RedeemPromoCodeResponse = z.infer<typeof ZRedeemPromoCodeResponse>;

/** Per bike, the most stickers one order may hold, and the most bikes in one order. */
export const QR_STICKERS_PER_BIKE_MAX = 5;
export const QR_ORDER_BIKES_MAX = 20;

/**
 * POST /api/me/qr-orders (customers): `quantity` stickers for each of my live bikes, 50 points a
 * code. Errors: 402 INSUFFICIENT_POINTS { required, balance }, 404 BIKE_NOT_FOUND (a bike that is
 * not mine), 400 VALIDATION_FAILED.
 */
export const ZCreateQrOrderRequest = z.object({
  bikeIds: z.array(z.uuid()).min(1).max(QR_ORDER_BIKES_MAX),
  quantity: z.number().int().min(1).max(QR_STICKERS_PER_BIKE_MAX),
});
export type CreateQrOrderRequest = z.infer<typeof ZCreateQrOrderRequest>;

export const qrOrderStatuses = ['pending', 'printed', 'sent', 'cancelled'] as const;
export const ZQrOrderStatus = z.enum(qrOrderStatuses);
export type QrOrderStatus = z.infer<typeof ZQrOrderStatus>;

export const ZQrSticker = z.object({
  /** 6–20 letters A–Z and digits; the QR encodes `<PUBLIC_URL>/q/<code>`. */
  code: z.string().regex(/^[A-Z0-9]{6,20}$/),
  bikeId: z.uuid().nullable(),
  frameNumber: z.string().nullable(),
});
export type QrSticker = z.infer<typeof ZQrSticker>;

export const ZQrOrder = z.object({
  id: z.uuid(),
  quantity: z.number().int().positive(),
  pointsSpent: z.number().int().nonnegative(),
  status: ZQrOrderStatus,
  createdAt: z.iso.datetime({ offset: true }),
  stickers: z.array(ZQrSticker),
});
export type QrOrder = z.infer<typeof ZQrOrder>;

/** 201 from POST /api/me/qr-orders. */
export const ZCreateQrOrderResponse = z.object({
  order: ZQrOrder,
  pointsBalance: z.number().int().nonnegative(),
});
export type CreateQrOrderResponse = z.infer<typeof ZCreateQrOrderResponse>;

/** GET /api/me/orders: my payments and sticker orders, each newest first. */
export const ZOrdersResponse = z.object({
  payments: z.array(ZPayment),
  qrOrders: z.array(ZQrOrder),
});
export type OrdersResponse = z.infer<typeof ZOrdersResponse>;

/** Why a paid payment was turned back: the provider refunded it, or the card holder disputed it. */
export const paymentFlagKinds = ['refund', 'dispute'] as const;
export const ZPaymentFlagKind = z.enum(paymentFlagKinds);

/**
 * One refund or dispute of a paid package: how many of its points were due back, how many the
 * buyer's balance still held (taken back with a ledger row), and how many were already spent
 * (`pointsOutstanding`, for an admin to settle with the buyer).
 */
export const ZPaymentFlag = z.object({
  id: z.uuid(),
  kind: ZPaymentFlagKind,
  paymentId: z.uuid(),
  userId: z.uuid(),
  /** The buyer's e-mail, so the admin can reach them. */
  email: z.string(),
  /** The buyer's name; null only for an account without a profile. */
  fullName: z.string().nullable(),
  /** The package the payment bought. */
  package: ZPointsPackage,
  /** The payment's receipt ('RKP-000042'); null for a payment refunded before it was credited. */
  receiptNumber: z.string().nullable(),
  /** Minor units: what was refunded or disputed. */
  amount: z.number().int().nonnegative(),
  currency: ZCurrency,
  pointsDue: z.number().int().nonnegative(),
  pointsTakenBack: z.number().int().nonnegative(),
  pointsOutstanding: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentFlag = z.infer<typeof ZPaymentFlag>;

/** GET /api/admin/payment-flags (admins): refunds and disputes, newest first. */
export const ZPaymentFlagsResponse = z.object({ flags: z.array(ZPaymentFlag) });
export type PaymentFlagsResponse = z.infer<typeof ZPaymentFlagsResponse>;
