import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { LookalikeBike } from '@ramkoll/shared/schemas/bike';
import { HIDDEN_VALUE } from '@ramkoll/shared/schemas/search';
import { BikeBadges } from '@/components/bikes/bike-badges';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { bikeTypeLabel } from '@/lib/bike-types';
import { cn } from '@/lib/cn';
import { colourLabel } from '@/lib/colours';

export interface Lookalike {
  /** The frame number the person typed. */
  frameNumber: string;
  /** The registered bikes it looks like, as their public cards. */
  bikes: LookalikeBike[];
}

interface LookalikeDialogProps {
  /** null keeps the dialog closed. */
  lookalike: Lookalike | null;
  /** "Det är en annan cykel": go on to the cost confirmation with the confirmation attached. */
  onConfirm: () => void;
  onCancel: () => void;
  /** After the dialog has closed by cancelling: put the person back in the frame number field. */
  onEditFrameNumber: () => void;
}

function CardValue({ value }: { value: string | null }) {
  const { t } = useTranslation('bike_registration');
  const hidden = value === HIDDEN_VALUE;
  const empty = value === null || value.trim() === '';
  return (
    <dd className={cn('min-w-0 break-words', (hidden || empty) && 'text-muted-foreground italic')}>
      {hidden ? t('lookalike.hidden') : empty ? t('lookalike.not_given') : value}
    </dd>
  );
}

/** A registered bike's public card: no owner, hidden fields as 'Dold' / 'Hidden'. */
function LookalikeBikeCard({ bike }: { bike: LookalikeBike }) {
  const { t } = useTranslation('bike_registration');
  const { t: tCommon } = useTranslation('common');
  return (
    <article
      aria-label={bike.frameNumber}
      className="grid gap-2 rounded-xl border border-border bg-muted p-3"
    >
      <BikeBadges bike={{ stolen: bike.stolen, batteryStolen: false, forSale: false }} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('lookalike.frame_number')}</dt>
        <dd className="font-mono font-semibold break-all">{bike.frameNumber}</dd>
        <dt className="text-muted-foreground">{t('lookalike.brand')}</dt>
        <CardValue value={bike.brand} />
        <dt className="text-muted-foreground">{t('lookalike.model')}</dt>
        <CardValue value={bike.model} />
        <dt className="text-muted-foreground">{t('lookalike.color')}</dt>
        <CardValue value={colourLabel(bike.color)} />
        <dt className="text-muted-foreground">{t('lookalike.bike_type')}</dt>
        <CardValue value={bike.bikeType ? bikeTypeLabel(bike.bikeType, tCommon) : null} />
      </dl>
    </article>
  );
}

/**
 * The frame number looks like a registered one (O/0, I/1 …; decision 025): the registered bike's
 * card, and a choice between checking the number again and registering anyway as a different
 * bike, which Ramkoll then reviews.
 */
export function LookalikeDialog({ lookalike, onConfirm, onCancel, onEditFrameNumber }: LookalikeDialogProps) {
  const { t } = useTranslation('bike_registration');
  const confirmed = useRef(false);
  const bikes = lookalike?.bikes ?? [];
  return (
    <Dialog open={lookalike !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        closeLabel={t('lookalike.close')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Confirmed: the cost dialog has opened and keeps the focus. Cancelled: most look-alikes
          // are a misread character, so the person goes back to the frame number.
          if (confirmed.current) confirmed.current = false;
          else onEditFrameNumber();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('lookalike.title')}</DialogTitle>
          <DialogDescription>
            {t('lookalike.text', { frameNumber: lookalike?.frameNumber ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby="lookalike-bikes" className="grid gap-2">
          <h3 id="lookalike-bikes" className="text-sm font-semibold">
            {t('lookalike.bikes_title', { count: bikes.length })}
          </h3>
          <ul className="grid gap-2">
            {bikes.map((bike) => (
              <li key={bike.frameNumber}>
                <LookalikeBikeCard bike={bike} />
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t('lookalike.privacy')}</p>
        </section>
        <p className="text-sm">{t('lookalike.review_note')}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t('lookalike.cancel')}
          </Button>
          <Button
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            {t('lookalike.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
