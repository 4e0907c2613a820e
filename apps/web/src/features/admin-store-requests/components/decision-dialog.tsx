import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { StoreRequest } from '@ramkoll/shared/schemas/store-requests';
import { Dialog, DialogContent } from '@/components/ui/dialog';

export interface DecisionFormProps {
  request: StoreRequest;
  onDone: () => void;
}

interface DecisionDialogProps {
  /** The application being decided; null keeps the dialog closed. */
  request: StoreRequest | null;
  onOpenChange: (open: boolean) => void;
  /** The approval or rejection form; a fresh one per application. */
  form: ComponentType<DecisionFormProps>;
}

/** The dialog around an approval or rejection form. */
export function DecisionDialog({ request, onOpenChange, form: Form }: DecisionDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-w-lg">
        {request ? <Form key={request.id} request={request} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
