import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZStoreProfile, type StoreProfile } from '@ramkoll/shared/schemas/store';
import type { StoreProfileUpdate } from '@ramkoll/shared/schemas/store-area';
import { apiJson } from '@/lib/api-client';
import { storeAreaKeys } from './keys';

/** GET /api/store/me: the signed-in store. */
export function getStoreProfile(signal?: AbortSignal): Promise<StoreProfile> {
  return apiJson('/api/store/me', ZStoreProfile, { signal });
}

export function useStoreProfile() {
  return useQuery(
    queryOptions({ queryKey: storeAreaKeys.profile(), queryFn: ({ signal }) => getStoreProfile(signal) }),
  );
}

/** PUT /api/store/profile: phone, address and contact details. */
export function saveStoreProfile(body: StoreProfileUpdate): Promise<StoreProfile> {
  return apiJson('/api/store/profile', ZStoreProfile, { method: 'PUT', body });
}

export function useSaveStoreProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStoreProfile,
    onSuccess: (profile) => queryClient.setQueryData(storeAreaKeys.profile(), profile),
  });
}
