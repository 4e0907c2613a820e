import { CheckCircle2, Fingerprint, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { MIN_AGE } from '@ramkoll/shared/rules/account';
import {
  ageFromBirthYear,
  formatPersonalNumberInput,
  parsePersonalNumber,
  PERSONAL_NUMBER_INPUT_MAX_LENGTH,
} from '@ramkoll/shared/rules/personal-number';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useEidInfo, useEidRegister } from '../api/eid';
import { useEidIdentification } from '../hooks/use-eid-identification';
import { authErrorMessage } from '../utils/auth-error';
import {
  bankIdFormFields,
  checkBankIdForm,
  countryOptions,
  emptyBankIdForm,
  isCountryCode,
  type BankIdField,
  type BankIdFormValues,
} from '../utils/bankid-form';
import { BankIdProcessing } from './bankid-processing';
import { EidDeviceChoice, EidProgress } from './eid-progress';

/** Spec section 9: the redirect after registration waits 2 s. */
export const registrationRedirectMs = 2000;

type Phase = 'form' | 'identify' | 'processing' | 'welcome' | 'created';

/** The form, kept over a broker's round trip (OpenID Connect) in this tab only. */
const savedFormKey = 'ramkoll.eid.register-form';

interface BankIdRegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called instead of registering when the person is under 18 (client check or server UNDER_AGE). */
  onUnderAge: (age: number) => void;
  /** A completed order the e-ID broker sent the person back with (`/register?eid=…`). */
  resumeOrderId?: string | null;
}

function savedForm(): BankIdFormValues | null {
  try {
    const saved = window.sessionStorage.getItem(savedFormKey);
    return saved ? { ...emptyBankIdForm, ...(JSON.parse(saved) as Partial<BankIdFormValues>) } : null;
  } catch {
    return null;
  }
}

const allTouched: Record<BankIdField, boolean> = {
  fullName: true,
  email: true,
  emailConfirmation: true,
  countryCode: true,
  phone: true,
  personalNumber: true,
};

function underAgeFrom(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'UNDER_AGE') return null;
  const details: unknown = error.details;
  if (
    typeof details === 'object' &&
    details !== null &&
    'age' in details &&
    typeof details.age === 'number'
  ) {
    return details.age;
  }
  return 0;
}

/**
 * BankID registration (decision 087): form → identification with e-ID → welcome, or back to the
 * form. The personnummer and, with real e-ID, the name come from the identification; the
 * simulator (development and the demo) asks for them in the form and takes about 3 s. A form the
 * server refuses after the identification is sent again with the same identification.
 */
export function BankIdRegisterDialog({
  open,
  onOpenChange,
  onUnderAge,
  resumeOrderId = null,
}: BankIdRegisterDialogProps) {
  const { t } = useTranslation(['auth', 'errors', 'validation', 'common']);
  const navigate = useNavigate();
  const register = useEidRegister();
  const info = useEidInfo({ enabled: open });
  const provider = info.data?.provider ?? 'simulated';
  const simulated = provider === 'simulated';
  const eid = useEidIdentification();
  const [values, setValues] = useState<BankIdFormValues>(
    () => (resumeOrderId ? savedForm() : null) ?? emptyBankIdForm,
  );
  const [touched, setTouched] = useState<Partial<Record<BankIdField, boolean>>>({});
  const [phase, setPhase] = useState<Phase>(resumeOrderId ? 'processing' : 'form');
  const [serverError, setServerError] = useState<unknown>(null);
  /** A completed identification not yet used (the server refused the form): sent again with the corrected form. */
  const [identifiedOrder, setIdentifiedOrder] = useState<string | null>(null);
  const sentOrder = useRef<string | null>(null);
  const lastDevice = useRef(false);

  const { resume } = eid;
  useEffect(() => {
    if (resumeOrderId) void resume(resumeOrderId);
  }, [resumeOrderId, resume]);

  useEffect(() => {
    if (phase !== 'welcome' && phase !== 'created') return;
    const target = phase === 'welcome' ? paths.myBikes.getHref() : paths.auth.getHref();
    const timer = window.setTimeout(() => {
      onOpenChange(false);
      void navigate(target, { replace: true });
    }, registrationRedirectMs);
    return () => window.clearTimeout(timer);
  }, [phase, navigate, onOpenChange]);

  const problems = checkBankIdForm(values, { simulated });
  const fields = bankIdFormFields(simulated);

  function send(orderId: string) {
    sentOrder.current = orderId;
    setPhase('processing');
    register.mutate(
      {
        orderId,
        email: values.email.trim(),
        emailConfirmation: values.emailConfirmation,
        countryCode: values.countryCode,
        phone: values.phone,
        ...(simulated ? { fullName: values.fullName.trim() } : {}),
        language: currentLanguage(),
      },
      {
        onSuccess: (session) => {
          window.sessionStorage.removeItem(savedFormKey);
          setPhase(session.user ? 'welcome' : 'created');
        },
        onError: (error) => {
          setPhase('form');
          eid.reset();
          // Refused before the identification was used: the corrected form goes with the same one.
          const unused =
            !isApiError(error) || !['EID_NOT_COMPLETE', 'EID_ORDER_NOT_FOUND'].includes(error.code);
          setIdentifiedOrder(unused ? orderId : null);
          const age = underAgeFrom(error);
          if (age !== null) {
            setIdentifiedOrder(null);
            onUnderAge(age);
            return;
          }
          setServerError(error);
          notify.error(errorTitle(error), authErrorMessage(error, 'bankid'));
        },
      },
    );
  }

  // A completed identification sends the form, once.
  const completedId = eid.state.step === 'complete' ? eid.state.order.id : null;
  useEffect(() => {
    if (!completedId || sentOrder.current === completedId) return;
    send(completedId);
    // `send` reads the form as it is now; the effect runs only when an order completes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [completedId]);

  function identify(sameDevice: boolean) {
    lastDevice.current = sameDevice;
    setPhase('processing');
    if (provider === 'oidc')
      window.sessionStorage.setItem(savedFormKey, JSON.stringify({ ...values, personalNumber: '' }));
    void eid.start({
      purpose: 'register',
      sameDevice,
      ...(simulated ? { personalNumber: values.personalNumber } : {}),
      language: currentLanguage(),
    });
  }

  function message(field: BankIdField): string | null {
    const problem = problems[field];
    return problem && touched[field] ? t(`validation:${problem}`) : null;
  }

  function update<K extends BankIdField>(field: K, value: BankIdFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function touch(field: BankIdField) {
    setTouched((current) => ({ ...current, [field]: true }));
  }

  function handleOpenChange(next: boolean) {
    if (!next && (phase === 'welcome' || phase === 'created' || register.isPending)) return;
    if (!next) eid.cancel();
    if (next) {
      setValues(emptyBankIdForm);
      setTouched({});
      setServerError(null);
      setIdentifiedOrder(null);
      eid.reset();
      setPhase('form');
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(allTouched);
    setServerError(null);
    if (Object.keys(problems).length > 0) return;
    if (identifiedOrder) {
      send(identifiedOrder);
      return;
    }
    if (simulated) {
      const parsed = parsePersonalNumber(values.personalNumber);
      if (parsed.ok) {
        const age = ageFromBirthYear(parsed.birthYear);
        if (age < MIN_AGE) {
          onUnderAge(age);
          return;
        }
      }
      identify(false);
    } else if (provider === 'bankid') {
      setPhase('identify');
    } else {
      identify(false);
    }
  }

  function errorTitle(error: unknown): string {
    const weak =
      isApiError(error) &&
      typeof error.details === 'object' &&
      error.details !== null &&
      'problem' in error.details &&
      error.details.problem === 'password_too_short';
    return weak ? t('errors:bankid.weak_password_title') : t('errors:bankid.error_title');
  }

  const anyEmpty =
    Object.values(problems).includes('required') && fields.every((field) => touched[field] === true);

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        closeLabel={phase === 'form' || phase === 'identify' ? t('common:actions.close') : undefined}
        className="max-w-lg"
        onEscapeKeyDown={(event) => {
          if (phase !== 'form' && phase !== 'identify') event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          if (phase !== 'form' && phase !== 'identify') event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('auth:bankid_register.title')}</DialogTitle>
          {phase === 'form' ? (
            <DialogDescription>
              {t('auth:bankid_register.description')}
              {simulated ? null : ` ${t('auth:eid.register_name_from_eid')}`}
            </DialogDescription>
          ) : null}
        </DialogHeader>
        {phase === 'identify' ? <EidDeviceChoice onChoose={identify} /> : null}
        {phase === 'processing' && (register.isPending || info.isPending) ? (
          <BankIdProcessing title={t('auth:eid.completing')} text="" />
        ) : phase === 'processing' ? (
          <EidProgress
            provider={provider}
            state={eid.state}
            onCancel={() => {
              eid.cancel();
              setPhase('form');
            }}
            onRetry={() => identify(lastDevice.current)}
            processingTitle={t('auth:bankid_register.processing_title')}
            processingText={t('auth:bankid_register.processing_text')}
          />
        ) : null}
        {phase === 'welcome' || phase === 'created' ? (
          <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
              {phase === 'welcome' ? (
                <CheckCircle2 aria-hidden="true" className="size-9" />
              ) : (
                <MailCheck aria-hidden="true" className="size-9" />
              )}
            </span>
            <p className="text-2xl font-bold">
              {phase === 'welcome' ? t('errors:bankid.welcome') : t('errors:bankid.account_created')}
            </p>
            <p className="text-sm text-muted-foreground">
              {phase === 'welcome'
                ? t('auth:bankid_register.welcome_text')
                : t('auth:bankid_register.created_text')}
            </p>
          </div>
        ) : null}
        {phase === 'form' ? (
          <form noValidate onSubmit={handleSubmit} className="grid gap-4">
            {simulated ? (
              <Field
                id="reg-full-name"
                label={t('auth:bankid_register.full_name')}
                error={message('fullName')}
              >
                <Input
                  id="reg-full-name"
                  autoComplete="name"
                  value={values.fullName}
                  onChange={(event) => update('fullName', event.target.value)}
                  onBlur={() => touch('fullName')}
                  aria-invalid={message('fullName') ? true : undefined}
                  aria-describedby={fieldDescribedBy('reg-full-name', { error: message('fullName') })}
                />
              </Field>
            ) : null}
            <Field id="reg-email" label={t('auth:bankid_register.email')} error={message('email')}>
              <Input
                id="reg-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => update('email', event.target.value)}
                onBlur={() => touch('email')}
                aria-invalid={message('email') ? true : undefined}
                aria-describedby={fieldDescribedBy('reg-email', { error: message('email') })}
              />
            </Field>
            <Field
              id="reg-email-confirmation"
              label={t('auth:bankid_register.email_confirmation')}
              error={message('emailConfirmation')}
            >
              <Input
                id="reg-email-confirmation"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={values.emailConfirmation}
                onChange={(event) => update('emailConfirmation', event.target.value)}
                onBlur={() => touch('emailConfirmation')}
                aria-invalid={message('emailConfirmation') ? true : undefined}
                aria-describedby={fieldDescribedBy('reg-email-confirmation', {
                  error: message('emailConfirmation'),
                })}
              />
            </Field>
            <div className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] items-start gap-3">
              <Field id="reg-country-code" label={t('auth:bankid_register.country_code')}>
                <Select
                  value={values.countryCode}
                  onValueChange={(value) => {
                    if (isCountryCode(value)) update('countryCode', value);
                  }}
                >
                  <SelectTrigger id="reg-country-code">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {countryOptions.map((option) => (
                      <SelectItem key={option.code} value={option.code}>
                        {option.code} {t(`auth:bankid_register.countries.${option.country}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
              <Field id="reg-phone" label={t('auth:bankid_register.phone')} error={message('phone')}>
                <Input
                  id="reg-phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={values.phone}
                  onChange={(event) => update('phone', event.target.value)}
                  onBlur={() => touch('phone')}
                  aria-invalid={message('phone') ? true : undefined}
                  aria-describedby={fieldDescribedBy('reg-phone', { error: message('phone') })}
                />
              </Field>
            </div>
            {simulated ? (
              <Field
                id="reg-personal-number"
                label={t('auth:bankid_register.personal_number')}
                hint={t('auth:bankid_register.personal_number_hint')}
                error={message('personalNumber')}
              >
                <Input
                  id="reg-personal-number"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={PERSONAL_NUMBER_INPUT_MAX_LENGTH}
                  value={values.personalNumber}
                  onChange={(event) =>
                    update('personalNumber', formatPersonalNumberInput(event.target.value))
                  }
                  onBlur={() => touch('personalNumber')}
                  aria-invalid={message('personalNumber') ? true : undefined}
                  aria-describedby={fieldDescribedBy('reg-personal-number', {
                    error: message('personalNumber'),
                    hint: t('auth:bankid_register.personal_number_hint'),
                  })}
                />
              </Field>
            ) : null}
            {anyEmpty ? <FormAlert>{t('validation:all_fields_required')}</FormAlert> : null}
            {serverError ? (
              <FormAlert>
                <span className="block font-semibold">{errorTitle(serverError)}</span>
                {authErrorMessage(serverError, 'bankid')}
              </FormAlert>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => handleOpenChange(false)}>
                {t('auth:bankid_register.cancel')}
              </Button>
              <Button type="submit">
                <Fingerprint aria-hidden="true" />
                {t('auth:bankid_register.submit')}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
