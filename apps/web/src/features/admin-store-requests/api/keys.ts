import type { StoreRequestStatus } from '@ramkoll/shared/schemas/store-requests';

export const storeRequestKeys = {
  all: ['admin', 'store-requests'] as const,
  list: (status: StoreRequestStatus, page: number) => [...storeRequestKeys.all, status, page] as const,
};
