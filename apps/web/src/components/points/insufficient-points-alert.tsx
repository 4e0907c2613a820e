import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Too few points for what the dialog is about to spend, with the way to buy more ('Köp poäng'). */
export function InsufficientPointsAlert({ message, buyLabel }: { message: string; buyLabel: string }) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-xl border border-destructive/30 bg-destructive/5 p-3 text-sm"
    >
      <p className="font-medium text-destructive">{message}</p>
      <Button asChild variant="accent" size="sm" className="justify-self-start">
        <Link to={paths.order.getHref()}>
          <Coins aria-hidden="true" />
          {buyLabel}
        </Link>
      </Button>
    </div>
  );
}
