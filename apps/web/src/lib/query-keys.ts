/**
 * Query keys that more than one feature touches. Features never import each other, so a feature
 * that changes another's data (registering a bike spends points and adds to /my-bikes) invalidates
 * through these. The owning features' `keys.ts` must produce the same arrays.
 */
export const sharedQueryKeys = {
  /** features/auth: GET /api/auth/session (the signed-in user; settings patch it after a save). */
  session: ['auth', 'session'] as const,
  /** features/points: GET /api/me/balance. */
  balance: ['points', 'balance'] as const,
  /** features/my-bikes: every query under it (the list, one bike …). */
  myBikes: ['my-bikes'] as const,
  /** features/receipts: my receipts and the pending count behind the 'Mina kvitton' badge. */
  receipts: ['receipts'] as const,
  /** features/messages: my conversations. */
  messages: ['messages'] as const,
  /** features/orders: packages, payments and sticker orders. */
  orders: ['orders'] as const,
  /** features/notifications: the bell's list and unread count. */
  notifications: ['notifications'] as const,
  /** features/id-verification: my /mitt-id status. */
  idVerification: ['id-verification'] as const,
};
