import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRegisterBikeResponse, type RegisterBikeRequest } from '@ramkoll/shared/schemas/bike';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

export type RegisterBikeResponse = z.infer<typeof ZRegisterBikeResponse>;

/** POST /api/me/bikes: checks, debits 100 points and registers the bike in one transaction. */
export function registerBike(body: RegisterBikeRequest): Promise<RegisterBikeResponse> {
  return apiJson('/api/me/bikes', ZRegisterBikeResponse, { method: 'POST', body });
}

/** On success the top bar's balance shows the new amount at once and /my-bikes refetches. */
export function useRegisterBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerBike,
    onSuccess: ({ pointsBalance }) => {
      queryClient.setQueryData(sharedQueryKeys.balance, { pointsBalance });
      // Not awaited: the person sees the success at once while the lists refresh behind it.
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.myBikes });
    },
  });
}
