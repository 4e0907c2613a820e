import { BadgeCheck, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldMessages, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CompanyVerification } from '@/lib/company-verification';
import { useTranslation } from '@/lib/use-translation';

export interface OrganizationNumberFieldProps {
  id: string;
  label: string;
  hint: string;
  verification: CompanyVerification;
  /** The form's own problem with the number (the shared rules or the server's), in words. */
  error: string | null;
  /** The form was sent before the company was verified ('Företaget måste verifieras'). */
  mustVerify: boolean;
  /** The number was edited: the form drops its problem for it. */
  onEdited: () => void;
}

/**
 * The organisation number with its 'Verifiera' button, the look-up's failure under it and the
 * register's company once verified (spec sections 4, 8 "Company lookup"): the shops' partnership
 * form and the companies' form on /partners verify the same way (decision 095). Enter in the field
 * verifies instead of sending the form.
 */
export function OrganizationNumberField({
  id,
  label,
  hint,
  verification,
  error,
  mustVerify,
  onEdited,
}: OrganizationNumberFieldProps) {
  const { t } = useTranslation('partnership');
  const { state } = verification;
  const status = state.verification.status;
  const numberError =
    state.verification.status === 'failed'
      ? t(`verify.failures.${state.verification.failure}`)
      : (error ?? (mustVerify ? t('verify.required') : null));
  const checking = status === 'checking';

  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={state.number}
          onChange={(event) => {
            verification.edit(event.target.value);
            onEdited();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              verification.verify();
            }
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { error: numberError, hint })}
        />
        <Button
          type="button"
          variant={status === 'verified' ? 'outline' : 'secondary'}
          onClick={verification.verify}
          disabled={checking}
          className="shrink-0"
        >
          {checking ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <BadgeCheck aria-hidden="true" />
          )}
          {checking ? t('verify.checking') : t('verify.button')}
        </Button>
      </div>
      <FieldMessages id={id} error={numberError} hint={hint} announce />
      <div aria-live="polite">
        {state.verification.status === 'verified' ? (
          <p className="flex items-start gap-2 rounded-xl bg-success-soft px-3 py-2 text-sm text-success">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="block">{t('verify.verified')}</strong>
              {t('verify.company', {
                name: state.verification.company.name,
                city: state.verification.company.city ?? '',
              })}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
