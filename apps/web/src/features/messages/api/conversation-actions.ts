import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZBikeMessageSent,
  ZMarkReadResponse,
  type ConversationRef,
  type ReplyRequest,
} from '@ramkoll/shared/schemas/messages';
import { apiJson } from '@/lib/api-client';
import { messagesKeys } from './keys';

/** POST /api/me/messages/read: the counterpart's messages to me on that bike are read. */
export async function markConversationRead(conversation: ConversationRef) {
  return apiJson('/api/me/messages/read', ZMarkReadResponse, { method: 'POST', body: conversation });
}

/** POST /api/me/messages/reply: a reply within the conversation. */
export async function replyToConversation(reply: ReplyRequest) {
  return apiJson('/api/me/messages/reply', ZBikeMessageSent, { method: 'POST', body: reply });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ marked }) => {
      if (marked > 0) void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
  });
}

export function useReplyToConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
