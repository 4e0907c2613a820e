/** What points buy (spec section 9; docs/product-rules.md "Points and money"). */
export const pointCosts = {
  registerBike: 100,
  qrCodePerCode: 50,
  ownershipTransfer: 100,
} as const;

export type PointCost = keyof typeof pointCosts;

/** docs/product-rules.md: a finder whose recovery report the owner confirms gets this many points. */
export const finderRewardPoints = 100;
