import type { MyBike, UpdateBikeRequest } from '@ramkoll/shared/schemas/bike';
import { and, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { findOwnFile } from '../files/find-own-file.js';
import { assertCustomer, bikeStolen, ownLiveBike, refusalFor } from './bike-access.js';
import { sanitizeSentTexts } from './bike-texts.js';
import { selectMyBike } from './my-bike.js';

type NewBike = typeof bikes.$inferInsert;

export interface UpdateBikeOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  changes: UpdateBikeRequest;
  meta: RequestMeta;
}

/**
 * The owner edits a bike: only the fields sent change, null clears one. A stolen bike refuses
 * (409 BIKE_STOLEN { action: 'edit' }); the update itself requires "not stolen", so a theft
 * reported a moment earlier cannot be overwritten.
 */
export async function updateBike(options: UpdateBikeOptions): Promise<{ bike: MyBike }> {
  const { db, actor, bikeId, changes, meta } = options;
  assertCustomer(actor);
  const values: Partial<NewBike> = { ...sanitizeSentTexts(changes), ...privacyColumns(changes.privacy) };
  if (changes.bikeType !== undefined) values.bikeType = changes.bikeType;
  if (changes.bikePhotoFileId !== undefined) values.bikePhotoFileId = changes.bikePhotoFileId;

  return db.transaction(async (tx) => {
    if (values.bikePhotoFileId) {
      await findOwnFile({ db: tx, actor, fileId: values.bikePhotoFileId, bucket: 'bike-photos' });
    }
    const updated = await tx
      .update(bikes)
      .set({ ...values, updatedAt: new Date() })
      .where(and(ownLiveBike(actor, bikeId), isNull(bikes.stolenStatus)))
      .returning({ id: bikes.id });
    if (updated.length === 0) {
      throw await refusalFor(tx, actor, bikeId, {
        stolen: bikeStolen('edit'),
        notStolen: new AppError('CONFLICT'),
      });
    }
    await writeAudit(tx, {
      action: 'bike.update',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: { fields: Object.keys(values).sort().join(',') },
      meta,
    });
    return { bike: await selectMyBike(tx, actor, bikeId) };
  });
}

function privacyColumns(privacy: UpdateBikeRequest['privacy']): Partial<NewBike> {
  if (!privacy) return {};
  const columns: Partial<NewBike> = {};
  if (privacy.bikeName !== undefined) columns.publicBikeName = privacy.bikeName;
  if (privacy.brand !== undefined) columns.publicBrand = privacy.brand;
  if (privacy.model !== undefined) columns.publicModel = privacy.model;
  if (privacy.color !== undefined) columns.publicColor = privacy.color;
  if (privacy.description !== undefined) columns.publicDescription = privacy.description;
  if (privacy.bikePhoto !== undefined) columns.publicBikePhoto = privacy.bikePhoto;
  return columns;
}
