import { useEffect, useRef, useState } from 'react';
import type { UploadedFile } from '@ramkoll/shared/schemas/upload';
import { checkImageFile, type ImageFileProblem } from './check-image-file';

/** What an image field holds: nothing, a refused choice, or a file on its way or stored. */
export type ImageUploadState =
  | { status: 'empty' }
  | { status: 'rejected'; problem: ImageFileProblem }
  | { status: 'uploading'; file: File; previewUrl: string }
  | { status: 'uploaded'; file: File; previewUrl: string; uploaded: UploadedFile }
  | { status: 'failed'; file: File; previewUrl: string; error: unknown };

export interface ImageUpload {
  state: ImageUploadState;
  /** Checks and uploads a chosen or captured file, replacing what the field held. */
  select: (file: File) => void;
  /** Uploads the same file again after a failure. */
  retry: () => void;
  /** Empties the field (also after a successful registration). */
  clear: () => void;
}

interface ImageUploadOptions {
  upload: (file: File) => Promise<UploadedFile>;
  onUploaded?: (uploaded: UploadedFile) => void;
}

/**
 * One image field's upload: the quick type and size check, a local preview (an object URL, freed
 * when replaced or unmounted) and the upload itself. An answer for a file the person has since
 * replaced or removed is ignored.
 */
export function useImageUpload({ upload, onUploaded }: ImageUploadOptions): ImageUpload {
  const [state, setState] = useState<ImageUploadState>({ status: 'empty' });
  const attempt = useRef(0);
  const previewUrl = useRef<string | null>(null);

  useEffect(() => () => revokePreview(previewUrl), []);

  function start(file: File) {
    const current = ++attempt.current;
    revokePreview(previewUrl);
    const problem = checkImageFile(file);
    if (problem) {
      setState({ status: 'rejected', problem });
      return;
    }
    const url = URL.createObjectURL(file);
    previewUrl.current = url;
    setState({ status: 'uploading', file, previewUrl: url });
    upload(file).then(
      (uploaded) => {
        if (attempt.current !== current) return;
        setState({ status: 'uploaded', file, previewUrl: url, uploaded });
        onUploaded?.(uploaded);
      },
      (error: unknown) => {
        if (attempt.current !== current) return;
        setState({ status: 'failed', file, previewUrl: url, error });
      },
    );
  }

  return {
    state,
    select: start,
    retry: () => {
      if (state.status === 'failed') start(state.file);
    },
    clear: () => {
      attempt.current++;
      revokePreview(previewUrl);
      setState({ status: 'empty' });
    },
  };
}

function revokePreview(ref: { current: string | null }): void {
  if (ref.current) URL.revokeObjectURL(ref.current);
  ref.current = null;
}

/** The stored file's id once the upload has finished, else null. */
export function uploadedFileId(state: ImageUploadState): string | null {
  return state.status === 'uploaded' ? state.uploaded.id : null;
}
