import { z } from 'zod';

/** Cookie consent categories; one stored choice per user and category. */
export const consentTypes = ['necessary', 'analytics', 'marketing', 'functional'] as const;
export const ZConsentType = z.enum(consentTypes);
export type ConsentType = z.infer<typeof ZConsentType>;
