import type { onSendAsyncHookHandler } from 'fastify';

/** The store's lists and settings hold customer data (masked) and business figures: never cached. */
export const noStore: onSendAsyncHookHandler = async (_request, reply) => {
  reply.header('Cache-Control', 'no-store');
};
