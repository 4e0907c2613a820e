import { useEffect, useEffectEvent, type RefObject } from 'react';

/** About eight looks a second is quick to the eye and leaves the phone's CPU to the camera. */
const SCAN_INTERVAL_MS = 120;
/** Frames are decoded at most this wide: a QR code held in front of the camera stays readable. */
const DECODE_MAX_SIDE = 720;

/**
 * Reads QR codes from a playing video while `enabled`: on each animation frame (throttled) the
 * picture is drawn to a canvas and given to jsQR. The decoder is loaded only when scanning starts.
 */
export function useQrDecoder(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  onDecode: (text: string) => void,
): void {
  const decoded = useEffectEvent(onDecode);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let stopped = false;
    let last = 0;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    void import('jsqr').then(({ default: jsQR }) => {
      function tick(time: number) {
        if (stopped) return;
        frame = requestAnimationFrame(tick);
        const video = videoRef.current;
        if (time - last < SCAN_INTERVAL_MS || !context || !video) return;
        if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
        last = time;
        const scale = Math.min(1, DECODE_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' });
        if (code && code.data !== '') decoded(code.data);
      }
      if (!stopped) frame = requestAnimationFrame(tick);
    });

    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
  }, [enabled, videoRef]);
}
