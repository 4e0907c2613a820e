import type { BlockedAction } from '@ramkoll/shared/schemas/bike';
import { notify } from '@/lib/toast';
import { bikeErrorMessage, blockedActionOf } from './bike-error';

interface BikeChangeOutcome {
  /** The success toast. */
  success: string;
  onSuccess?: () => void;
  /** A stolen bike refused the change (409 BIKE_STOLEN): show the blocked dialog, not a toast. */
  onBlocked?: (action: BlockedAction) => void;
  onError?: (error: unknown) => void;
}

/**
 * Waits for a change to a bike and tells the owner how it went. Awaiting the promise (rather than
 * passing callbacks to `mutate`) still reports when the card has gone, as after a delete.
 */
export async function runBikeChange(change: Promise<unknown>, outcome: BikeChangeOutcome): Promise<void> {
  try {
    await change;
  } catch (error) {
    const blocked = blockedActionOf(error);
    if (blocked && outcome.onBlocked) {
      outcome.onBlocked(blocked);
      return;
    }
    notify.error(bikeErrorMessage(error));
    outcome.onError?.(error);
    return;
  }
  notify.success(outcome.success);
  outcome.onSuccess?.();
}
