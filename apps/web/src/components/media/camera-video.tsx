import { useEffect, type RefObject } from 'react';
import { cn } from '@/lib/cn';

interface CameraVideoProps {
  stream: MediaStream | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  label: string;
  className?: string;
  /** The first frame of the current stream can be drawn (a capture before it would be empty). */
  onFrames?: () => void;
}

/** A muted, inline video of a camera stream (playsInline keeps iOS from going full screen). */
export function CameraVideo({ stream, videoRef, label, className, onFrames }: CameraVideoProps) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    // Autoplay of a muted stream is allowed; a refusal only leaves the first frame showing.
    if (stream) Promise.resolve(video.play()).catch(() => undefined);
  }, [stream, videoRef]);

  return (
    <video
      ref={videoRef}
      aria-label={label}
      muted
      playsInline
      autoPlay
      onLoadedData={onFrames}
      className={cn('size-full bg-black object-cover', className)}
    />
  );
}
