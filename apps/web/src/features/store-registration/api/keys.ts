/** Query keys of the store's counter. */
export const storeRegistrationKeys = {
  all: ['store-registration'] as const,
  inventory: () => [...storeRegistrationKeys.all, 'inventory'] as const,
};
