import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { impersonatesService } from '@ramkoll/shared/rules/display-name';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  ADJUSTMENT_REASON_MIN_LENGTH,
  STORE_DETAIL_MAX_LENGTH,
  type AdminPartner,
  type UpdatePartnerRequest,
} from '@ramkoll/shared/schemas/admin-partners';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { reasonProblem, refusal } from '@/lib/admin-reason';
import { useChangePartner } from '../api/partners';

type Problems = Record<string, string>;

const detailFields = ['name', 'chain', 'address', 'postalCode', 'city', 'phone', 'contactInfo'] as const;
const detailLabels = {
  name: 'name',
  chain: 'chain',
  address: 'address',
  postalCode: 'postal_code',
  city: 'city',
  phone: 'phone',
  contactInfo: 'contact_info',
} as const;

/** The words of a detail's problem: the server's codes the form knows, anything else as too long. */
function detailProblemKey(problem: string): 'required' | 'name_impersonates' | 'too_long' {
  return problem === 'required' || problem === 'name_impersonates' ? problem : 'too_long';
}

export interface PartnerFormProps {
  partner: AdminPartner;
  onDone: () => void;
}

/** Edit the store's details; every field's error shows at once (decision 037). */
export function EditPartnerForm({ partner, onDone }: PartnerFormProps) {
  const { t } = useTranslation('admin_office');
  const change = useChangePartner();
  const [values, setValues] = useState<Record<(typeof detailFields)[number], string>>({
    name: partner.name,
    chain: partner.chain ?? '',
    address: partner.address ?? '',
    postalCode: partner.postalCode ?? '',
    city: partner.city ?? '',
    phone: partner.phone ?? '',
    contactInfo: partner.contactInfo ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found: Problems = {};
    if (!values.name.trim()) found.name = 'required';
    else if (impersonatesService(values.name, { kind: 'store' })) found.name = 'name_impersonates';
    for (const field of detailFields)
      if (values[field].trim().length > STORE_DETAIL_MAX_LENGTH) found[field] = 'too_long';
    setProblems(found);
    const first = detailFields.find((field) => found[field]);
    if (first) {
      document.getElementById(`partner-${first}`)?.focus();
      return;
    }
    const nullable = (value: string) => value.trim() || null;
    const body: UpdatePartnerRequest = {
      name: values.name.trim(),
      chain: nullable(values.chain),
      address: nullable(values.address),
      postalCode: nullable(values.postalCode),
      city: nullable(values.city),
      phone: nullable(values.phone),
      contactInfo: nullable(values.contactInfo),
    };
    change.mutate(
      { kind: 'update', id: partner.id, body },
      {
        onSuccess: () => {
          notify.success(t('partners.saved', { name: body.name }));
          onDone();
        },
        onError: (error) => {
          const refused = refusal(error);
          if ('field' in refused) setProblems({ [refused.field]: refused.problem });
          else setFailure(refused.text);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('partners.edit_title', { name: partner.name })}</DialogTitle>
        <DialogDescription>{t('partners.edit_description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        {detailFields.map((field) => {
          const problem = problems[field];
          return (
            <Field
              key={field}
              id={`partner-${field}`}
              label={t(`partners.fields.${detailLabels[field]}`)}
              error={problem ? t(`partners.problems.${detailProblemKey(problem)}`) : null}
            >
              {(control) => (
                <Input
                  {...control}
                  value={values[field]}
                  onChange={(event) => {
                    setValues((current) => ({ ...current, [field]: event.target.value }));
                    setProblems(({ [field]: _dropped, ...rest }) => rest);
                  }}
                />
              )}
            </Field>
          );
        })}
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('partners.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('partners.saving') : t('partners.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Suspend, reactivate or adjust points: each needs a reason; points also an amount (+ or −). */
export function PartnerActionForm({
  partner,
  kind,
  onDone,
}: PartnerFormProps & { kind: 'suspend' | 'reactivate' | 'points' }) {
  const { t } = useTranslation('admin_office');
  const change = useChangePartner();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found: Problems = {};
    const points = Number(amount.replace(/\s/g, '').replace('−', '-'));
    if (kind === 'points') {
      if (!amount.trim() || !Number.isInteger(points)) found.amount = 'amount_invalid';
      else if (points === 0) found.amount = 'amount_zero';
      else if (points < 0 && -points > partner.pointsBalance) found.amount = 'amount_below_zero';
    }
    const problem = reasonProblem(reason);
    if (problem) found.reason = problem;
    setProblems(found);
    if (found.amount || found.reason) {
      document.getElementById(found.amount ? 'partner-amount' : 'partner-reason')?.focus();
      return;
    }
    const request =
      kind === 'points'
        ? { kind, id: partner.id, amount: points, reason: reason.trim() }
        : { kind, id: partner.id, reason: reason.trim() };
    change.mutate(request, {
      onSuccess: () => {
        notify.success(t(`partners.${kind}_done`, { name: partner.name }));
        onDone();
      },
      onError: (error) => {
        const refused = refusal(error);
        if ('field' in refused) setProblems({ [refused.field]: refused.problem });
        else setFailure(refused.text);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t(`partners.${kind}_title`, { name: partner.name })}</DialogTitle>
        <DialogDescription>
          {t(`partners.${kind}_description`, { balance: partner.pointsBalance })}
        </DialogDescription>
      </DialogHeader>
      {kind === 'points' ? (
        <Field
          id="partner-amount"
          label={t('partners.amount')}
          hint={t('partners.amount_hint')}
          error={problems.amount ? t(`partners.problems.${problems.amount as 'amount_zero'}`) : null}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setProblems(({ amount: _dropped, ...rest }) => rest);
              }}
            />
          )}
        </Field>
      ) : null}
      <Field
        id="partner-reason"
        label={t('partners.reason')}
        hint={t('partners.reason_hint', {
          min: ADJUSTMENT_REASON_MIN_LENGTH,
          max: ADJUSTMENT_REASON_MAX_LENGTH,
        })}
        error={problems.reason ? t(`partners.problems.${problems.reason as 'reason_required'}`) : null}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblems(({ reason: _dropped, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('partners.cancel')}
        </Button>
        <Button
          type="submit"
          variant={kind === 'suspend' ? 'destructive' : 'default'}
          disabled={change.isPending}
        >
          {change.isPending ? t('partners.saving') : t(`partners.${kind}_confirm`)}
        </Button>
      </DialogFooter>
    </form>
  );
}
