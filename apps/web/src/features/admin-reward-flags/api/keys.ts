export const rewardFlagKeys = {
  list: ['admin', 'reward-flags'] as const,
};
