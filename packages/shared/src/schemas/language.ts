import { z } from 'zod';

/** Interface and e-mail languages; Swedish is the default. */
export const languages = ['sv', 'en'] as const;
export const ZLanguage = z.enum(languages);
export type Language = z.infer<typeof ZLanguage>;
export const defaultLanguage: Language = 'sv';
