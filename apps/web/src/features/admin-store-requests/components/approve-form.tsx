import { Store } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  POINTS_PER_PACKAGE_BIKE,
  storeApprovalProblemsOf,
  type StoreApprovalField,
} from '@ramkoll/shared/rules/partnership-application';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { useApproveStoreRequest } from '../api/approve-store-request';
import { decisionErrorText, decisionFieldProblem, type DecisionProblem } from '../utils/decision-error';
import type { DecisionFormProps } from './decision-dialog';

type Values = Record<StoreApprovalField, string>;

/** Approve an application: the admin may adjust the store's name, chain and location id first. */
export function ApproveForm({ request, onDone }: DecisionFormProps) {
  const { t } = useTranslation(['admin_store_requests', 'common']);
  const approve = useApproveStoreRequest();
  const [values, setValues] = useState<Values>({ name: request.companyName, chain: '', locationId: '' });
  const [problems, setProblems] = useState<{ field: StoreApprovalField; problem: DecisionProblem }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const points = request.bikeCount * POINTS_PER_PACKAGE_BIKE;

  const errorFor = (field: StoreApprovalField) => {
    const found = problems.find((candidate) => candidate.field === field);
    return found ? t(`problems.${found.problem}`) : null;
  };
  const input = (field: StoreApprovalField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => current.filter((found) => found.field !== field));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = storeApprovalProblemsOf(values);
    setProblems(found);
    if (found[0]) {
      document.getElementById(`approve-${found[0].field}`)?.focus();
      return;
    }
    approve.mutate(
      { id: request.id, body: values },
      {
        onSuccess: (decided) => {
          notify.success(t('approve.done', { store: values.name.trim(), points: decided.pointsCredited }));
          onDone();
        },
        onError: (error) => {
          const refused = decisionFieldProblem(error);
          if (refused && ['name', 'chain', 'locationId'].includes(refused.field)) {
            setProblems([{ field: refused.field as StoreApprovalField, problem: refused.problem }]);
            return;
          }
          setFailure(decisionErrorText(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('approve.title', { company: request.companyName })}</DialogTitle>
        <DialogDescription>
          {t('approve.description', { email: request.contactEmail, points })}
        </DialogDescription>
      </DialogHeader>
      <Field id="approve-name" label={t('approve.name')} error={errorFor('name')}>
        {(control) => <Input {...control} {...input('name')} maxLength={200} />}
      </Field>
      <Field id="approve-chain" label={t('approve.chain')} error={errorFor('chain')}>
        {(control) => <Input {...control} {...input('chain')} maxLength={200} />}
      </Field>
      <Field
        id="approve-locationId"
        label={t('approve.location_id')}
        error={errorFor('locationId')}
        hint={t('approve.location_id_hint')}
      >
        {(control) => (
          <Input {...control} {...input('locationId')} maxLength={40} autoCapitalize="characters" />
        )}
      </Field>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={approve.isPending}>
          <Store aria-hidden="true" />
          {approve.isPending ? t('approve.confirming') : t('approve.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
