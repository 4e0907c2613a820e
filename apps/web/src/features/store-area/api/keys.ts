import type { StoreBikesQuery } from '@ramkoll/shared/schemas/store-area';

export const storeAreaKeys = {
  all: ['store-area'] as const,
  profile: () => [...storeAreaKeys.all, 'profile'] as const,
  bikes: (query: StoreBikesQuery) => [...storeAreaKeys.all, 'bikes', query] as const,
  purchase: (bikeId: string) => [...storeAreaKeys.all, 'purchase', bikeId] as const,
  analytics: (range: { from: string; to: string }) => [...storeAreaKeys.all, 'analytics', range] as const,
  staffCodes: () => [...storeAreaKeys.all, 'staff-codes'] as const,
};
