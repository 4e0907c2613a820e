import { z } from 'zod';
import { ZLanguage } from './language.js';

/** GET /api/partners: the certified partner stores (public, no personal data). */
export const ZPartnerStore = z.object({
  id: z.uuid(),
  name: z.string(),
  chain: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PartnerStore = z.infer<typeof ZPartnerStore>;
export const ZPartnersResponse = z.object({ stores: z.array(ZPartnerStore) });

export const contactTopics = ['general', 'account', 'bike', 'store', 'privacy'] as const;
export const ZContactTopic = z.enum(contactTopics);

/**
 * POST /api/contact (anyone): stored in contact_messages and e-mailed to support.
 * Errors: 400 VALIDATION_FAILED { field, problem }, 429 RATE_LIMITED.
 * `language` is the sender's interface language (default: the signed-in user's, else Swedish),
 * so support answers in it; the rules are in rules/contact-message.ts.
 */
export const ZContactRequest = z.object({
  name: z.string().max(200),
  email: z.string().max(254),
  topic: ZContactTopic,
  message: z.string().max(5000),
  language: ZLanguage.optional(),
});
export type ContactRequest = z.infer<typeof ZContactRequest>;
export const ZContactResponse = z.object({ id: z.uuid() });
