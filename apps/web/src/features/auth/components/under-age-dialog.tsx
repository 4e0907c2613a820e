import { Clock, LifeBuoy, ShieldAlert, Users } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';

interface UnderAgeDialogProps {
  age: number | null;
  onOpenChange: (open: boolean) => void;
}

const reasons = ['gdpr', 'contract', 'bankid', 'legal'] as const;

/** Explains why an account needs age 18 and what to do instead (spec section 5). */
export function UnderAgeDialog({ age, onOpenChange }: UnderAgeDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Dialog open={age !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} className="max-w-lg">
        <DialogHeader>
          <span className="mb-1 flex size-11 items-center justify-center rounded-2xl bg-accent-soft text-accent-foreground">
            <ShieldAlert aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{t('auth:under_age.title')}</DialogTitle>
          <DialogDescription>{t('auth:under_age.age', { age: age ?? 0 })}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="under-age-reasons" className="grid gap-2">
          <h3 id="under-age-reasons" className="text-sm font-semibold">
            {t('auth:under_age.reasons_title')}
          </h3>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground marker:text-primary">
            {reasons.map((reason) => (
              <li key={reason}>{t(`auth:under_age.reasons.${reason}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="under-age-alternatives" className="grid gap-2">
          <h3 id="under-age-alternatives" className="text-sm font-semibold">
            {t('auth:under_age.alternatives_title')}
          </h3>
          <ul className="grid gap-2 text-sm">
            <li className="flex gap-2.5 rounded-xl bg-muted/60 p-3">
              <Users aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {t('auth:under_age.alternatives.guardian')}
            </li>
            <li className="flex gap-2.5 rounded-xl bg-muted/60 p-3">
              <Clock aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {t('auth:under_age.alternatives.wait')}
            </li>
            <li className="flex gap-2.5 rounded-xl bg-muted/60 p-3">
              <LifeBuoy aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {t('auth:under_age.alternatives.support')}
            </li>
          </ul>
        </section>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link to={paths.contact.getHref()}>{t('auth:under_age.contact')}</Link>
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t('auth:under_age.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
