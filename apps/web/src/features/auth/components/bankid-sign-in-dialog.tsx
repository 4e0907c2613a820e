import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  formatPersonalNumberInput,
  parsePersonalNumber,
  PERSONAL_NUMBER_INPUT_MAX_LENGTH,
  type PersonalNumberProblem,
} from '@ramkoll/shared/rules/personal-number';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, fieldDescribedBy, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useBankIdSignIn } from '../api/bankid-sign-in';
import { authErrorMessage } from '../utils/auth-error';
import { BankIdProcessing } from './bankid-processing';

interface BankIdSignInDialogProps {
  onSignedIn: (session: SessionResponse) => void;
}

/** "Logga in med BankID": an existing account signs in by personnummer (simulated BankID). */
export function BankIdSignInDialog({ onSignedIn }: BankIdSignInDialogProps) {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const signIn = useBankIdSignIn();
  const [open, setOpen] = useState(false);
  const [personalNumber, setPersonalNumber] = useState('');
  const [problem, setProblem] = useState<PersonalNumberProblem | null>(null);

  function handleOpenChange(next: boolean) {
    // The BankID check cannot be interrupted half-way.
    if (!next && signIn.isPending) return;
    if (next) {
      setPersonalNumber('');
      setProblem(null);
      signIn.reset();
    }
    setOpen(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parsePersonalNumber(personalNumber);
    setProblem(parsed.ok ? null : parsed.problem);
    if (!parsed.ok) return;
    signIn.mutate(
      { personalNumber },
      {
        onSuccess: (session) => {
          setOpen(false);
          onSignedIn(session);
        },
      },
    );
  }

  const problemMessage = problem ? t(`validation:${problem}`) : null;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <Button variant="outline" size="lg" className="w-full" onClick={() => handleOpenChange(true)}>
        <Fingerprint aria-hidden="true" />
        {t('auth:login.bankid')}
      </Button>
      <DialogContent closeLabel={signIn.isPending ? undefined : t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('auth:bankid_sign_in.title')}</DialogTitle>
          <DialogDescription>{t('auth:bankid_sign_in.description')}</DialogDescription>
        </DialogHeader>
        {signIn.isPending ? (
          <BankIdProcessing
            title={t('auth:bankid_sign_in.processing_title')}
            text={t('auth:bankid_sign_in.processing_text')}
          />
        ) : (
          <form noValidate onSubmit={handleSubmit} className="grid gap-4">
            <Field
              id="bankid-personal-number"
              label={t('auth:bankid_sign_in.personal_number')}
              hint={t('auth:bankid_sign_in.personal_number_hint')}
              error={problemMessage}
            >
              <Input
                id="bankid-personal-number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={PERSONAL_NUMBER_INPUT_MAX_LENGTH}
                value={personalNumber}
                onChange={(event) => setPersonalNumber(formatPersonalNumberInput(event.target.value))}
                aria-invalid={problem ? true : undefined}
                aria-describedby={fieldDescribedBy('bankid-personal-number', {
                  error: problemMessage,
                  hint: t('auth:bankid_sign_in.personal_number_hint'),
                })}
              />
            </Field>
            {signIn.isError ? <FormAlert>{authErrorMessage(signIn.error, 'signin')}</FormAlert> : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => handleOpenChange(false)}>
                {t('auth:bankid_sign_in.cancel')}
              </Button>
              <Button type="submit">
                <Fingerprint aria-hidden="true" />
                {t('auth:bankid_sign_in.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
