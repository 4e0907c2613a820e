import { Lightbulb } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface SearchTipsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const tips = ['frame_number', 'look_alikes', 'text', 'qr', 'privacy'] as const;

/** The search tips dialog of spec section 2. */
export function SearchTipsDialog({ open, onOpenChange }: SearchTipsDialogProps) {
  const { t } = useTranslation('bike_search');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('tips.close')}>
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-2xl bg-accent/15 text-accent-foreground">
            <Lightbulb aria-hidden="true" className="size-5" />
          </div>
          <DialogTitle>{t('tips.title')}</DialogTitle>
          <DialogDescription>{t('tips.description')}</DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-2.5 pl-5 text-sm leading-relaxed">
          {tips.map((tip) => (
            <li key={tip}>{t(`tips.${tip}`)}</li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('tips.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
