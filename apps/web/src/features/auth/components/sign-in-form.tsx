import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { checkSignIn, type SignInProblem } from '@ramkoll/shared/rules/account';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { Button } from '@/components/ui/button';
import { Field, fieldDescribedBy, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { useSignIn } from '../api/sign-in';
import { authErrorMessage } from '../utils/auth-error';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordInput } from './password-input';

interface SignInFormProps {
  submitLabel: string;
  onSignedIn: (session: SessionResponse) => void;
  /** Prefix for the input ids, so two forms never share an id. */
  idPrefix?: string;
  children?: ReactNode;
}

/** E-mail and password sign-in with the shared sign-in rule and the spec's sign-in messages. */
export function SignInForm({ submitLabel, onSignedIn, idPrefix = 'login', children }: SignInFormProps) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkSignIn(email, password);
    setProblem(found);
    if (found) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          notify.error(t('errors:auth_error_title'), authErrorMessage(error, 'signin'));
        },
      },
    );
  }

  const emailId = `${idPrefix}-email`;
  const passwordId = `${idPrefix}-password`;
  const problemMessage = problem ? t(`validation:${problem}`) : null;
  const serverMessage = signIn.isError ? authErrorMessage(signIn.error, 'signin') : null;

  return (
    <>
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <Field id={emailId} label={t('auth:email')}>
          <Input
            id={emailId}
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem === 'email_and_password_required' && !email.trim() ? true : undefined}
          />
        </Field>
        <Field id={passwordId} label={t('auth:password')}>
          <PasswordInput
            id={passwordId}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={fieldDescribedBy(passwordId, { error: problemMessage })}
          />
        </Field>
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            className="rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
            onClick={() => setForgotOpen(true)}
          >
            {t('auth:login.forgot_password')}
          </button>
        </div>
        {problemMessage ? <FormAlert>{problemMessage}</FormAlert> : null}
        {!problemMessage && serverMessage ? <FormAlert>{serverMessage}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? t('auth:login.submitting') : submitLabel}
        </Button>
        {children}
      </form>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail={email} />
    </>
  );
}
