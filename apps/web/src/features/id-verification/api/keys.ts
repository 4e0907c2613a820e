export const idVerificationKeys = {
  all: ['id-verification'] as const,
  status: () => [...idVerificationKeys.all, 'status'] as const,
};
