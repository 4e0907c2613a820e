import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  ADJUSTMENT_REASON_MIN_LENGTH,
} from '@ramkoll/shared/schemas/admin-partners';
import { actionKey, type AdminBikeAction } from '@ramkoll/shared/schemas/admin-bikes';
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
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { reasonProblem, refusal } from '@/lib/admin-reason';
import { useAdminBikeAction } from '../api/admin-bikes';

export interface ReasonDialogProps {
  bike: { id: string; frameNumber: string };
  action: AdminBikeAction | null;
  onClose: () => void;
}

/**
 * The reason an admin gives for an action on a bike (decision 043): a modal dialog (focus kept
 * inside, Escape and the close button cancel, the title and description name it), the reason's
 * problem shown on the field, any refusal from the server in the form's alert.
 */
export function ReasonDialog({ bike, action, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('admin_bike_search');
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('dialog.cancel')} className="max-w-lg">
        {action ? <ReasonForm key={action} bike={bike} action={action} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({ bike, action, onClose }: ReasonDialogProps & { action: AdminBikeAction }) {
  const { t } = useTranslation('admin_bike_search');
  const change = useAdminBikeAction();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = reasonProblem(reason);
    setProblem(found);
    if (found) {
      document.getElementById('admin-bike-reason')?.focus();
      return;
    }
    change.mutate(
      { id: bike.id, action, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t(`dialog.${actionKey(action)}_done`, { frameNumber: bike.frameNumber }));
          onClose();
        },
        onError: (error) => {
          const refused = refusal(error, t('dialog.failed'));
          if ('field' in refused) setProblem(refused.problem);
          else setFailure(refused.text);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t(`dialog.${actionKey(action)}_title`, { frameNumber: bike.frameNumber })}</DialogTitle>
        <DialogDescription>{t(`dialog.${actionKey(action)}_description`)}</DialogDescription>
      </DialogHeader>
      <Field
        id="admin-bike-reason"
        label={t('dialog.reason')}
        hint={t('dialog.reason_hint', {
          min: ADJUSTMENT_REASON_MIN_LENGTH,
          max: ADJUSTMENT_REASON_MAX_LENGTH,
        })}
        error={problem ? t(`problems.${problem as 'reason_required'}`) : null}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </Field>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button
          type="submit"
          variant={action === 'delete' ? 'destructive' : 'default'}
          disabled={change.isPending}
        >
          {change.isPending ? t('dialog.saving') : t(`action.${actionKey(action)}`)}
        </Button>
      </DialogFooter>
    </form>
  );
}
