import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMyConversationsResponse, type Conversation } from '@ramkoll/shared/schemas/messages';
import { apiJson } from '@/lib/api-client';
import { messagesKeys } from './keys';

/** How often an open /messages page looks for new messages. */
export const conversationsPollMs = 15_000;

/** GET /api/me/messages: my conversations, newest first. */
export async function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  const { conversations } = await apiJson('/api/me/messages', ZMyConversationsResponse, { signal });
  return conversations;
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: messagesKeys.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
    refetchInterval: conversationsPollMs,
  });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
