import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, sessionOf } from '../../plugins/auth.js';
import { storeContextOf, type StoreContext } from '../../services/store/store-context.js';

/** The caller's store and the staff code its session confirmed, for the store routes' services. */
export function storeOf(app: FastifyInstance, request: FastifyRequest): Promise<StoreContext> {
  return storeContextOf({ db: app.db, actor: actorOf(request), sessionId: sessionOf(request).sessionId });
}
