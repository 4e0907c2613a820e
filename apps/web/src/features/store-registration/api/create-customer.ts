import { useMutation } from '@tanstack/react-query';
import {
  ZStoreCustomerResponse,
  type CreateCustomerRequest,
  type StoreCustomer,
} from '@ramkoll/shared/schemas/store-registration';
import { apiJson } from '@/lib/api-client';

/** POST /api/store/customers: the account, with its temporary password e-mailed to the customer. */
export async function createCustomer(body: CreateCustomerRequest): Promise<StoreCustomer> {
  const { customer } = await apiJson('/api/store/customers', ZStoreCustomerResponse, {
    method: 'POST',
    body,
  });
  return customer;
}

export function useCreateCustomer() {
  return useMutation({ mutationFn: createCustomer });
}
