import { Sparkles } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { LabelledSpinner } from '@/components/ui/spinner';
import type { PrefillField } from '../utils/registration-values';
import type { PhotoAnalysisStatus } from './use-photo-prefill';

const fieldLabels = {
  brand: 'details.brand',
  model: 'details.model',
  color: 'details.color',
  bikeType: 'details.bike_type',
} as const satisfies Record<PrefillField, string>;

/** What the photo analysis is doing, and which fields it filled in for the person to check. */
export function PhotoAnalysisNote({
  status,
  filled,
}: {
  status: PhotoAnalysisStatus;
  filled: PrefillField[] | null;
}) {
  const { t } = useTranslation('bike_registration');
  if (status === 'analyzing') {
    return <LabelledSpinner label={t('photo.analyzing')} className="text-sm text-primary" />;
  }
  if (status === 'failed') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('photo.analysis_failed')}
      </p>
    );
  }
  if (status !== 'done' || filled === null) return null;
  const names = filled.map((field) => t(fieldLabels[field]).toLowerCase()).join(', ');
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
      {filled.length > 0 ? t('photo.prefilled', { fields: names }) : t('photo.nothing_found')}
    </p>
  );
}

/** Which fields the receipt's text filled in, for the person to check; nothing when none. */
export function ReceiptPrefillNote({ filled }: { filled: PrefillField[] | null }) {
  const { t } = useTranslation('bike_registration');
  if (!filled || filled.length === 0) return null;
  const names = filled.map((field) => t(fieldLabels[field]).toLowerCase()).join(', ');
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
      {t('receipt.prefilled', { fields: names })}
    </p>
  );
}
