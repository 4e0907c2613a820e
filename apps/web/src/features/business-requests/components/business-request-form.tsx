import { CircleCheck, PenLine, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isErrorCode } from '@ramkoll/shared/errors';
import {
  BUSINESS_MESSAGE_MAX_LENGTH,
  businessRequestFields,
  businessRequestProblemsOf,
  wantsPoints,
  wantsStickers,
  type BusinessRequestField,
  type BusinessRequestProblem,
} from '@ramkoll/shared/rules/business-request';
import { partnershipProblems } from '@ramkoll/shared/rules/partnership-application';
import {
  businessWants,
  companyKinds,
  type BusinessWants,
  type CompanyKind,
} from '@ramkoll/shared/schemas/business-requests';
import { z } from 'zod';
import { OrganizationNumberField } from '@/components/company/organization-number-field';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useFieldProblems } from '@/components/ui/use-field-problems';
import { isApiError } from '@/lib/api-client';
import { useCompanyVerification } from '@/lib/company-verification';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSubmitBusinessRequest } from '../api/submit-business-request';
import { QuantityField } from './quantity-field';

type Values = Record<
  Exclude<BusinessRequestField, 'organizationNumber' | 'companyKind' | 'wants'>,
  string
> & {
  companyKind: CompanyKind | '';
  wants: BusinessWants | '';
};

const emptyValues: Values = {
  companyName: '',
  companyKind: '',
  contactPerson: '',
  contactEmail: '',
  contactPhone: '',
  wants: '',
  stickerQuantity: '',
  pointsQuantity: '',
  message: '',
};

const idOf = (field: BusinessRequestField) => `business-${field}`;

const ZFieldProblem = z.object({
  field: z.enum(businessRequestFields),
  problem: z.enum([...partnershipProblems, 'quantity_invalid', 'company_name_mismatch']),
});

/**
 * The companies' form on /partners (decision 044): employers, housing cooperatives, fleets and
 * insurers ask for stickers or points in bulk. The organisation number is verified in the company
 * register first, as on the shops' form, and the company's name comes from there (decision 095).
 * The shared rules mark every field's problem at once; the server checks it all again, the
 * register too, and e-mails the confirmation in the page's language.
 */
export function BusinessRequestForm() {
  const { t } = useTranslation(['partners', 'errors']);
  const submit = useSubmitBusinessRequest();
  const [values, setValues] = useState<Values>(emptyValues);
  const {
    show: setProblems,
    clear,
    problemOf,
  } = useFieldProblems<BusinessRequestField, BusinessRequestProblem>();
  const [failed, setFailed] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mustVerify, setMustVerify] = useState(false);
  const company = useCompanyVerification({
    onStarted: () => setMustVerify(false),
    onVerified: (found) => {
      setValues((current) => ({ ...current, companyName: found.name }));
      clear('companyName');
    },
  });

  function update(field: BusinessRequestField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(null);
    const input = { ...values, organizationNumber: company.state.number };
    const found = businessRequestProblemsOf(input).filter(
      // As on the shops' form: the number's problems show through its verification, and the
      // name comes from the register, so it is missing only while the number is not verified.
      (problem) =>
        (problem.field !== 'organizationNumber' || company.state.verification.status !== 'failed') &&
        (problem.field !== 'companyName' || company.verified),
    );
    setProblems(found);
    setMustVerify(!company.verified);
    const [first] = found;
    if (first || !company.verified) {
      document.getElementById(idOf(first?.field ?? 'organizationNumber'))?.focus();
      return;
    }
    submit.mutate(
      {
        ...input,
        stickerQuantity: wantsStickers(values.wants) ? Number(values.stickerQuantity) : null,
        pointsQuantity: wantsPoints(values.wants) ? Number(values.pointsQuantity) : null,
        message: values.message.trim() === '' ? null : values.message,
        language: currentLanguage(),
      },
      {
        onSuccess: (sent) => {
          notify.success(t('business.sent_toast'));
          setSentTo(sent.contactEmail);
        },
        onError: (error) => {
          const refused = isApiError(error) ? ZFieldProblem.safeParse(error.details) : null;
          if (isApiError(error) && error.code === 'VALIDATION_FAILED' && refused?.success) {
            setProblems([refused.data]);
            document.getElementById(idOf(refused.data.field))?.focus();
            return;
          }
          setFailed(isApiError(error) && isErrorCode(error.code) ? t(`errors:${error.code}`) : '');
        },
      },
    );
  }

  if (sentTo !== null) {
    return (
      <BusinessRequestSent
        email={sentTo}
        onAgain={() => {
          company.reset();
          setValues(emptyValues);
          setSentTo(null);
          submit.reset();
        }}
      />
    );
  }

  const errorFor = (field: BusinessRequestField) => {
    const problem = problemOf(field);
    return problem ? t(`business.problems.${problem}`) : null;
  };
  const textField = (
    field: Exclude<BusinessRequestField, 'organizationNumber' | 'companyKind' | 'wants'>,
  ) => ({
    value: values[field],
    onChange: update(field),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-labelledby="business-form-title">
      <div>
        <h3 id="business-form-title" className="font-semibold">
          {t('business.form_title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('business.form_lead')}</p>
      </div>
      <OrganizationNumberField
        id={idOf('organizationNumber')}
        label={t('business.fields.organization_number')}
        hint={t('business.fields.organization_number_hint')}
        verification={company}
        error={errorFor('organizationNumber')}
        mustVerify={mustVerify}
        onEdited={() => clear('organizationNumber')}
      />
      <Field
        id={idOf('companyName')}
        label={t('business.fields.company_name')}
        error={errorFor('companyName')}
        hint={t('business.fields.company_name_hint')}
      >
        {(control) => <Input {...control} {...textField('companyName')} readOnly className="bg-muted/50" />}
      </Field>
      <Field
        id={idOf('companyKind')}
        label={t('business.fields.company_kind')}
        error={errorFor('companyKind')}
      >
        {(control) => (
          <NativeSelect {...control} value={values.companyKind} onChange={update('companyKind')}>
            <option value="">{t('business.choose')}</option>
            {companyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`business.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        id={idOf('contactPerson')}
        label={t('business.fields.contact_person')}
        error={errorFor('contactPerson')}
      >
        {(control) => (
          <Input {...control} {...textField('contactPerson')} autoComplete="name" maxLength={200} />
        )}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id={idOf('contactEmail')}
          label={t('business.fields.contact_email')}
          error={errorFor('contactEmail')}
        >
          {(control) => (
            <Input
              {...control}
              {...textField('contactEmail')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
            />
          )}
        </Field>
        <Field
          id={idOf('contactPhone')}
          label={t('business.fields.contact_phone')}
          error={errorFor('contactPhone')}
        >
          {(control) => (
            <Input {...control} {...textField('contactPhone')} type="tel" autoComplete="tel" maxLength={40} />
          )}
        </Field>
      </div>
      <Field id={idOf('wants')} label={t('business.fields.wants')} error={errorFor('wants')}>
        {(control) => (
          <NativeSelect {...control} value={values.wants} onChange={update('wants')}>
            <option value="">{t('business.choose')}</option>
            {businessWants.map((wanted) => (
              <option key={wanted} value={wanted}>
                {t(`business.wants.${wanted}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {wantsStickers(values.wants) || wantsPoints(values.wants) ? (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {wantsStickers(values.wants) ? (
            <QuantityField
              id={idOf('stickerQuantity')}
              label={t('business.fields.sticker_quantity')}
              error={errorFor('stickerQuantity')}
              {...textField('stickerQuantity')}
            />
          ) : null}
          {wantsPoints(values.wants) ? (
            <QuantityField
              id={idOf('pointsQuantity')}
              label={t('business.fields.points_quantity')}
              error={errorFor('pointsQuantity')}
              {...textField('pointsQuantity')}
            />
          ) : null}
        </div>
      ) : null}
      <Field id={idOf('message')} label={t('business.fields.message')} error={errorFor('message')}>
        {(control) => (
          <Textarea {...control} {...textField('message')} rows={3} maxLength={BUSINESS_MESSAGE_MAX_LENGTH} />
        )}
      </Field>
      {failed !== null ? (
        <FormAlert>
          <span className="block">{t('business.failed')}</span>
          {failed ? <span className="mt-0.5 block font-normal">{failed}</span> : null}
        </FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={submit.isPending}>
        <Send aria-hidden="true" />
        {submit.isPending ? t('business.submitting') : t('business.submit')}
      </Button>
    </form>
  );
}

function BusinessRequestSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('partners');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="flex flex-col items-center px-2 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-xl font-bold tracking-tight focus:outline-none">
        {t('business.sent_title')}
      </h3>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{t('business.sent_text', { email })}</p>
      <Button variant="outline" className="mt-5" onClick={onAgain}>
        <PenLine aria-hidden="true" />
        {t('business.again')}
      </Button>
    </div>
  );
}

/** The companies' section of /partners: who it is for, and the form. */
export function BusinessRequestSection() {
  const { t } = useTranslation('partners');
  return (
    <section
      aria-labelledby="business-section-title"
      className="grid gap-6 rounded-3xl bg-card p-6 ring-1 ring-border sm:p-8 md:grid-cols-[1fr_1.4fr] md:p-10"
    >
      <div>
        <h2
          id="business-section-title"
          className="text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl"
        >
          {t('business.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('business.text')}</p>
      </div>
      <BusinessRequestForm />
    </section>
  );
}
