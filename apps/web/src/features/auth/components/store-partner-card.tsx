import { BarChart3, BadgeCheck, ClipboardList, ScanSearch, Store, Sparkles } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

const benefits = [
  { key: 'register', Icon: ClipboardList },
  { key: 'trust', Icon: BadgeCheck },
  { key: 'search', Icon: ScanSearch },
  { key: 'analytics', Icon: BarChart3 },
  { key: 'listing', Icon: Sparkles },
] as const;

/**
 * For shop owners on /register: an info card with a benefits dialog, around the partnership
 * application form (the page passes it in: features do not import each other). The dialog's
 * button closes it and puts the focus on the form's first field.
 */
export function StorePartnerCard({ children, formFieldId }: { children: ReactNode; formFieldId: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const toForm = useRef(false);
  return (
    <Card className="overflow-hidden">
      <CardContent className="grid gap-4 pt-6">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent-foreground">
            <Store aria-hidden="true" className="size-6" />
          </span>
          <div>
            <Badge variant="accent">{t('auth:register.store.badge')}</Badge>
            <h2 className="mt-1.5 text-lg font-semibold">{t('auth:register.store.title')}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('auth:register.store.text')}</p>
          </div>
        </div>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">{t('auth:register.store.benefits_button')}</Button>
          </DialogTrigger>
          <DialogContent
            closeLabel={t('common:actions.close')}
            className="max-w-lg"
            onCloseAutoFocus={(event) => {
              // Closed with 'Ansök nu': the focus goes to the form instead of back to the trigger.
              if (!toForm.current) return;
              toForm.current = false;
              event.preventDefault();
              document.getElementById(formFieldId)?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{t('auth:register.store.benefits_title')}</DialogTitle>
              <DialogDescription>{t('auth:register.store.benefits_description')}</DialogDescription>
            </DialogHeader>
            <ul className="grid gap-2.5">
              {benefits.map(({ key, Icon }) => (
                <li key={key} className="flex gap-3 rounded-xl bg-muted/60 p-3 text-sm">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {t(`auth:register.store.benefits.${key}`)}
                </li>
              ))}
            </ul>
            <DialogFooter>
              <DialogClose asChild>
                <Button
                  onClick={() => {
                    toForm.current = true;
                  }}
                >
                  {t('auth:register.store.application_link')}
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <section className="rounded-xl border border-border bg-muted/30 p-4">{children}</section>
      </CardContent>
    </Card>
  );
}
