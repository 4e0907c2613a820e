import { KeyRound, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { checkStaffCodeInput, MAX_STAFF_CODE_LABEL } from '@ramkoll/shared/rules/store-settings';
import type { StaffCode } from '@ramkoll/shared/schemas/store-area';
import { Badge } from '@/components/ui/badge';
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
import { LabelledSpinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-cards';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useAddStaffCode, useDisableStaffCode, useStaffCodes } from '../api/staff-codes';
import { errorText, errorsByField, problemText, serverFieldProblem } from '../utils/problem-text';
import { SettingsSection } from '@/components/ui/settings-section';

/** Staff codes: the list (label, active, last used), add one (shown once), disable one. */
export function StaffCodesSection({ onOwnCodeDisabled }: { onOwnCodeDisabled: () => void }) {
  const { t } = useTranslation('store_area');
  const codes = useStaffCodes();
  return (
    <SettingsSection
      id="store-staff-codes"
      title={t('settings.codes_title')}
      description={t('settings.codes_description')}
    >
      {codes.isPending ? (
        <LabelledSpinner label={t('settings.codes_loading')} />
      ) : codes.isError ? (
        <ErrorState
          titleAs="p"
          title={t('settings.codes_error')}
          retryLabel={t('settings.retry')}
          retrying={codes.isFetching}
          onRetry={() => void codes.refetch()}
        />
      ) : (
        <CodeList codes={codes.data} onOwnCodeDisabled={onOwnCodeDisabled} />
      )}
      <AddCodeForm />
    </SettingsSection>
  );
}

function CodeList({ codes, onOwnCodeDisabled }: { codes: StaffCode[]; onOwnCodeDisabled: () => void }) {
  const { t } = useTranslation('store_area');
  const language = currentLanguage();
  const disable = useDisableStaffCode();
  const [confirming, setConfirming] = useState<StaffCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const activeCount = codes.filter((code) => code.active).length;

  async function run(code: StaffCode, confirm: boolean) {
    setError(null);
    try {
      const { signedOutOfCode } = await disable.mutateAsync({ id: code.id, confirm });
      setConfirming(null);
      notify.success(t('settings.disabled_toast', { label: code.label ?? t('settings.unnamed') }));
      if (signedOutOfCode) onOwnCodeDisabled();
    } catch (failure) {
      setConfirming(null);
      setError(errorText(failure));
    }
  }

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {codes.map((code) => {
          const label = code.label ?? t('settings.unnamed');
          const lastOne = code.active && activeCount <= 1;
          return (
            <li
              key={code.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3"
            >
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
                  <span className="break-words">{label}</span>
                  <Badge variant={code.active ? 'success' : 'outline'}>
                    {code.active ? t('settings.active') : t('settings.inactive')}
                  </Badge>
                  {code.current ? <Badge variant="secondary">{t('settings.current')}</Badge> : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {code.lastUsedAt
                    ? t('settings.last_used', { date: formatDateTime(code.lastUsedAt, language) })
                    : t('settings.never_used')}
                </p>
                {lastOne ? (
                  <p className="text-xs text-muted-foreground">{t('settings.last_code_hint')}</p>
                ) : null}
              </div>
              {code.active ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={lastOne || disable.isPending}
                  aria-label={t('settings.disable_label', { label })}
                  onClick={() => (code.current ? setConfirming(code) : void run(code, false))}
                >
                  {t('settings.disable')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        <DialogContent closeLabel={t('settings.cancel')}>
          <DialogHeader>
            <DialogTitle>{t('settings.disable_title')}</DialogTitle>
            <DialogDescription>{t('settings.disable_text')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t('settings.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={disable.isPending}
              onClick={() => (confirming ? void run(confirming, true) : undefined)}
            >
              {t('settings.disable_confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

type CodeField = 'label' | 'code';

function AddCodeForm() {
  const { t } = useTranslation('store_area');
  const add = useAddStaffCode();
  const [values, setValues] = useState({ label: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<CodeField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<{ label: string; code: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = errorsByField(checkStaffCodeInput(values), t);
    setErrors(found);
    setFormError(null);
    const first = (['label', 'code'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`staff-code-${first}`)?.focus();
      return;
    }
    try {
      const code = { label: values.label.trim(), code: values.code.trim().toUpperCase() };
      await add.mutateAsync(code);
      setValues({ label: '', code: '' });
      setAdded(code);
    } catch (failure) {
      const problem = serverFieldProblem(failure);
      if (problem && (problem.field === 'label' || problem.field === 'code')) {
        setErrors({ [problem.field]: problemText(problem.problem, t) });
      } else if (failure instanceof Error && 'code' in failure && failure.code === 'STAFF_CODE_TAKEN') {
        setErrors({ code: errorText(failure) });
      } else {
        setFormError(errorText(failure));
      }
    }
  }

  function change(field: CodeField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 border-t border-border pt-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="staff-code-label"
          label={t('settings.code_label')}
          hint={t('settings.code_label_hint')}
          error={errors.label ?? null}
        >
          {(control) => (
            <Input
              {...control}
              value={values.label}
              maxLength={MAX_STAFF_CODE_LABEL + 20}
              onChange={(event) => change('label', event.target.value)}
            />
          )}
        </Field>
        <Field
          id="staff-code-code"
          label={t('settings.code')}
          hint={t('settings.code_hint')}
          error={errors.code ?? null}
        >
          {(control) => (
            <Input
              {...control}
              value={values.code}
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase"
              onChange={(event) => change('code', event.target.value)}
            />
          )}
        </Field>
      </div>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? t('settings.adding') : t('settings.add_code')}
        </Button>
      </div>
      <Dialog open={added !== null} onOpenChange={(open) => (open ? undefined : setAdded(null))}>
        <DialogContent closeLabel={t('settings.close')}>
          <DialogHeader>
            <DialogTitle>{t('settings.added_title')}</DialogTitle>
            <DialogDescription>{t('settings.added_text')}</DialogDescription>
          </DialogHeader>
          {added ? (
            <div className="grid gap-1 rounded-xl bg-muted p-4 text-center">
              <p className="text-sm text-muted-foreground">
                {t('settings.added_code', { label: added.label })}
              </p>
              <p className="font-mono text-2xl font-bold tracking-widest break-all">{added.code}</p>
            </div>
          ) : null}
          <DialogFooter>
            <Button onClick={() => setAdded(null)}>{t('settings.close')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
