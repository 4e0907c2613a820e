import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MIN_PASSWORD_LENGTH } from '@ramkoll/shared/rules/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field, fieldDescribedBy, FormAlert } from '@/components/ui/field';
import { useConfirmPasswordReset } from '../api/password-reset';
import { authErrorMessage } from '../utils/auth-error';
import { PasswordInput } from './password-input';

interface ResetPasswordFormProps {
  token: string;
  /** Back to the normal sign-in form. */
  onDone: () => void;
}

/** The page the e-mailed link opens (`/auth?reset=<token>`): choose a new password. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'validation']);
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'password_too_short' | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = password.length < MIN_PASSWORD_LENGTH ? 'password_too_short' : null;
    setProblem(found);
    if (found) return;
    confirm.mutate({ token, password });
  }

  if (confirm.isSuccess) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
          <h2 className="text-xl font-semibold">{t('auth:reset.done_title')}</h2>
          <p className="text-muted-foreground">{t('auth:reset.done_text')}</p>
          <Button className="mt-2 w-full" onClick={onDone}>
            {t('auth:reset.continue')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const problemMessage = problem ? t(`validation:${problem}`) : null;
  return (
    <Card>
      {/* The page's own heading and lead say what this is (login.tsx); the card holds the form only. */}
      <CardContent className="pt-6">
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <Field id="reset-password" label={t('auth:reset.new_password')} error={problemMessage}>
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={fieldDescribedBy('reset-password', { error: problemMessage })}
            />
          </Field>
          {confirm.isError ? <FormAlert>{authErrorMessage(confirm.error, 'reset')}</FormAlert> : null}
          <Button type="submit" size="lg" disabled={confirm.isPending}>
            {confirm.isPending ? t('auth:reset.submitting') : t('auth:reset.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
