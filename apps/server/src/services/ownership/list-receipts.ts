import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import type { Db } from '../../db/client.js';
import type { Actor } from '../actor.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { selectReceipts } from './receipt-view.js';

/** /receipts: every receipt where I am buyer or seller, newest first. */
export async function listReceipts({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ receipts: OwnershipReceipt[] }> {
  assertCustomer(actor);
  return { receipts: await selectReceipts(db, actor) };
}
