import type { MyBike } from '@ramkoll/shared/schemas/bike';
import type { Db } from '../../db/client.js';
import type { Actor } from '../actor.js';
import { assertCustomer } from './bike-access.js';
import { selectMyBikes } from './my-bike.js';

/** /my-bikes: the actor's bikes, newest first, deleted ones left out. */
export async function listMyBikes({ db, actor }: { db: Db; actor: Actor }): Promise<{ bikes: MyBike[] }> {
  assertCustomer(actor);
  return { bikes: await selectMyBikes(db, actor) };
}
