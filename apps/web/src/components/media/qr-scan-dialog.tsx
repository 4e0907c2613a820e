import { ScanLine } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LabelledSpinner } from '@/components/ui/spinner';
import { CameraDeniedHelp } from './camera-denied-help';
import { CameraVideo } from './camera-video';
import { scanConstraints, useCamera } from './use-camera';
import { useQrDecoder } from './use-qr-decoder';

interface QrScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with each newly read code. Return nothing when the code is used (and close the
   * dialog), or a message saying why it is not, and scanning goes on.
   */
  onScan: (text: string) => string | undefined;
  description?: string;
}

/**
 * 'Skanna QR-kod' (spec section 2): the rear camera in a 320 px view with a hint, read with
 * jsQR; the camera stops when the dialog closes. A refusal shows 'Kamerabehörighet nekad' with
 * the steps to allow the camera and a retry.
 */
export function QrScanDialog({ open, onOpenChange, onScan, description }: QrScanDialogProps) {
  const { t } = useTranslation('media');
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(open, scanConstraints);
  const [notice, setNotice] = useState<{ text: string; message: string } | null>(null);

  useQrDecoder(videoRef, camera.status === 'live', (text) => {
    // The same unusable code stays in view for many frames: answer it once.
    if (notice?.text === text) return;
    const message = onScan(text);
    setNotice(message === undefined ? null : { text, message });
  });

  function handleOpenChange(next: boolean) {
    if (!next) setNotice(null);
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('qr.close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('qr.title')}</DialogTitle>
          <DialogDescription>{description ?? t('qr.description')}</DialogDescription>
        </DialogHeader>
        {camera.status === 'denied' ? (
          <CameraDeniedHelp onRetry={camera.retry} />
        ) : camera.status === 'unavailable' || camera.status === 'error' ? (
          <div role="alert" className="grid gap-3 rounded-xl bg-muted p-4 text-sm">
            <p>{camera.status === 'unavailable' ? t('qr.unavailable') : t('camera.denied')}</p>
            <Button onClick={camera.retry} className="justify-self-start">
              {t('qr.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-3">
            <div className="relative h-80 overflow-hidden rounded-xl bg-black">
              <CameraVideo stream={camera.stream} videoRef={videoRef} label={t('qr.video_label')} />
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 flex items-center justify-center"
              >
                <div className="size-52 rounded-2xl border-4 border-white/85 shadow-[0_0_0_9999px_rgb(0_0_0/0.35)]" />
              </div>
              {camera.status === 'starting' ? (
                <div className="absolute inset-0 flex items-center justify-center">
                  <LabelledSpinner label={t('qr.starting')} className="text-sm text-white" />
                </div>
              ) : null}
            </div>
            <p className="flex items-center justify-center gap-2 text-center text-sm font-medium">
              <ScanLine aria-hidden="true" className="size-4 text-primary" />
              {t('qr.hint')}
            </p>
            <p role="status" className="min-h-5 text-center text-sm text-destructive">
              {notice?.message}
            </p>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('qr.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
