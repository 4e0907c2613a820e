import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { checkFullName } from '@ramkoll/shared/rules/account-settings';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { ImageUploadField } from '@/components/media/image-upload-field';
import { useImageUpload } from '@/components/media/use-image-upload';
import { Button } from '@/components/ui/button';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { UserAvatar } from '@/components/user-avatar';
import { notify } from '@/lib/toast';
import { uploadAvatar, useSaveAvatar, useSaveFullName } from '../api/save-profile';
import { problemText, settingsErrorText } from '../utils/settings-error';
import { SettingsSection } from '@/components/ui/settings-section';

/** Name (trimmed, at least 2 characters) and profile picture (private: only me and admins). */
export function ProfileSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="settings-profile" title={t('profile.title')} description={t('profile.description')}>
      <NameForm fullName={user.fullName} />
      <AvatarField user={user} />
    </SettingsSection>
  );
}

function NameForm({ fullName }: { fullName: string }) {
  const { t } = useTranslation('settings');
  const save = useSaveFullName();
  const [name, setName] = useState(fullName);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkFullName(name);
    if (problem) {
      setError(problemText(problem));
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync(name);
      setName(saved.fullName);
      notify.success(t('profile.name_saved'));
    } catch (failure) {
      setError(settingsErrorText(failure));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-3">
      <Field id="settings-full-name" label={t('profile.name_label')} error={error}>
        <Input
          id="settings-full-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          maxLength={200}
          aria-invalid={error !== null || undefined}
          aria-describedby={fieldDescribedBy('settings-full-name', { error })}
        />
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('profile.save_name')}
        </Button>
      </div>
    </form>
  );
}

function AvatarField({ user }: { user: SessionUser }) {
  const { t } = useTranslation('settings');
  const save = useSaveAvatar();
  const upload = useImageUpload({
    upload: uploadAvatar,
    onUploaded: (uploaded) =>
      save.mutate(uploaded.id, {
        onSuccess: () => {
          upload.clear();
          notify.success(t('profile.avatar_saved'));
        },
        onError: (error) => notify.error(settingsErrorText(error)),
      }),
  });

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <UserAvatar
          fullName={user.fullName}
          avatarUrl={user.avatarUrl}
          alt={t('profile.avatar_alt')}
          className="size-16 text-lg"
          sizes="64px"
        />
        {user.avatarUrl ? (
          <Button
            variant="outline"
            size="sm"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(null, {
                onSuccess: () => notify.success(t('profile.avatar_removed')),
                onError: (error) => notify.error(settingsErrorText(error)),
              })
            }
          >
            <Trash2 aria-hidden="true" />
            {t('profile.remove_avatar')}
          </Button>
        ) : null}
      </div>
      <ImageUploadField
        id="settings-avatar"
        label={t('profile.avatar_label')}
        // Only customers have a top bar to show the picture in (spec section 2: admins have none).
        hint={t(user.role === 'customer' ? 'profile.avatar_hint' : 'profile.avatar_hint_admin')}
        upload={upload}
        disabled={save.isPending}
      />
    </div>
  );
}
