import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isValidEmail } from '@ramkoll/shared/rules/account';
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
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useRequestPasswordReset } from '../api/password-reset';
import { authErrorMessage } from '../utils/auth-error';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}

/** Asks for the account's e-mail and sends a reset link (spec section 5 and 8 "Password reset"). */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: ForgotPasswordDialogProps) {
  const { t } = useTranslation(['auth', 'errors', 'validation', 'common']);
  const reset = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<'email_required' | 'invalid_email' | null>(null);

  function handleOpenChange(next: boolean) {
    if (next) {
      setEmail(initialEmail);
      setProblem(null);
      reset.reset();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog sits inside the sign-in form in the React tree; keep its submit to itself.
    event.stopPropagation();
    const found = !email.trim() ? 'email_required' : isValidEmail(email) ? null : 'invalid_email';
    setProblem(found);
    if (found) return;
    reset.mutate(
      { email: email.trim(), language: currentLanguage() },
      {
        onSuccess: () => {
          notify.success(t('errors:reset.sent'), t('auth:forgot.sent_text'));
          onOpenChange(false);
        },
      },
    );
  }

  const problemMessage = problem ? t(`validation:${problem}`) : null;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('auth:forgot.title')}</DialogTitle>
          <DialogDescription>{t('auth:forgot.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <Field id="forgot-email" label={t('auth:email')} error={problemMessage}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={fieldDescribedBy('forgot-email', { error: problemMessage })}
            />
          </Field>
          {reset.isError ? <FormAlert>{authErrorMessage(reset.error, 'reset')}</FormAlert> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('auth:forgot.cancel')}
            </Button>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
