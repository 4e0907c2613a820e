import { CheckCircle2, SearchCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  checkRecoveryReport,
  missingRecoveryReportFields,
  type RecoveryReportField,
} from '@ramkoll/shared/rules/recovery-report';
import { FINDER_REWARD_MIN_THEFT_AGE_HOURS } from '@ramkoll/shared/rules/finder-reward';
import { finderRewardPoints } from '@ramkoll/shared/rules/points';
import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useReportFoundBike } from '../api/report-found-bike';

interface FoundBikeDialogProps {
  bike: Pick<SearchBike, 'id' | 'frameNumber'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const problemTexts = {
  locationFound: { title: 'found.location_required_title', text: 'found.location_required' },
  contactInfo: { title: 'found.contact_required_title', text: 'found.contact_required' },
} as const;

/** Refusals with words of their own; anything else is the spec's 'Fel' / 'Kunde inte skicka rapporten'. */
const ownWords = ['OWN_BIKE', 'BIKE_NOT_STOLEN', 'BIKE_NOT_FOUND', 'RATE_LIMITED'] as const;
type OwnWordsCode = (typeof ownWords)[number];

function hasOwnWords(code: string): code is OwnWordsCode {
  return (ownWords as readonly string[]).includes(code);
}

function failureText(error: unknown): string {
  if (isApiError(error) && hasOwnWords(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('bike_search:found.failed');
}

/**
 * 'Hittad?' (spec sections 2 and 4): step 1 the form (where found, contact details, optional
 * description), step 2 the confirmation with next steps. The parent mounts it per opening, so
 * closing resets it.
 */
export function FoundBikeDialog({ bike, open, onOpenChange }: FoundBikeDialogProps) {
  const { t } = useTranslation('bike_search');
  const report = useReportFoundBike();
  const [step, setStep] = useState<'form' | 'sent'>('form');
  const [locationFound, setLocationFound] = useState('');
  const [contactInfo, setContactInfo] = useState('');
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState<RecoveryReportField[]>([]);

  function handleOpenChange(next: boolean) {
    if (!report.isPending) onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkRecoveryReport({ locationFound, contactInfo, description });
    if (!checked.ok) {
      // Every blank field is marked at once; the toast and the focus go to the first.
      setMissing(missingRecoveryReportFields({ locationFound, contactInfo }));
      const texts = problemTexts[checked.field];
      notify.error(t(texts.title), t(texts.text));
      document
        .getElementById(checked.field === 'locationFound' ? 'found-location' : 'found-contact')
        ?.focus();
      return;
    }
    setMissing([]);
    report.mutate(
      { bikeId: bike.id, report: checked.report },
      {
        onSuccess: () => setStep('sent'),
        onError: (error) => notify.error(t('found.failed_title'), failureText(error)),
      },
    );
  }

  const locationError = missing.includes('locationFound') ? t('found.location_required') : null;
  const contactError = missing.includes('contactInfo') ? t('found.contact_required') : null;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('tips.close')}>
        {step === 'form' ? (
          <>
            <DialogHeader>
              <div className="mb-1 flex size-11 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
                <SearchCheck aria-hidden="true" className="size-5" />
              </div>
              <DialogTitle>{t('found.title')}</DialogTitle>
              <DialogDescription>
                {t('found.description', { frameNumber: bike.frameNumber })}
              </DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={handleSubmit} className="grid gap-4">
              <Field
                id="found-location"
                label={t('found.location')}
                error={locationError}
                hint={t('found.location_hint')}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={locationFound}
                    maxLength={1000}
                    onChange={(event) => setLocationFound(event.target.value)}
                  />
                )}
              </Field>
              <Field
                id="found-contact"
                label={t('found.contact')}
                error={contactError}
                hint={t('found.contact_hint')}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={contactInfo}
                    maxLength={1000}
                    autoComplete="email"
                    onChange={(event) => setContactInfo(event.target.value)}
                  />
                )}
              </Field>
              <Field
                id="found-description"
                label={t('found.description_label')}
                hint={t('found.description_hint')}
              >
                <Textarea
                  id="found-description"
                  value={description}
                  maxLength={1000}
                  onChange={(event) => setDescription(event.target.value)}
                  aria-describedby={fieldDescribedBy('found-description', {
                    hint: t('found.description_hint'),
                  })}
                />
              </Field>
              <DialogFooter>
                <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={report.isPending}>
                  {t('found.cancel')}
                </Button>
                <Button type="submit" disabled={report.isPending}>
                  {report.isPending ? t('found.submitting') : t('found.submit')}
                </Button>
              </DialogFooter>
            </form>
          </>
        ) : (
          <>
            <DialogHeader>
              <div className="mb-1 flex size-11 items-center justify-center rounded-2xl bg-success-soft text-success">
                <CheckCircle2 aria-hidden="true" className="size-5" />
              </div>
              <DialogTitle>{t('found.sent_title')}</DialogTitle>
              <DialogDescription>{t('found.sent_text')}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('found.next_steps')}</h3>
              <ol className="grid list-decimal gap-2 pl-5 text-sm leading-relaxed">
                <li>{t('found.step_owner')}</li>
                <li>{t('found.step_police')}</li>
                <li>
                  {t('found.step_reward', {
                    points: finderRewardPoints,
                    hours: FINDER_REWARD_MIN_THEFT_AGE_HOURS,
                  })}
                </li>
              </ol>
            </div>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>{t('found.done')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
