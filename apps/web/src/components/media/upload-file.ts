import { useMutation } from '@tanstack/react-query';
import { ZUploadedFile, type UploadBucket, type UploadedFile } from '@ramkoll/shared/schemas/upload';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/me/uploads/:bucket, multipart with one part named `file`. Shared by the bike forms
 * (registration and the edit dialog in /my-bikes).
 */
export function uploadFile(bucket: UploadBucket, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiJson(`/api/me/uploads/${bucket}`, ZUploadedFile, { method: 'POST', body });
}

/** A receipt or bike photo upload; the image fields keep their own state around it. */
export function useUploadFile(bucket: UploadBucket) {
  return useMutation({ mutationFn: (file: File) => uploadFile(bucket, file) });
}
