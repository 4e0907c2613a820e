import { useMutation } from '@tanstack/react-query';
import { ZStoreCustomerResponse, type StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import { apiJson } from '@/lib/api-client';

/** POST /api/store/customers/lookup: exact e-mail or personnummer, answered masked. */
export async function lookupCustomer(query: string): Promise<StoreCustomer> {
  const { customer } = await apiJson('/api/store/customers/lookup', ZStoreCustomerResponse, {
    method: 'POST',
    body: { query },
  });
  return customer;
}

export function useLookupCustomer() {
  return useMutation({ mutationFn: lookupCustomer });
}
