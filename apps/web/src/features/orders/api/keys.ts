import { sharedQueryKeys } from '@/lib/query-keys';

export const ordersKeys = {
  all: ['orders'] as const,
  packages: () => [...ordersKeys.all, 'packages'] as const,
  history: () => [...ordersKeys.all, 'history'] as const,
  /** One payment as the return from a hosted checkout polls it. */
  payment: (paymentId: string) => [...ordersKeys.all, 'payment', paymentId] as const,
  /** Under the my-bikes root, so registering or deleting a bike refreshes the sticker choices. */
  stickerBikes: () => [...sharedQueryKeys.myBikes, 'sticker-choices'] as const,
};
