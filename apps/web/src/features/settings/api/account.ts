import { useMutation } from '@tanstack/react-query';
import {
  ZAccountExport,
  type AccountExport,
  type ChangePasswordRequest,
} from '@ramkoll/shared/schemas/settings';
import { apiJson, apiSend } from '@/lib/api-client';
import { settingsKeys } from './keys';
import { usePatchSessionUser } from './patch-session-user';

/** PUT /api/me/password: every other session of the account ends; this one stays. */
export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return apiSend('/api/me/password', { method: 'PUT', body });
}

/** GET /api/me/export: everything the registry holds about me. */
export function exportMyData(): Promise<AccountExport> {
  return apiJson('/api/me/export', ZAccountExport);
}

/** POST /api/me/delete-account: the server signs out everywhere; the page then clears the client. */
export function deleteAccount(password: string): Promise<void> {
  return apiSend('/api/me/delete-account', { method: 'POST', body: { password } });
}

/** A changed password is the person's own: a temporary one no longer holds the app back (decision 091). */
export function useChangePassword() {
  const patchSessionUser = usePatchSessionUser();
  return useMutation({
    mutationKey: settingsKeys.save('password'),
    mutationFn: changePassword,
    onSuccess: () => patchSessionUser({ mustChangePassword: false }),
  });
}

export function useExportMyData() {
  return useMutation({ mutationKey: [...settingsKeys.all, 'export'], mutationFn: exportMyData });
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: [...settingsKeys.all, 'delete'], mutationFn: deleteAccount });
}
