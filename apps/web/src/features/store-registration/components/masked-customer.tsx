import { UserRound } from 'lucide-react';
import type { StoreCustomer } from '@ramkoll/shared/schemas/store-registration';

/**
 * A customer as the counter sees them: the masked name and e-mail, which the person at the counter
 * recognises as theirs. Never any part of the personnummer (decision 093).
 */
export function MaskedCustomer({ customer }: { customer: StoreCustomer }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <UserRound aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold">{customer.maskedName}</p>
        <p className="text-sm break-words text-muted-foreground">{customer.maskedEmail}</p>
      </div>
    </div>
  );
}
