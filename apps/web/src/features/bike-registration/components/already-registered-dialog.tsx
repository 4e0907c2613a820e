import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
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
import { paths } from '@/config/paths';

const tips = ['tip_bottom_bracket', 'tip_seat_tube', 'tip_head_tube', 'tip_papers'] as const;

interface AlreadyRegisteredDialogProps {
  /** The taken frame number; null keeps the dialog closed. */
  frameNumber: string | null;
  onClose: () => void;
  /** After the dialog has closed: put the person back in the frame number field. */
  onEditFrameNumber: () => void;
}

/** The frame number belongs to a registered bike (spec sections 2 and 5), with where to look. */
export function AlreadyRegisteredDialog({
  frameNumber,
  onClose,
  onEditFrameNumber,
}: AlreadyRegisteredDialogProps) {
  const { t } = useTranslation('bike_registration');
  const editing = useRef(false);
  return (
    <Dialog open={frameNumber !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('already_registered.close')}
        onCloseAutoFocus={(event) => {
          // Focus would go back to the submit button; to change the number it goes to the field.
          if (!editing.current) return;
          editing.current = false;
          event.preventDefault();
          onEditFrameNumber();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('already_registered.title')}</DialogTitle>
          <DialogDescription>
            {t('already_registered.text', { frameNumber: frameNumber ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby="frame-number-tips" className="rounded-xl bg-muted p-4">
          <h3 id="frame-number-tips" className="mb-2 text-sm font-semibold">
            {t('already_registered.tips_title')}
          </h3>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            {tips.map((tip) => (
              <li key={tip}>{t(`already_registered.${tip}`)}</li>
            ))}
          </ul>
        </section>
        <p className="text-sm text-muted-foreground">
          {t('already_registered.contact')}{' '}
          <Link
            to={paths.contact.getHref()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('already_registered.contact_link')}
          </Link>
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('already_registered.close')}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              editing.current = true;
              onClose();
            }}
          >
            {t('already_registered.edit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
