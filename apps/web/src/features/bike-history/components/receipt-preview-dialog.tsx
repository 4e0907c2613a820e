import { ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

interface ReceiptPreviewDialogProps {
  url: string;
  /** The ownership period the receipt belongs to, as shown on the entry. */
  period: string;
  /** The button that opens the preview; focus returns to it on close. */
  children: ReactNode;
}

/** The receipt photo, never taller than 75% of the viewport (spec section 2). */
export function ReceiptPreviewDialog({ url, period, children }: ReceiptPreviewDialogProps) {
  const { t } = useTranslation('bike_history');
  const [failed, setFailed] = useState(false);

  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent closeLabel={t('close')} className="max-w-3xl gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{t('receipt.dialog_title')}</DialogTitle>
          <DialogDescription>{t('receipt.dialog_description', { period })}</DialogDescription>
        </DialogHeader>
        {failed ? (
          <p role="alert" className="flex items-center gap-2 rounded-xl bg-muted px-4 py-6 text-sm">
            <ImageOff aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            {t('receipt.load_failed')}
          </p>
        ) : (
          <img
            src={url}
            alt={t('receipt.image_alt')}
            decoding="async"
            onError={() => setFailed(true)}
            className="mx-auto h-auto max-h-[75vh] w-auto max-w-full rounded-lg border border-border bg-muted object-contain"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
