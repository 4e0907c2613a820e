import { z } from 'zod';

/** GET /api/store/me: the signed-in store's own profile. */
export const ZStoreProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  chain: z.string().nullable(),
  locationId: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  organizationNumber: z.string(),
  contactInfo: z.string().nullable(),
});

export type StoreProfile = z.infer<typeof ZStoreProfile>;
