/** What points buy (spec section 9; DECISIONS.md "Points and money"). */
export const pointCosts = {
  registerBike: 100,
  qrCodePerCode: 50,
  ownershipTransfer: 100,
} as const;

export type PointCost = keyof typeof pointCosts;

/** DECISIONS.md: a finder whose recovery report the owner confirms gets this many points. */
export const finderRewardPoints = 100;
