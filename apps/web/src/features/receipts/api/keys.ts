export const receiptsKeys = {
  all: ['receipts'] as const,
  pendingCount: () => [...receiptsKeys.all, 'pending-count'] as const,
};
