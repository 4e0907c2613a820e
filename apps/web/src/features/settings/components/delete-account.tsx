import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { deleteConfirmationWords, isDeleteConfirmation } from '@ramkoll/shared/rules/account-settings';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteAccount } from '../api/account';
import { settingsErrorText } from '../utils/settings-error';
import { SettingsSection } from '@/components/ui/settings-section';

interface DeleteAccountProps {
  /** After the server deleted the account: clear the client like a sign-out and go to '/'. */
  onDeleted: () => void;
}

/**
 * Delete my account (decision 019): the password and a typed word confirm it. The server refuses
 * while bikes or transfers remain, and says so; the dialog shows its words.
 */
export function DeleteAccount({ onDeleted }: DeleteAccountProps) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection id="settings-delete" title={t('delete.title')} description={t('delete.description')}>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          {t('delete.open')}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <DeleteAccountDialog onDeleted={onDeleted} onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </SettingsSection>
  );
}

function DeleteAccountDialog({ onDeleted, onCancel }: DeleteAccountProps & { onCancel: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expected = deleteConfirmationWords[currentLanguage()];
  const ready = password.length > 0 && isDeleteConfirmation(word);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setError(null);
    try {
      await remove.mutateAsync(password);
      onDeleted();
    } catch (failure) {
      setError(settingsErrorText(failure));
    }
  }

  return (
    <DialogContent closeLabel={t('common:actions.close')}>
      <DialogHeader>
        <DialogTitle>{t('settings:delete.dialog_title')}</DialogTitle>
        <DialogDescription>{t('settings:delete.dialog_text')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-3">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Field id="delete-account-password" label={t('settings:delete.password')}>
          <Input
            id="delete-account-password"
            type="password"
            autoComplete="current-password"
            value={password}
            maxLength={200}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field id="delete-account-word" label={t('settings:delete.type_word', { word: expected })}>
          <Input
            id="delete-account-word"
            value={word}
            autoComplete="off"
            maxLength={20}
            onChange={(event) => setWord(event.target.value)}
          />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t('settings:delete.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={!ready || remove.isPending}>
            {remove.isPending ? t('settings:delete.deleting') : t('settings:delete.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
