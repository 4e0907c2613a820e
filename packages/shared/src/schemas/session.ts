import { z } from 'zod';
import { ZRole } from '../roles.js';

/** The signed-in user as the web sees it. Never carries the personnummer in clear. */
export const ZSessionUser = z.object({
  id: z.uuid(),
  email: z.email(),
  role: ZRole,
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

/** GET /api/auth/session: the current session, or user null when signed out. */
export const ZSessionResponse = z.object({
  user: ZSessionUser.nullable(),
  /** ISO timestamp when the access token expires; null when signed out. */
  expiresAt: z.iso.datetime().nullable(),
});

export type SessionUser = z.infer<typeof ZSessionUser>;
export type SessionResponse = z.infer<typeof ZSessionResponse>;
