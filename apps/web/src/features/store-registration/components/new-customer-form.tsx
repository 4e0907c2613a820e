import { formatPersonalNumberInput } from '@ramkoll/shared/rules/personal-number';
import type { StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { useCreateCustomer } from '../api/create-customer';
import { errorText, problemText } from '../utils/messages';
import {
  emptyNewCustomer,
  newCustomerProblems,
  toCreateCustomerRequest,
  type NewCustomerField,
  type NewCustomerValues,
} from '../utils/new-customer-form';
import { serverFieldProblem, takenCustomer } from '../utils/server-problem';
import { MaskedCustomer } from './masked-customer';

interface NewCustomerFormProps {
  /** The customer to register the bike for: the one created, or the existing one picked instead. */
  onCustomer: (customer: StoreCustomer) => void;
}

const takenField = {
  EMAIL_TAKEN: 'email',
  PERSONAL_NUMBER_TAKEN: 'personalNumber',
  PHONE_TAKEN: 'phone',
} as const;

/** /store-register-customer: the account, with a temporary password e-mailed to the customer. */
export function NewCustomerForm({ onCustomer }: NewCustomerFormProps) {
  const { t } = useTranslation('store_registration');
  const [values, setValues] = useState<NewCustomerValues>(emptyNewCustomer);
  const [attempted, setAttempted] = useState(false);
  const create = useCreateCustomer();

  const errors: Partial<Record<NewCustomerField, string>> = {};
  if (attempted) {
    for (const [field, problem] of Object.entries(newCustomerProblems(values))) {
      errors[field as NewCustomerField] = problemText(problem);
    }
  }
  const server = serverFieldProblem(create.error);
  if (server && !(server.field in errors))
    errors[server.field as NewCustomerField] = problemText(server.problem);
  const code = isApiError(create.error) ? create.error.code : null;
  const takenOn = code && code in takenField ? takenField[code as keyof typeof takenField] : null;
  if (takenOn) errors[takenOn] = errorText(create.error);
  const existing = takenCustomer(create.error);
  const otherError = create.error && !server && !takenOn ? errorText(create.error) : null;

  function change(field: keyof NewCustomerValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (create.error) create.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = newCustomerProblems(values);
    const first = (['fullName', 'personalNumber', 'email', 'phone'] as const).find((field) => field in found);
    if (first) document.getElementById(`customer-${first}`)?.focus();
    if (first || create.isPending) return;
    create.mutate(toCreateCustomerRequest(values), { onSuccess: onCustomer });
  }

  function text(
    field: NewCustomerField,
    label: string,
    options: { hint?: string; type?: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'numeric' },
  ) {
    return (
      <Field id={`customer-${field}`} label={label} hint={options.hint} error={errors[field]}>
        {(control) => (
          <Input
            {...control}
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            value={values[field]}
            autoComplete={options.autoComplete}
            maxLength={field === 'personalNumber' ? 13 : 200}
            onChange={(event) =>
              change(
                field,
                field === 'personalNumber'
                  ? formatPersonalNumberInput(event.target.value)
                  : event.target.value,
              )
            }
          />
        )}
      </Field>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {text('fullName', t('new_customer.full_name'), { autoComplete: 'off' })}
          </div>
          {text('personalNumber', t('new_customer.personal_number'), {
            hint: t('new_customer.personal_number_hint'),
            autoComplete: 'off',
            inputMode: 'numeric',
          })}
          {text('email', t('new_customer.email'), {
            hint: t('new_customer.email_hint'),
            type: 'email',
            autoComplete: 'off',
            inputMode: 'email',
          })}
          {text('phone', `${t('new_customer.phone')} (${t('optional')})`, {
            type: 'tel',
            autoComplete: 'off',
            inputMode: 'tel',
          })}
          <Field id="customer-language" label={t('new_customer.language')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.language}
                onChange={(event) => change('language', event.target.value === 'en' ? 'en' : 'sv')}
              >
                <option value="sv">{t('new_customer.language_sv')}</option>
                <option value="en">{t('new_customer.language_en')}</option>
              </NativeSelect>
            )}
          </Field>
        </CardContent>
      </Card>

      {existing ? (
        <div role="alert" className="grid gap-3 rounded-xl border border-accent/40 bg-accent/10 p-4">
          <p className="font-medium">{t('new_customer.taken_customer')}</p>
          <MaskedCustomer customer={existing} />
          <Button variant="default" className="justify-self-start" onClick={() => onCustomer(existing)}>
            {t('new_customer.pick')}
          </Button>
        </div>
      ) : null}
      {otherError ? <FormAlert>{otherError}</FormAlert> : null}
      {attempted && Object.keys(errors).length > 0 && !existing ? (
        <FormAlert>{t('fix_fields')}</FormAlert>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? t('new_customer.submitting') : t('new_customer.submit')}
        </Button>
      </div>
    </form>
  );
}
