export const paymentFlagKeys = {
  list: ['admin', 'payment-flags'] as const,
};
