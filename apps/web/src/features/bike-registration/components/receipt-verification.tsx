import { CheckCircle2, CircleX, Info } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type {
  ReceiptProblem,
  ReceiptVerification as Flags,
  VerifyReceiptResponse,
} from '@ramkoll/shared/schemas/analysis';
import { Button } from '@/components/ui/button';
import { LabelledSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { ReceiptStatus } from '../utils/submit-blocker';

/** Each of the three flags with the problems that can explain it (spec section 8). */
const checks = [
  {
    flag: 'frameNumberValid',
    label: 'check_frame_number',
    problems: ['frame_number_missing', 'frame_number_mismatch'],
  },
  {
    flag: 'customerPersonalNumberValid',
    label: 'check_personal_number',
    problems: ['personal_number_missing_in_profile', 'personal_number_mismatch'],
  },
  { flag: 'sellerInfoFound', label: 'check_seller', problems: ['seller_missing'] },
] as const satisfies readonly { flag: keyof Flags; label: string; problems: readonly ReceiptProblem[] }[];

interface ReceiptVerificationProps {
  status: ReceiptStatus;
  result: VerifyReceiptResponse | null;
  error: unknown;
  onRetry: () => void;
}

/** 'Kvitto verifieras…', then each check with a tick or a cross and the reason it failed. */
export function ReceiptVerification({ status, result, error, onRetry }: ReceiptVerificationProps) {
  const { t } = useTranslation('bike_registration');
  if (status === 'none') return null;
  if (status === 'waiting_frame_number') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t('verification.waiting_for_frame_number')}
      </p>
    );
  }
  if (status === 'verifying') {
    return (
      <LabelledSpinner label={t('verification.verifying')} className="text-sm font-medium text-primary" />
    );
  }
  if (status === 'failed') {
    const unreadable = isApiError(error) && error.code === 'ANALYSIS_FAILED';
    return (
      <div
        role="alert"
        className="grid gap-2 rounded-xl border border-destructive/30 bg-destructive/5 p-3 text-sm"
      >
        <p className="font-semibold text-destructive">{t('verification.failed')}</p>
        <p>{unreadable ? t('verification.analysis_failed') : t('verification.error')}</p>
        {unreadable ? null : (
          <Button variant="outline" size="sm" onClick={onRetry} className="justify-self-start">
            {t('verification.retry')}
          </Button>
        )}
      </div>
    );
  }
  const verified = status === 'verified';
  return (
    <section
      aria-label={t('verification.title')}
      className={cn(
        'grid gap-2 rounded-xl border p-3 text-sm',
        verified ? 'border-success/30 bg-success-soft' : 'border-destructive/30 bg-destructive/5',
      )}
    >
      <p role="status" className={cn('font-semibold', verified ? 'text-success' : 'text-destructive')}>
        {verified ? t('verification.verified') : t('verification.failed')}
      </p>
      <ul className="grid gap-1.5">
        {checks.map((check) => {
          const passed = result?.verification[check.flag] ?? false;
          const problem = result?.problems.find((found) =>
            (check.problems as readonly string[]).includes(found),
          );
          return (
            <li key={check.flag} className="flex items-start gap-2">
              {passed ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <span>
                <span className="font-medium">{t(`verification.${check.label}`)}</span>
                {': '}
                {passed
                  ? t('verification.check_ok')
                  : problem
                    ? t(`verification.problems.${problem}`)
                    : t('verification.check_failed')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
