import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminCampaignResponse,
  ZAdminCampaigns,
  type CampaignInput,
} from '@ramkoll/shared/schemas/campaigns';
import { apiJson } from '@/lib/api-client';

const campaignKeys = { all: ['admin', 'campaigns'] as const };

/** GET /api/admin/campaigns: every campaign with its state and redemptions. */
export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.all,
    queryFn: ({ signal }) => apiJson('/api/admin/campaigns', ZAdminCampaigns, { signal }),
  });
}

/** POST (new) or PUT (edit) /api/admin/campaigns. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CampaignInput }) =>
      apiJson(id ? `/api/admin/campaigns/${id}` : '/api/admin/campaigns', ZAdminCampaignResponse, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** POST /api/admin/campaigns/:id/{pause,resume,end}. */
export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pause' | 'resume' | 'end' }) =>
      apiJson(`/api/admin/campaigns/${id}/${action}`, ZAdminCampaignResponse, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
