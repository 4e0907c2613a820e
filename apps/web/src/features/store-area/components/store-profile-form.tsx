import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { checkStoreProfile, type StoreProfileInput } from '@ramkoll/shared/rules/store-settings';
import type { StoreProfile } from '@ramkoll/shared/schemas/store';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LabelledSpinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-cards';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { useSaveStoreProfile, useStoreProfile } from '../api/store-profile';
import { errorText, errorsByField, problemText, serverFieldProblem } from '../utils/problem-text';
import { SettingsSection } from '@/components/ui/settings-section';

type ProfileField = keyof StoreProfileInput;
const fields: ProfileField[] = ['phone', 'address', 'postalCode', 'city', 'contactInfo'];
const labelKeys = {
  phone: 'settings.phone',
  address: 'settings.address',
  postalCode: 'settings.postal_code',
  city: 'settings.city',
  contactInfo: 'settings.contact_info',
} as const satisfies Record<ProfileField, string>;

function valuesOf(profile: StoreProfile): StoreProfileInput {
  return {
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    postalCode: profile.postalCode ?? '',
    city: profile.city ?? '',
    contactInfo: profile.contactInfo ?? '',
  };
}

/** The store's details: what the approval set is shown, phone, address and contact details are edited. */
export function StoreProfileSection() {
  const { t } = useTranslation('store_area');
  const profile = useStoreProfile();
  return (
    <SettingsSection
      id="store-profile"
      title={t('settings.profile_title')}
      description={t('settings.profile_description')}
    >
      {profile.isPending ? (
        <LabelledSpinner label={t('settings.profile_loading')} />
      ) : profile.isError ? (
        <ErrorState
          titleAs="p"
          title={t('settings.profile_error')}
          retryLabel={t('settings.retry')}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} />
      )}
    </SettingsSection>
  );
}

function ProfileForm({ profile }: { profile: StoreProfile }) {
  const { t } = useTranslation('store_area');
  const save = useSaveStoreProfile();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fixed = [
    [t('settings.name'), profile.name],
    [t('settings.chain'), profile.chain],
    [t('settings.location_id'), profile.locationId],
    [t('settings.organization_number'), profile.organizationNumber],
  ] as const;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = errorsByField(checkStoreProfile(values), t);
    setErrors(found);
    setFormError(null);
    const first = fields.find((field) => found[field]);
    if (first) {
      document.getElementById(`store-${first}`)?.focus();
      return;
    }
    try {
      await save.mutateAsync(values);
      notify.success(t('settings.profile_saved'));
    } catch (failure) {
      const problem = serverFieldProblem(failure);
      if (problem && (fields as string[]).includes(problem.field)) {
        setErrors({ [problem.field]: problemText(problem.problem, t) });
      } else {
        setFormError(errorText(failure));
      }
    }
  }

  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {fixed.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((field) => {
            const id = `store-${field}`;
            const common = {
              value: values[field],
              onChange: (event: { target: { value: string } }) => {
                setValues((previous) => ({ ...previous, [field]: event.target.value }));
                setErrors((previous) => ({ ...previous, [field]: undefined }));
              },
            };
            return (
              <div
                key={field}
                className={field === 'contactInfo' || field === 'address' ? 'sm:col-span-2' : undefined}
              >
                <Field
                  id={id}
                  label={t(labelKeys[field])}
                  error={errors[field] ?? null}
                  {...(field === 'contactInfo' ? { hint: t('settings.contact_info_hint') } : {})}
                >
                  {(control) =>
                    field === 'contactInfo' ? (
                      <Textarea {...control} {...common} rows={3} maxLength={500} />
                    ) : (
                      <Input
                        {...control}
                        {...common}
                        maxLength={200}
                        {...(field === 'phone' ? { type: 'tel', autoComplete: 'tel' } : {})}
                        {...(field === 'postalCode'
                          ? { inputMode: 'numeric' as const, autoComplete: 'postal-code' }
                          : {})}
                      />
                    )
                  }
                </Field>
              </div>
            );
          })}
        </div>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('settings.saving') : t('settings.save_profile')}
          </Button>
        </div>
      </form>
    </div>
  );
}
