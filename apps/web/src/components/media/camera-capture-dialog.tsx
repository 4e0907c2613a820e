import { Camera, RotateCcw, Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LabelledSpinner } from '@/components/ui/spinner';
import { CameraVideo } from './camera-video';
import { capturedFileName, captureFrame } from './capture-frame';
import { photoConstraints, useCamera } from './use-camera';

interface CameraCaptureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The photo the person chose to use, as a JPEG file. */
  onCapture: (file: File) => void;
  title?: string;
}

interface Captured {
  blob: Blob;
  url: string;
}

/**
 * Camera capture (spec section 4): idle → live → captured → use or retake. The camera runs only
 * while the live view shows; a refusal shows the spec's alert with a way to try again.
 */
export function CameraCaptureDialog({ open, onOpenChange, onCapture, title }: CameraCaptureDialogProps) {
  const { t } = useTranslation('media');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [captured, setCaptured] = useState<Captured | null>(null);
  const [capturing, setCapturing] = useState(false);
  const camera = useCamera(open && captured === null, photoConstraints);
  // The stream whose frames have started: a new stream (after a retake) waits for its own.
  const [framesOf, setFramesOf] = useState<MediaStream | null>(null);
  const ready = camera.status === 'live' && camera.stream !== null && framesOf === camera.stream;
  const failed = camera.status === 'denied' || camera.status === 'unavailable' || camera.status === 'error';

  function discard() {
    if (captured) URL.revokeObjectURL(captured.url);
    setCaptured(null);
  }

  function handleOpenChange(next: boolean) {
    if (!next) discard();
    onOpenChange(next);
  }

  async function capture() {
    const video = videoRef.current;
    if (!video) return;
    setCapturing(true);
    try {
      const blob = await captureFrame(video);
      setCaptured({ blob, url: URL.createObjectURL(blob) });
    } catch {
      // No frame yet (the stream has just started): the live view stays and the person tries again.
    } finally {
      setCapturing(false);
    }
  }

  function use() {
    if (!captured) return;
    onCapture(new File([captured.blob], capturedFileName(), { type: 'image/jpeg' }));
    handleOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('camera.cancel')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title ?? t('camera.title')}</DialogTitle>
          <DialogDescription>{t('camera.description')}</DialogDescription>
        </DialogHeader>
        <div className="relative aspect-[4/3] max-h-[60dvh] w-full overflow-hidden rounded-xl bg-black">
          {captured ? (
            <img src={captured.url} alt={t('camera.captured_alt')} className="size-full object-contain" />
          ) : (
            <CameraVideo
              stream={camera.stream}
              videoRef={videoRef}
              label={t('camera.video_label')}
              onFrames={() => setFramesOf(camera.stream)}
            />
          )}
          {camera.status === 'starting' || (camera.status === 'live' && !ready) ? (
            <div className="absolute inset-0 flex items-center justify-center">
              <LabelledSpinner label={t('camera.starting')} className="text-sm text-white" />
            </div>
          ) : null}
          {failed ? (
            <div className="absolute inset-0 flex items-center justify-center p-6">
              <p role="alert" className="max-w-sm rounded-xl bg-card p-4 text-center text-sm font-medium">
                {camera.status === 'unavailable' ? t('camera.unavailable') : t('camera.denied')}
              </p>
            </div>
          ) : null}
        </div>
        <DialogFooter>
          {captured ? (
            <>
              <Button variant="outline" onClick={discard}>
                <RotateCcw aria-hidden="true" />
                {t('camera.retake')}
              </Button>
              <Button onClick={use}>
                <Check aria-hidden="true" />
                {t('camera.use')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => handleOpenChange(false)}>
                {t('camera.cancel')}
              </Button>
              {failed ? (
                <Button onClick={camera.retry}>{t('camera.retry')}</Button>
              ) : (
                <Button onClick={() => void capture()} disabled={!ready || capturing}>
                  <Camera aria-hidden="true" />
                  {t('camera.capture')}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
