import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ConsentChoices } from '@ramkoll/shared/schemas/consent';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';

interface CookieSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
}

const optional = ['analytics', 'marketing', 'functional'] as const;

/** The customise dialog: necessary is locked on; analytics, marketing and functional are switches. */
export function CookieSettingsDialog({ open, onOpenChange, initial, onSave }: CookieSettingsDialogProps) {
  const { t } = useTranslation(['consent', 'common']);
  const [choices, setChoices] = useState(initial);

  function handleOpenChange(next: boolean) {
    if (next) setChoices(initial);
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('consent:dialog.title')}</DialogTitle>
          <DialogDescription>{t('consent:dialog.description')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          <li className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
            <div>
              <p id="consent-necessary" className="font-medium">
                {t('consent:categories.necessary.title')}
              </p>
              <p className="text-sm text-muted-foreground">{t('consent:categories.necessary.text')}</p>
              <p className="mt-1 text-xs font-semibold text-primary">{t('consent:dialog.always_on')}</p>
            </div>
            <Switch checked disabled aria-labelledby="consent-necessary" />
          </li>
          {optional.map((category) => (
            <li
              key={category}
              className="flex items-start justify-between gap-4 rounded-xl border border-border p-3"
            >
              <div>
                <p id={`consent-${category}`} className="font-medium">
                  {t(`consent:categories.${category}.title`)}
                </p>
                <p className="text-sm text-muted-foreground">{t(`consent:categories.${category}.text`)}</p>
              </div>
              <Switch
                checked={choices[category]}
                aria-labelledby={`consent-${category}`}
                onCheckedChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
              />
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={() => onSave(choices)}>{t('consent:dialog.save')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
