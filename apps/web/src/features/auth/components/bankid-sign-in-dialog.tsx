import { Fingerprint } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { currentLanguage } from '@/lib/i18n';
import { useEidInfo, useEidSignIn } from '../api/eid';
import { useEidIdentification } from '../hooks/use-eid-identification';
import { authErrorMessage } from '../utils/auth-error';
import { BankIdProcessing } from './bankid-processing';
import { EidDeviceChoice, EidProgress } from './eid-progress';

interface BankIdSignInDialogProps {
  onSignedIn: (session: SessionResponse) => void;
  /** A completed order the e-ID broker sent the person back with (`/auth?eid=…`). */
  resumeOrderId?: string | null;
}

/**
 * "Logga in med BankID" (decision 087): the person identifies with e-ID and is signed in to the
 * account their personnummer is bound to. With the simulator (development and the demo) the
 * person types the number it identifies; with BankID they scan a QR code or open the app on this
 * device; with a broker they identify on its page and come back.
 */
export function BankIdSignInDialog({ onSignedIn, resumeOrderId = null }: BankIdSignInDialogProps) {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const [open, setOpen] = useState(resumeOrderId !== null);
  // Asked for when the dialog opens: the sign-in page itself makes no request for it.
  const info = useEidInfo({ enabled: open });
  const provider = info.data?.provider ?? 'simulated';
  const eid = useEidIdentification();
  const signIn = useEidSignIn();
  const [personalNumber, setPersonalNumber] = useState('');
  const [problem, setProblem] = useState<PersonalNumberProblem | null>(null);
  const lastStart = useRef<{ sameDevice: boolean } | null>(null);
  const usedOrder = useRef<string | null>(null);

  const { resume } = eid;
  useEffect(() => {
    if (resumeOrderId) void resume(resumeOrderId);
  }, [resumeOrderId, resume]);

  // A completed identification signs in once.
  const completedId = eid.state.step === 'complete' ? eid.state.order.id : null;
  const { mutate } = signIn;
  useEffect(() => {
    if (!completedId || usedOrder.current === completedId) return;
    usedOrder.current = completedId;
    mutate(
      { orderId: completedId },
      {
        onSuccess: (session) => {
          setOpen(false);
          onSignedIn(session);
        },
      },
    );
  }, [completedId, mutate, onSignedIn]);

  const busy = eid.state.step !== 'idle' && eid.state.step !== 'failed';
  const showProgress = eid.state.step !== 'idle' && !(signIn.isError && eid.state.step === 'complete');

  function handleOpenChange(next: boolean) {
    if (!next) eid.cancel();
    if (next) {
      setPersonalNumber('');
      setProblem(null);
      signIn.reset();
      eid.reset();
    }
    setOpen(next);
  }

  function begin(sameDevice: boolean) {
    lastStart.current = { sameDevice };
    signIn.reset();
    void eid.start({ purpose: 'sign_in', sameDevice, language: currentLanguage() });
  }

  function handleSimulatedSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parsePersonalNumber(personalNumber);
    setProblem(parsed.ok ? null : parsed.problem);
    if (!parsed.ok) return;
    signIn.reset();
    void eid.start({ purpose: 'sign_in', sameDevice: false, personalNumber, language: currentLanguage() });
  }

  function retry() {
    signIn.reset();
    if (provider === 'simulated') eid.reset();
    else begin(lastStart.current?.sameDevice ?? false);
  }

  const problemMessage = problem ? t(`validation:${problem}`) : null;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <Button variant="outline" size="lg" className="w-full" onClick={() => handleOpenChange(true)}>
        <Fingerprint aria-hidden="true" />
        {t('auth:login.bankid')}
      </Button>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('auth:bankid_sign_in.title')}</DialogTitle>
          <DialogDescription>
            {provider === 'simulated'
              ? t('auth:bankid_sign_in.description')
              : t('auth:eid.sign_in_description')}
          </DialogDescription>
        </DialogHeader>
        {signIn.isError ? <FormAlert>{authErrorMessage(signIn.error, 'signin')}</FormAlert> : null}
        {info.isPending ? (
          <BankIdProcessing title={t('common:loading')} text="" />
        ) : showProgress ? (
          <EidProgress
            provider={provider}
            state={eid.state}
            onCancel={() => eid.cancel()}
            onRetry={retry}
            processingTitle={t('auth:bankid_sign_in.processing_title')}
            processingText={t('auth:bankid_sign_in.processing_text')}
          />
        ) : provider === 'simulated' ? (
          <form noValidate onSubmit={handleSimulatedSubmit} className="grid gap-4">
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
            <DialogFooter>
              <Button variant="outline" onClick={() => handleOpenChange(false)}>
                {t('auth:bankid_sign_in.cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                <Fingerprint aria-hidden="true" />
                {t('auth:bankid_sign_in.submit')}
              </Button>
            </DialogFooter>
          </form>
        ) : provider === 'bankid' ? (
          <EidDeviceChoice onChoose={begin} />
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">{t('auth:eid.broker_text')}</p>
            <Button size="lg" onClick={() => begin(false)}>
              <Fingerprint aria-hidden="true" />
              {t('auth:eid.broker_submit')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
