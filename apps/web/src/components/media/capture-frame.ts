import { stockholmParts } from '@ramkoll/shared/rules/swedish-time';
import { MAX_UPLOAD_BYTES } from '@ramkoll/shared/schemas/upload';

/**
 * Spec section 9 asks for JPEG at quality 0.95. A detailed 4K frame can pass 5 MB at that quality,
 * which the upload would refuse, so only then the same frame is encoded again a little lower.
 */
const qualities = [0.95, 0.85, 0.75, 0.6];

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The camera frame could not be encoded'))),
      'image/jpeg',
      quality,
    );
  });
}

/** The video's current frame at its full resolution, as a JPEG within the upload limit. */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) throw new Error('The camera has no frame yet');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  let blob: Blob | null = null;
  for (const quality of qualities) {
    blob = await toJpeg(canvas, quality);
    if (blob.size <= MAX_UPLOAD_BYTES) break;
  }
  if (!blob) throw new Error('The camera frame could not be encoded');
  return blob;
}

/** A file name for a captured photo on the Swedish clock, e.g. foto-20260314-101502.jpg. */
export function capturedFileName(now: Date = new Date()): string {
  const { date, hour, minute, second } = stockholmParts(now);
  return `foto-${date.replace(/-/g, '')}-${hour}${minute}${second}.jpg`;
}
