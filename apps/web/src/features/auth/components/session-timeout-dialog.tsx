import { TimerReset } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatCountdown } from '../utils/idle';

interface SessionTimeoutDialogProps {
  open: boolean;
  secondsLeft: number;
  isExtending: boolean;
  onExtend: () => void;
  onLogout: () => void;
}

/** The inactivity warning with a live countdown (spec sections 2 and 4). */
export function SessionTimeoutDialog({
  open,
  secondsLeft,
  isExtending,
  onExtend,
  onLogout,
}: SessionTimeoutDialogProps) {
  const { t } = useTranslation('auth');
  const time = formatCountdown(secondsLeft);
  const extendButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onExtend())}>
      <DialogContent
        role="alertdialog"
        aria-describedby="session-timeout-text"
        // Focus on "Fortsätt": Enter or Space keeps the session; signing out takes a deliberate move.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          extendButton.current?.focus();
        }}
      >
        <DialogHeader>
          <span className="mb-1 flex size-11 items-center justify-center rounded-2xl bg-accent-soft text-accent-foreground">
            <TimerReset aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{t('session.warning_title')}</DialogTitle>
          <DialogDescription id="session-timeout-text">
            {t('session.warning_text', { time })}
          </DialogDescription>
        </DialogHeader>
        <p
          aria-hidden="true"
          className="text-center font-mono text-5xl font-bold tabular-nums text-primary-deep"
          data-testid="session-countdown"
        >
          {time}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onLogout}>
            {t('session.logout')}
          </Button>
          <Button ref={extendButton} onClick={onExtend} disabled={isExtending}>
            {t('session.extend')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
