import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { checkCampaign, type CampaignField, type CampaignProblem } from '@ramkoll/shared/rules/campaign';
import type { AdminCampaign, CampaignInput } from '@ramkoll/shared/schemas/campaigns';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSaveCampaign } from '../api/campaigns';

type Problems = Partial<Record<CampaignField, CampaignProblem | 'below_redemptions'>>;

/** `datetime-local` values are the browser's local time (Swedish for the admins). */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function toIso(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** Create or edit a campaign (the code only when creating); every field's problem shows at once. */
export function CampaignForm({ campaign, onDone }: { campaign: AdminCampaign | null; onDone: () => void }) {
  const { t } = useTranslation('admin_insights');
  const save = useSaveCampaign();
  const [code, setCode] = useState(campaign?.code ?? '');
  const [name, setName] = useState(campaign?.name ?? '');
  const [startsAt, setStartsAt] = useState(campaign ? toLocalInput(campaign.startsAt) : '');
  const [endsAt, setEndsAt] = useState(campaign ? toLocalInput(campaign.endsAt) : '');
  const [cap, setCap] = useState(campaign?.maxRedemptions != null ? String(campaign.maxRedemptions) : '');
  const [benefit, setBenefit] = useState<'bonus' | 'percent'>(
    campaign?.percentOff != null ? 'percent' : 'bonus',
  );
  const [amount, setAmount] = useState(String(campaign?.bonusPoints ?? campaign?.percentOff ?? ''));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  function body(): CampaignInput {
    return {
      ...(campaign ? {} : { code }),
      name,
      startsAt: toIso(startsAt),
      endsAt: toIso(endsAt),
      maxRedemptions: cap.trim() === '' ? null : Number(cap),
      benefit,
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = body();
    const checked = checkCampaign(input, { requireCode: campaign === null });
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = Object.keys(checked.problems)[0];
      if (first) document.getElementById(`campaign-${first}`)?.focus();
      return;
    }
    save.mutate(
      { id: campaign?.id ?? null, body: input },
      {
        onSuccess: ({ campaign: saved }) => {
          notify.success(t('campaigns.saved', { code: saved.code }));
          onDone();
        },
        onError: (error) => {
          const details = isApiError(error)
            ? (error.details as { problems?: Problems; field?: string; problem?: string })
            : null;
          if (details?.problems) setProblems(details.problems);
          else if (details?.field === 'maxRedemptions') setProblems({ maxRedemptions: 'below_redemptions' });
          else if (isApiError(error) && error.code === 'CAMPAIGN_CODE_TAKEN')
            setProblems({ code: 'taken' as CampaignProblem });
          else
            setFailure(
              isApiError(error) ? t(`errors:${error.code}`, { defaultValue: t('failed') }) : t('failed'),
            );
        },
      },
    );
  }

  const problemText = (field: CampaignField) => {
    const problem = problems[field];
    return problem
      ? t(`campaigns.problems.${field}.${problem}`, { defaultValue: t(`campaigns.problems.${problem}`) })
      : null;
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>
          {campaign ? t('campaigns.edit_title', { code: campaign.code }) : t('campaigns.new_title')}
        </DialogTitle>
      </DialogHeader>
      {campaign ? null : (
        <Field
          id="campaign-code"
          label={t('campaigns.fields.code')}
          hint={t('campaigns.fields.code_hint')}
          error={problemText('code')}
        >
          {(control) => (
            <Input
              {...control}
              value={code}
              autoCapitalize="characters"
              onChange={(e) => setCode(e.target.value.toUpperCase())}
            />
          )}
        </Field>
      )}
      <Field id="campaign-name" label={t('campaigns.fields.name')} error={problemText('name')}>
        {(control) => <Input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="campaign-startsAt" label={t('campaigns.fields.starts_at')} error={problemText('startsAt')}>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />
          )}
        </Field>
        <Field id="campaign-endsAt" label={t('campaigns.fields.ends_at')} error={problemText('endsAt')}>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="campaign-benefit" label={t('campaigns.fields.benefit')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={benefit}
              onChange={(e) => setBenefit(e.target.value as 'bonus' | 'percent')}
            >
              <option value="bonus">{t('campaigns.benefit.bonus')}</option>
              <option value="percent">{t('campaigns.benefit.percent')}</option>
            </NativeSelect>
          )}
        </Field>
        <Field
          id="campaign-amount"
          label={benefit === 'bonus' ? t('campaigns.fields.bonus_points') : t('campaigns.fields.percent_off')}
          error={problemText('amount')}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        id="campaign-maxRedemptions"
        label={t('campaigns.fields.cap')}
        hint={t('campaigns.fields.cap_hint')}
        error={problemText('maxRedemptions')}
      >
        {(control) => (
          <Input {...control} inputMode="numeric" value={cap} onChange={(e) => setCap(e.target.value)} />
        )}
      </Field>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('campaigns.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('campaigns.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
