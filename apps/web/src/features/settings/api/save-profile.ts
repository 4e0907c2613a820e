import { useMutation } from '@tanstack/react-query';
import { ZProfileResponse, type ProfileResponse } from '@ramkoll/shared/schemas/settings';
import { uploadFile } from '@/components/media/upload-file';
import { apiJson } from '@/lib/api-client';
import { settingsKeys } from './keys';
import { usePatchSessionUser } from './patch-session-user';

/** PUT /api/me/profile: the name (trimmed, at least 2 characters). */
export function saveFullName(fullName: string): Promise<ProfileResponse> {
  return apiJson('/api/me/profile', ZProfileResponse, { method: 'PUT', body: { fullName } });
}

/** PUT /api/me/avatar: an upload of mine to the avatars bucket, or null to remove the picture. */
export function saveAvatar(fileId: string | null): Promise<ProfileResponse> {
  return apiJson('/api/me/avatar', ZProfileResponse, { method: 'PUT', body: { fileId } });
}

/** The avatar field's upload: POST /api/me/uploads/avatars. */
export function uploadAvatar(file: File) {
  return uploadFile('avatars', file);
}

export function useSaveFullName() {
  const patchSessionUser = usePatchSessionUser();
  return useMutation({
    mutationKey: settingsKeys.save('name'),
    mutationFn: saveFullName,
    onSuccess: (profile) => patchSessionUser(profile),
  });
}

export function useSaveAvatar() {
  const patchSessionUser = usePatchSessionUser();
  return useMutation({
    mutationKey: settingsKeys.save('avatar'),
    mutationFn: saveAvatar,
    onSuccess: (profile) => patchSessionUser(profile),
  });
}
