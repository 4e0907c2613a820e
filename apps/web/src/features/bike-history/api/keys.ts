export const bikeHistoryKeys = {
  all: ['bike-history'] as const,
  detail: (bikeId: string) => [...bikeHistoryKeys.all, bikeId] as const,
};
