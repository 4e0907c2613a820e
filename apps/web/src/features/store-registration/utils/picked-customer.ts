import { z } from 'zod';
import { ZStoreCustomer, type StoreCustomer } from '@ramkoll/shared/schemas/store-registration';

const ZPickedState = z.object({ customer: ZStoreCustomer });

/** Navigation state that carries a customer back to /store-dashboard (created or picked). */
export function pickedCustomerState(customer: StoreCustomer): { customer: StoreCustomer } {
  return { customer };
}

/** The customer in a location's state, parsed: history state is data from outside (house style rule 3). */
export function pickedCustomerFrom(state: unknown): StoreCustomer | null {
  const parsed = ZPickedState.safeParse(state);
  return parsed.success ? parsed.data.customer : null;
}
