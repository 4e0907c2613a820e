import { Phone, ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  checkStolenReport,
  POLICE_REPORT_NUMBER_MAX_LENGTH,
  STOLEN_LOCATION_MAX_LENGTH,
  todayIn,
  type StolenReportField,
} from '@ramkoll/shared/rules/stolen-report';
import { Button } from '@/components/ui/button';
import { phoneNumbers, telHref } from '@/config/phone-numbers';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DialogIcon } from './dialog-icon';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useReportStolen } from '../api/report-stolen';
import { validationProblemOf, type ValidationKey } from '../utils/bike-error';
import { runBikeChange } from '../utils/run-bike-change';

interface ReportStolenDialogProps {
  bikeId: string;
  name: string;
  /** When the bike was registered (ISO instant): the theft cannot be earlier. */
  registeredAt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Problem {
  field: StolenReportField;
  problem: ValidationKey;
}

function isStolenReportField(value: string): value is StolenReportField {
  return value === 'stolenDate' || value === 'location' || value === 'policeReportNumber';
}

/**
 * Date (today by default, never in the future nor before the registration), place and an optional police report number.
 * Mounted only while open, so every opening starts from an empty form.
 */
export function ReportStolenDialog({
  bikeId,
  name,
  registeredAt,
  open,
  onOpenChange,
}: ReportStolenDialogProps) {
  const { t } = useTranslation(['my_bikes', 'validation']);
  const report = useReportStolen();
  // The server checks the date against Swedish time; the form uses the same calendar.
  const today = todayIn(new Date());
  const registeredOn = todayIn(new Date(registeredAt));
  const [stolenDate, setStolenDate] = useState(today);
  const [location, setLocation] = useState('');
  const [policeReportNumber, setPoliceReportNumber] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  function handleOpenChange(next: boolean) {
    if (!report.isPending) onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkStolenReport({ stolenDate, location, policeReportNumber }, today, registeredOn);
    if (!checked.ok) {
      setProblem({ field: checked.field, problem: checked.problem });
      return;
    }
    setProblem(null);
    void runBikeChange(report.mutateAsync({ bikeId, report: checked.report }), {
      success: t('stolen.done'),
      onSuccess: () => onOpenChange(false),
      onError: (error) => {
        const refused = validationProblemOf(error);
        if (refused && isStolenReportField(refused.field)) {
          setProblem({ field: refused.field, problem: refused.problem });
        }
      },
    });
  }

  function errorFor(field: StolenReportField): string | null {
    return problem?.field === field ? t(`validation:${problem.problem}`) : null;
  }

  const dateError = errorFor('stolenDate');
  const locationError = errorFor('location');
  const policeError = errorFor('policeReportNumber');

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogIcon tone="danger">
            <ShieldAlert aria-hidden="true" />
          </DialogIcon>
          <DialogTitle>{t('stolen.title', { name })}</DialogTitle>
          <DialogDescription>{t('stolen.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <Field id="stolen-date" label={t('stolen.date')} error={dateError}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={registeredOn}
                max={today}
                value={stolenDate}
                onChange={(event) => setStolenDate(event.target.value)}
              />
            )}
          </Field>
          <Field
            id="stolen-place"
            label={t('stolen.place')}
            error={locationError}
            hint={t('stolen.place_hint')}
          >
            {(control) => (
              <Input
                {...control}
                value={location}
                maxLength={STOLEN_LOCATION_MAX_LENGTH}
                onChange={(event) => setLocation(event.target.value)}
              />
            )}
          </Field>
          <Field id="stolen-police-number" label={t('stolen.police_report_number')} error={policeError}>
            {(control) => (
              <Input
                {...control}
                value={policeReportNumber}
                maxLength={POLICE_REPORT_NUMBER_MAX_LENGTH}
                onChange={(event) => setPoliceReportNumber(event.target.value)}
              />
            )}
          </Field>
          <div className="grid gap-2 rounded-xl bg-muted p-3.5 text-sm">
            <p>{t('stolen.police_note', { number: phoneNumbers.police })}</p>
            <a
              href={telHref(phoneNumbers.police)}
              className="inline-flex items-center gap-1.5 justify-self-start rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
            >
              <Phone aria-hidden="true" className="size-4" />
              {t('stolen.police_call', { number: phoneNumbers.police })}
            </a>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={report.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? t('stolen.submitting') : t('stolen.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
