import { useMutation } from '@tanstack/react-query';
import { ZUploadedFile, type UploadedFile } from '@ramkoll/shared/schemas/upload';
import { apiJson } from '@/lib/api-client';

/** POST /api/store/uploads/:bucket: the store's receipt or a bike photo, multipart with `file`. */
export function storeUpload(bucket: 'receipts' | 'bike-photos', file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiJson(`/api/store/uploads/${bucket}`, ZUploadedFile, { method: 'POST', body });
}

export function useStoreUpload(bucket: 'receipts' | 'bike-photos') {
  return useMutation({ mutationFn: (file: File) => storeUpload(bucket, file) });
}
