import { useMutation } from '@tanstack/react-query';
import type { Language } from '@ramkoll/shared/schemas/language';
import { ZLanguageSetting, type LanguageSetting } from '@ramkoll/shared/schemas/settings';
import { apiJson } from '@/lib/api-client';
import { settingsKeys } from './keys';
import { usePatchSessionUser } from './patch-session-user';

/** PUT /api/me/language: the account remembers the language (and writes its e-mails in it). */
export function saveLanguage(language: Language): Promise<LanguageSetting> {
  return apiJson('/api/me/language', ZLanguageSetting, { method: 'PUT', body: { language } });
}

export function useSaveLanguage() {
  const patchSessionUser = usePatchSessionUser();
  return useMutation({
    mutationKey: settingsKeys.save('language'),
    mutationFn: saveLanguage,
    onSuccess: ({ language }) => patchSessionUser({ language }),
  });
}
