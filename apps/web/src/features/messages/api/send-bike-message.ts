import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBikeMessageSent, type SendBikeMessageRequest } from '@ramkoll/shared/schemas/messages';
import { apiJson } from '@/lib/api-client';
import { messagesKeys } from './keys';

export interface SendBikeMessageVariables {
  bikeId: string;
  message: SendBikeMessageRequest;
}

/** POST /api/bikes/:id/messages: "Kontakta ägaren". */
export async function sendBikeMessage({ bikeId, message }: SendBikeMessageVariables) {
  return apiJson(`/api/bikes/${bikeId}/messages`, ZBikeMessageSent, { method: 'POST', body: message });
}

export function useSendBikeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBikeMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
