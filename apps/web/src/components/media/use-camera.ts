import { useEffect, useState } from 'react';

/**
 * - starting: waiting for the stream (and for the person to answer the browser's question);
 * - live: frames are coming;
 * - denied: the person or the browser refused camera access;
 * - unavailable: no camera, or no camera API (an insecure page);
 * - error: the camera is there but could not start (e.g. another app holds it).
 */
export type CameraStatus = 'idle' | 'starting' | 'live' | 'denied' | 'unavailable' | 'error';
type CameraFailure = Extract<CameraStatus, 'denied' | 'unavailable' | 'error'>;

/** The rear camera at up to 4K (spec section 9: ideal 3840x2160, rear camera). */
export const photoConstraints: MediaTrackConstraints = {
  facingMode: 'environment',
  width: { ideal: 3840 },
  height: { ideal: 2160 },
};

/** A QR code needs no 4K: a smaller stream decodes faster and saves battery. */
export const scanConstraints: MediaTrackConstraints = {
  facingMode: 'environment',
  width: { ideal: 1280 },
  height: { ideal: 720 },
};

function failureOf(error: unknown): CameraFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'unavailable';
  }
  return 'error';
}

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

interface CameraState {
  stream: MediaStream | null;
  failure: CameraFailure | null;
}

/**
 * A camera stream while `active` (pass a module-level constraints object). Every track is stopped
 * when `active` turns false or the component goes away, so the camera light goes out with the dialog.
 */
export function useCamera(active: boolean, video: MediaTrackConstraints) {
  const [camera, setCamera] = useState<CameraState>({ stream: null, failure: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let opened: MediaStream | null = null;
    const request = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia({ video, audio: false })
      : Promise.reject(new DOMException('No camera API on this page', 'NotFoundError'));
    request.then(
      (stream) => {
        if (cancelled) return stopTracks(stream);
        opened = stream;
        setCamera({ stream, failure: null });
      },
      (error: unknown) => {
        if (!cancelled) setCamera({ stream: null, failure: failureOf(error) });
      },
    );
    return () => {
      cancelled = true;
      stopTracks(opened);
      setCamera({ stream: null, failure: null });
    };
  }, [active, video, attempt]);

  const status: CameraStatus = !active
    ? 'idle'
    : camera.failure
      ? camera.failure
      : camera.stream
        ? 'live'
        : 'starting';

  return {
    status,
    stream: active ? camera.stream : null,
    /** Asks for the camera again, e.g. after the person has allowed it in the browser. */
    retry: () => {
      setCamera({ stream: null, failure: null });
      setAttempt((count) => count + 1);
    },
  };
}
