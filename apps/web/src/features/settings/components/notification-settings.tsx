import type { NotificationSettings as Flags } from '@ramkoll/shared/schemas/settings';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/toast';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import {
  browserPermission,
  requestBrowserPermission,
  type BrowserPermission,
} from '../utils/browser-permission';
import { settingsErrorText } from '../utils/settings-error';
import { SettingsSection } from '@/components/ui/settings-section';

type Flag = keyof Flags;
const flags: readonly Flag[] = [
  'browserNotificationsEnabled',
  'bikeRegistrationNotifications',
  'messageNotifications',
];
const flagKey = {
  browserNotificationsEnabled: 'browser',
  bikeRegistrationNotifications: 'bike_registration',
  messageNotifications: 'messages',
} as const satisfies Record<Flag, string>;

/**
 * Spec section 6: browser notifications need the browser's permission, the master flag and the
 * matching kind. Turning the master flag on asks the browser first; without a 'granted' answer the
 * flag stays off and the section says why.
 */
export function NotificationSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation('settings');
  const save = useSaveNotificationSettings();
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);
  const [asking, setAsking] = useState(false);
  const current: Flags = {
    browserNotificationsEnabled: user.browserNotificationsEnabled,
    bikeRegistrationNotifications: user.bikeRegistrationNotifications,
    messageNotifications: user.messageNotifications,
  };

  async function change(flag: Flag, on: boolean) {
    if (flag === 'browserNotificationsEnabled' && on) {
      setAsking(true);
      const answer = await requestBrowserPermission();
      setAsking(false);
      setPermission(answer);
      if (answer !== 'granted') return;
    }
    save.mutate(
      { ...current, [flag]: on },
      {
        onSuccess: () => notify.success(t('notifications.saved')),
        onError: (error) => notify.error(settingsErrorText(error)),
      },
    );
  }

  const blocked = permission === 'denied' || permission === 'unsupported';
  return (
    <SettingsSection
      id="settings-notifications"
      title={t('notifications.title')}
      description={t('notifications.description')}
    >
      {flags.map((flag) => (
        <FlagRow
          key={flag}
          label={t(`notifications.${flagKey[flag]}`)}
          hint={t(`notifications.${flagKey[flag]}_hint`)}
          checked={current[flag]}
          disabled={save.isPending || asking}
          onChange={(on) => void change(flag, on)}
        />
      ))}
      {blocked ? (
        <div role="alert" className="rounded-xl border border-accent/50 bg-accent-soft px-3.5 py-2.5 text-sm">
          <p className="font-medium">
            {t(permission === 'denied' ? 'notifications.denied_title' : 'notifications.unsupported_title')}
          </p>
          <p className="text-muted-foreground">
            {t(permission === 'denied' ? 'notifications.denied_text' : 'notifications.unsupported_text')}
          </p>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('notifications.in_app_note')}</p>
    </SettingsSection>
  );
}

function FlagRow(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{props.label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onCheckedChange={props.onChange}
      />
    </div>
  );
}
