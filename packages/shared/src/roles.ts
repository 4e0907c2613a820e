import { z } from 'zod';

/** Roles from profiles.role; customer is the default when missing (spec section 6). */
export const roles = ['customer', 'store', 'admin'] as const;
export const ZRole = z.enum(roles);
export type Role = z.infer<typeof ZRole>;
