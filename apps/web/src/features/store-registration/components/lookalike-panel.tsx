import type { LookalikeBike } from '@ramkoll/shared/schemas/bike';
import { HIDDEN_VALUE } from '@ramkoll/shared/schemas/search';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { bikeTypeLabel } from '@/lib/bike-types';

interface LookalikePanelProps {
  frameNumber: string;
  bikes: LookalikeBike[];
  pending: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}

/** FRAME_NUMBER_LOOKALIKE (decision 025): the registered bikes' public cards, then confirm or edit. */
export function LookalikePanel({ frameNumber, bikes, pending, onConfirm, onEdit }: LookalikePanelProps) {
  const { t } = useTranslation('store_registration');
  const { t: tCommon } = useTranslation('common');
  const shown = (value: string | null) => (value === null || value === HIDDEN_VALUE ? '–' : value);
  return (
    <section
      role="alert"
      aria-labelledby="lookalike-title"
      className="grid gap-3 rounded-xl border border-accent/40 bg-accent/10 p-4"
    >
      <h3 id="lookalike-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-accent-foreground" />
        {t('lookalike.title')}
      </h3>
      <p className="text-sm">{t('lookalike.text', { frameNumber })}</p>
      <ul className="grid gap-2">
        {bikes.map((bike) => (
          <li key={bike.frameNumber} className="rounded-lg border border-border bg-card p-3 text-sm">
            <p className="font-mono font-semibold break-all">{bike.frameNumber}</p>
            <p className="text-muted-foreground">
              {[
                bike.bikeType ? bikeTypeLabel(bike.bikeType, tCommon) : null,
                t('lookalike.card', {
                  brand: shown(bike.brand),
                  model: shown(bike.model),
                  color: shown(bike.color),
                }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t('lookalike.note')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={onEdit}>
          {t('lookalike.edit')}
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {t('lookalike.confirm')}
        </Button>
      </div>
    </section>
  );
}
