export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  /** The STORE_SUSPENDED refusal that ended a signed-in store's session, for /store-login to show. */
  suspension: () => [...authKeys.all, 'suspension'] as const,
};
