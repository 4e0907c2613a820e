import { useMutation } from '@tanstack/react-query';
import { ZCompany, type Company } from '@ramkoll/shared/schemas/store-requests';
import { apiJson } from './api-client';

/** GET /api/companies/:organizationNumber: the register's company, or a coded refusal. */
export async function lookUpCompany(organizationNumber: string): Promise<Company> {
  return apiJson(`/api/companies/${encodeURIComponent(organizationNumber.trim())}`, ZCompany);
}

/** A mutation, not a query: the form asks for it with the "Verifiera" button, once per number. */
export function useLookUpCompany() {
  return useMutation({ mutationFn: lookUpCompany });
}
