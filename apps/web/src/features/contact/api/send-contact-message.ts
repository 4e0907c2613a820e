import { useMutation } from '@tanstack/react-query';
import { ZContactResponse, type ContactRequest } from '@ramkoll/shared/schemas/public-pages';
import { apiJson } from '@/lib/api-client';

/** POST /api/contact: stored and e-mailed to support; answers the message id. */
export async function sendContactMessage(body: ContactRequest): Promise<{ id: string }> {
  return apiJson('/api/contact', ZContactResponse, { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
