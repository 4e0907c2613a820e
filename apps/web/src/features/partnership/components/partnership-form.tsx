import { Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  ADDITIONAL_INFO_MAX_LENGTH,
  BIKE_COUNT_DEFAULT,
  BIKE_COUNT_MAX,
  partnershipProblemsOf,
  type PartnershipField,
  type PartnershipProblem,
} from '@ramkoll/shared/rules/partnership-application';
import { OrganizationNumberField } from '@/components/company/organization-number-field';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, fieldDescribedBy } from '@/components/ui/field';
import { useFieldProblems } from '@/components/ui/use-field-problems';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCompanyVerification } from '@/lib/company-verification';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSubmitApplication } from '../api/submit-application';
import { fieldProblemOf, problemMessage, submitErrorReason } from '../utils/partnership-problem';
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
  const submit = useSubmitApplication();
  const [values, setValues] = useState<Values>(emptyValues);
  const { show: setProblems, clear, problemOf } = useFieldProblems<PartnershipField, PartnershipProblem>();
  const [mustVerify, setMustVerify] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const company = useCompanyVerification({
    onStarted: () => setMustVerify(false),
    onVerified: (found) => {
      setValues((current) => ({
        ...current,
        companyName: found.name,
        storeAddress: found.address ?? current.storeAddress,
        postalCode: found.postalCode ?? current.postalCode,
        city: found.city ?? current.city,
      }));
      clear('companyName', 'storeAddress', 'postalCode', 'city');
    },
  });
  const { state } = company;

  function update(field: TextField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(null);
    const input = { ...values, organizationNumber: state.number };
    const found = partnershipProblemsOf(input).filter(
      // The number's own problems show under it only through the verification.
      // The company name comes from the verification, whose own message says what is missing.
      (problem) =>
        (problem.field !== 'organizationNumber' || state.verification.status !== 'failed') &&
        (problem.field !== 'companyName' || company.verified),
    );
    const verified = company.verified;
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
    company.reset();
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

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-labelledby="partnership-title">
      <div>
        <h3 id="partnership-title" className="font-semibold">
          {t('title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('lead')}</p>
      </div>

      <OrganizationNumberField
        id={ids.organizationNumber}
        label={t('fields.organization_number')}
        hint={t('fields.organization_number_hint')}
        verification={company}
        error={errorFor('organizationNumber')}
        mustVerify={mustVerify}
        onEdited={() => clear('organizationNumber')}
      />

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
