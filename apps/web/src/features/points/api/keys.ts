export const pointsKeys = {
  all: ['points'] as const,
  balance: () => [...pointsKeys.all, 'balance'] as const,
};
