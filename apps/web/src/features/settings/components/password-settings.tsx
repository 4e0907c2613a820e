import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { checkPasswordChange } from '@ramkoll/shared/rules/account-settings';
import { Button } from '@/components/ui/button';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/account';
import { problemText, settingsErrorText } from '../utils/settings-error';
import { SettingsSection } from '@/components/ui/settings-section';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
const empty: Record<PasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const labelKeys = {
  currentPassword: 'password.current_password',
  newPassword: 'password.new_password',
  confirmPassword: 'password.confirm_password',
} as const satisfies Record<PasswordField, string>;
const fieldIds: Record<PasswordField, string> = {
  currentPassword: 'settings-current-password',
  newPassword: 'settings-new-password',
  confirmPassword: 'settings-confirm-password',
};

/** Current password, new password (at least 8) twice; other devices are signed out. */
export function PasswordSettings() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<{ field: PasswordField; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkPasswordChange(values);
    if (problem) {
      setError({ field: problem.field, text: problemText(problem.problem) });
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(empty);
      notify.success(t('password.saved'), t('password.saved_text'));
    } catch (failure) {
      const field: PasswordField =
        isApiError(failure) && failure.code === 'VALIDATION_FAILED' ? 'newPassword' : 'currentPassword';
      setError({ field, text: settingsErrorText(failure) });
    }
  }

  return (
    <SettingsSection
      id="settings-password"
      title={t('password.title')}
      description={t('password.description')}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-3 sm:max-w-md">
        {(Object.keys(fieldIds) as PasswordField[]).map((field) => {
          const id = fieldIds[field];
          const fieldError = error?.field === field ? error.text : null;
          return (
            <Field key={field} id={id} label={t(labelKeys[field])} error={fieldError}>
              <Input
                id={id}
                type="password"
                value={values[field]}
                onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                maxLength={200}
                aria-invalid={fieldError !== null || undefined}
                aria-describedby={fieldDescribedBy(id, { error: fieldError })}
              />
            </Field>
          );
        })}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('saving') : t('password.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
