import { BadgeCheck, LoaderCircle, Send } from 'lucide-react';
import { useReducer, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  ADDITIONAL_INFO_MAX_LENGTH,
  BIKE_COUNT_DEFAULT,
  BIKE_COUNT_MAX,
  partnershipProblemsOf,
  type PartnershipField,
  type PartnershipProblem,
} from '@ramkoll/shared/rules/partnership-application';
import { Button } from '@/components/ui/button';
import { Field, FieldMessages, FormAlert, fieldDescribedBy } from '@/components/ui/field';
import { useFieldProblems } from '@/components/ui/use-field-problems';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useLookUpCompany } from '../api/look-up-company';
import { useSubmitApplication } from '../api/submit-application';
import { fieldProblemOf, problemMessage, submitErrorReason } from '../utils/partnership-problem';
import {
  failureOf,
  initialVerification,
  isVerified,
  localFailure,
  verificationReducer,
} from '../utils/verification';
import { PartnershipSent } from './partnership-sent';

type TextField = Exclude<PartnershipField, 'organizationNumber'>;
type Values = Record<TextField, string>;

/** The organisation number's input: the benefits dialog sends the focus here. */
export const PARTNERSHIP_FIRST_FIELD_ID = 'partner-org-number';

const ids: Record<PartnershipField, string> = {
  organizationNumber: PARTNERSHIP_FIRST_FIELD_ID,
  companyName: 'partner-company-name',
  storeAddress: 'partner-store-address',
  postalCode: 'partner-postal-code',
  city: 'partner-city',
  contactPerson: 'partner-contact-person',
  contactEmail: 'partner-contact-email',
  contactPhone: 'partner-contact-phone',
  bikeCount: 'partner-bike-count',
  additionalInfo: 'partner-additional-info',
};

const emptyValues: Values = {
  companyName: '',
  storeAddress: '',
  postalCode: '',
  city: '',
  contactPerson: '',
  contactEmail: '',
  contactPhone: '',
  bikeCount: String(BIKE_COUNT_DEFAULT),
  additionalInfo: '',
};

/**
 * The partnership application on /register (spec sections 3–5, 8; decision 038). The shop
 * verifies its organisation number first: the look-up fills the company name and address, and
 * editing the number resets the verification. Submitting needs a verified company ('Företaget
 * måste verifieras'); every field's problem is shown at once. The server checks it all again.
 */
export function PartnershipForm() {
  const { t } = useTranslation(['partnership', 'common']);
  const lookUp = useLookUpCompany();
  const submit = useSubmitApplication();
  const [state, dispatch] = useReducer(verificationReducer, initialVerification);
  const [values, setValues] = useState<Values>(emptyValues);
  const { show: setProblems, clear, problemOf } = useFieldProblems<PartnershipField, PartnershipProblem>();
  const [mustVerify, setMustVerify] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { verification } = state;

  function update(field: TextField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    };
  }

  function editNumber(event: ChangeEvent<HTMLInputElement>) {
    dispatch({ type: 'edited', number: event.target.value });
    clear('organizationNumber');
  }

  function verify() {
    const number = state.number;
    setMustVerify(false);
    const local = localFailure(number);
    if (local) {
      dispatch({ type: 'started', number });
      dispatch({ type: 'failed', number, failure: local });
      return;
    }
    dispatch({ type: 'started', number });
    lookUp.mutate(number, {
      onSuccess: (company) => {
        dispatch({ type: 'verified', number, company });
        setValues((current) => ({
          ...current,
          companyName: company.name,
          storeAddress: company.address ?? current.storeAddress,
          postalCode: company.postalCode ?? current.postalCode,
          city: company.city ?? current.city,
        }));
        clear('companyName', 'storeAddress', 'postalCode', 'city');
      },
      onError: (error) => dispatch({ type: 'failed', number, failure: failureOf(error) }),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(null);
    const input = { ...values, organizationNumber: state.number };
    const found = partnershipProblemsOf(input).filter(
      // The number's own problems show under it only through the verification.
      // The company name comes from the verification, whose own message says what is missing.
      (problem) =>
        (problem.field !== 'organizationNumber' || verification.status !== 'failed') &&
        (problem.field !== 'companyName' || isVerified(state)),
    );
    const verified = isVerified(state);
    setProblems(found);
    setMustVerify(!verified);
    if (found.length > 0 || !verified) {
      document.getElementById(ids[found[0]?.field ?? 'organizationNumber'])?.focus();
      return;
    }
    submit.mutate(
      {
        ...input,
        bikeCount: Number(values.bikeCount),
        additionalInfo: values.additionalInfo.trim() === '' ? null : values.additionalInfo,
        language: currentLanguage(),
      },
      {
        onSuccess: (sent) => {
          notify.success(t('sent.toast'));
          setSentTo(sent.contactEmail);
        },
        onError: (error) => {
          const refused = fieldProblemOf(error);
          if (refused) {
            setProblems([refused]);
            document.getElementById(ids[refused.field])?.focus();
            return;
          }
          setFailed(submitErrorReason(error) ?? '');
        },
      },
    );
  }

  function startAgain() {
    dispatch({ type: 'edited', number: '' });
    setValues(emptyValues);
    setProblems([]);
    setSentTo(null);
    submit.reset();
  }

  if (sentTo !== null) return <PartnershipSent email={sentTo} onAgain={startAgain} />;

  const errorFor = (field: PartnershipField) => {
    const problem = problemOf(field);
    return problem ? problemMessage(problem) : null;
  };
  const control = (field: TextField, hint?: string) => {
    const error = errorFor(field);
    return {
      id: ids[field],
      value: values[field],
      onChange: update(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(ids[field], { error, hint }),
    };
  };

  const numberError =
    verification.status === 'failed'
      ? t(`verify.failures.${verification.failure}`)
      : (errorFor('organizationNumber') ?? (mustVerify ? t('verify.required') : null));
  const numberHint = t('fields.organization_number_hint');
  const checking = verification.status === 'checking';

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-labelledby="partnership-title">
      <div>
        <h3 id="partnership-title" className="font-semibold">
          {t('title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('lead')}</p>
      </div>

      <div className="grid min-w-0 content-start gap-1.5">
        <Label htmlFor={ids.organizationNumber}>{t('fields.organization_number')}</Label>
        <div className="flex gap-2">
          <Input
            id={ids.organizationNumber}
            value={state.number}
            onChange={editNumber}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                verify();
              }
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={fieldDescribedBy(ids.organizationNumber, {
              error: numberError,
              hint: numberHint,
            })}
          />
          <Button
            type="button"
            variant={verification.status === 'verified' ? 'outline' : 'secondary'}
            onClick={verify}
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
        <FieldMessages id={ids.organizationNumber} error={numberError} hint={numberHint} announce />
        <div aria-live="polite">
          {verification.status === 'verified' ? (
            <p className="flex items-start gap-2 rounded-xl bg-success-soft px-3 py-2 text-sm text-success">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong className="block">{t('verify.verified')}</strong>
                {t('verify.company', {
                  name: verification.company.name,
                  city: verification.company.city ?? '',
                })}
              </span>
            </p>
          ) : null}
        </div>
      </div>

      <Field
        id={ids.companyName}
        label={t('fields.company_name')}
        error={errorFor('companyName')}
        hint={t('fields.company_name_hint')}
      >
        <Input {...control('companyName', t('fields.company_name_hint'))} readOnly className="bg-muted/50" />
      </Field>
      <Field id={ids.storeAddress} label={t('fields.store_address')} error={errorFor('storeAddress')}>
        <Input {...control('storeAddress')} autoComplete="street-address" maxLength={200} />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <Field id={ids.postalCode} label={t('fields.postal_code')} error={errorFor('postalCode')}>
          <Input {...control('postalCode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} />
        </Field>
        <Field id={ids.city} label={t('fields.city')} error={errorFor('city')}>
          <Input {...control('city')} autoComplete="address-level2" maxLength={200} />
        </Field>
      </div>
      <Field id={ids.contactPerson} label={t('fields.contact_person')} error={errorFor('contactPerson')}>
        <Input {...control('contactPerson')} autoComplete="name" maxLength={200} />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id={ids.contactEmail}
          label={t('fields.contact_email')}
          error={errorFor('contactEmail')}
          hint={t('fields.contact_email_hint')}
        >
          <Input
            {...control('contactEmail', t('fields.contact_email_hint'))}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
        </Field>
        <Field id={ids.contactPhone} label={t('fields.contact_phone')} error={errorFor('contactPhone')}>
          <Input {...control('contactPhone')} type="tel" autoComplete="tel" maxLength={40} />
        </Field>
      </div>
      <Field
        id={ids.bikeCount}
        label={t('fields.bike_count')}
        error={errorFor('bikeCount')}
        hint={t('fields.bike_count_hint')}
      >
        <Input
          {...control('bikeCount', t('fields.bike_count_hint'))}
          type="number"
          inputMode="numeric"
          min={1}
          max={BIKE_COUNT_MAX}
          step={1}
          className="max-w-40"
        />
      </Field>
      <Field id={ids.additionalInfo} label={t('fields.additional_info')} error={errorFor('additionalInfo')}>
        <Textarea {...control('additionalInfo')} rows={3} maxLength={ADDITIONAL_INFO_MAX_LENGTH} />
      </Field>

      {failed !== null ? (
        <FormAlert>
          <span className="block">{t('failed')}</span>
          {failed ? <span className="mt-0.5 block font-normal">{failed}</span> : null}
        </FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={submit.isPending}>
        <Send aria-hidden="true" />
        {submit.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
