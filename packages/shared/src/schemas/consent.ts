import { z } from 'zod';

/*
 * Cookie consent, apart from the other account schemas (auth.ts): the cookie banner, which every
 * first visit loads, builds only these (zod builds a module's schemas when it is evaluated).
 */

/** Cookie consent categories; one stored choice per user and category. */
export const consentTypes = ['necessary', 'analytics', 'marketing', 'functional'] as const;
export const ZConsentType = z.enum(consentTypes);
export type ConsentType = z.infer<typeof ZConsentType>;

/** Cookie consent (spec section 3 user_consent); necessary is always true. */
export const ZConsentChoices = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
});

/** PUT /api/me/consent body and GET /api/me/consent answer. */
export const ZConsentRecord = z.object({
  choices: ZConsentChoices,
  updatedAt: z.iso.datetime().nullable(),
});

export type ConsentChoices = z.infer<typeof ZConsentChoices>;
export type ConsentRecord = z.infer<typeof ZConsentRecord>;
