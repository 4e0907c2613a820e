import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { Button } from '@/components/ui/button';
import { Field, fieldDescribedBy, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useVerifyStaffCode } from '../api/staff-code';
import { authErrorMessage } from '../utils/auth-error';

/** Spec section 5 "Code check": 6-20 letters and digits. */
const STAFF_CODE_PATTERN = /^[A-Za-z0-9]{6,20}$/;

interface StaffCodeFormProps {
  onVerified: (session: SessionResponse) => void;
}

export function StaffCodeForm({ onVerified }: StaffCodeFormProps) {
  const { t } = useTranslation(['auth', 'validation']);
  const verify = useVerifyStaffCode();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    const bad = !STAFF_CODE_PATTERN.test(trimmed);
    setInvalid(bad);
    if (bad) return;
    verify.mutate({ code: trimmed }, { onSuccess: onVerified });
  }

  const problemMessage = invalid ? t('validation:staff_code_format') : null;
  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <Field
        id="staff-code"
        label={t('auth:store_login.staff_code')}
        hint={t('auth:store_login.staff_code_hint')}
        error={problemMessage}
      >
        <Input
          id="staff-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={fieldDescribedBy('staff-code', {
            error: problemMessage,
            hint: t('auth:store_login.staff_code_hint'),
          })}
        />
      </Field>
      {verify.isError ? <FormAlert>{authErrorMessage(verify.error, 'staff')}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={verify.isPending}>
        <KeyRound aria-hidden="true" />
        {verify.isPending ? t('auth:store_login.submitting') : t('auth:store_login.submit_staff')}
      </Button>
    </form>
  );
}
