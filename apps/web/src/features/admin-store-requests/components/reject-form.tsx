import { Ban } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  checkStoreRejectionReason,
  STORE_REJECTION_REASON_MAX_LENGTH,
} from '@ramkoll/shared/rules/partnership-application';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FormAlert } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { useRejectStoreRequest } from '../api/reject-store-request';
import { decisionErrorText, decisionFieldProblem, type DecisionProblem } from '../utils/decision-error';
import type { DecisionFormProps } from './decision-dialog';

/** Reject an application with a reason (required), which is e-mailed to the shop. */
export function RejectForm({ request, onDone }: DecisionFormProps) {
  const { t } = useTranslation(['admin_store_requests', 'common']);
  const reject = useRejectStoreRequest();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<DecisionProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = checkStoreRejectionReason(reason);
    if (!checked.ok) {
      setProblem(checked.problem);
      document.getElementById('reject-reason')?.focus();
      return;
    }
    reject.mutate(
      { id: request.id, body: { reason: checked.reason } },
      {
        onSuccess: () => {
          notify.success(t('reject.done', { company: request.companyName }));
          onDone();
        },
        onError: (error) => {
          const refused = decisionFieldProblem(error);
          if (refused?.field === 'reason') setProblem(refused.problem);
          else setFailure(decisionErrorText(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('reject.title', { company: request.companyName })}</DialogTitle>
        <DialogDescription>{t('reject.description', { email: request.contactEmail })}</DialogDescription>
      </DialogHeader>
      <Field
        id="reject-reason"
        label={t('reject.reason')}
        error={problem ? t(`problems.${problem}`) : null}
        hint={t('reject.reason_hint')}
      >
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            rows={4}
            maxLength={STORE_REJECTION_REASON_MAX_LENGTH + 100}
          />
        )}
      </Field>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={reject.isPending}>
          <Ban aria-hidden="true" />
          {reject.isPending ? t('reject.confirming') : t('reject.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
