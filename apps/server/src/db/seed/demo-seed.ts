import { withFrameNumberLine } from '@ramkoll/shared/rules/bike-message';
import { eq } from 'drizzle-orm';
import { createStaffCodeHash } from '../../lib/crypto/keyed-hash.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import { createPersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Db } from '../client.js';
import { profiles, users } from '../schema/accounts.js';
import { bikeMessages, bikes, bikeSales } from '../schema/bikes.js';
import { files } from '../schema/files.js';
import { notifications } from '../schema/messaging.js';
import { ownershipEvents, ownershipReceipts, ownershipTransfers } from '../schema/ownership.js';
import { pointsLedger, userBalances } from '../schema/points.js';
import { qrStickers } from '../schema/stickers.js';
import { companies, stores, storeStaffCodes } from '../schema/stores.js';
import {
  DEMO_PASSWORD,
  DEMO_STAFF_CODE,
  demoAccounts,
  demoCompanies,
  demoStore,
  type DemoAccount,
} from './demo-accounts.js';
import {
  demoBikes,
  MESSAGED_INDEX,
  STORE_REGISTERED_INDEX,
  TRANSFERRED_INDEX,
  type DemoOwner,
} from './demo-bikes.js';
import { renderDemoPhoto, storeDemoPhoto } from './demo-photos.js';

const DAY = 24 * 60 * 60 * 1000;
/** The seed counts as done once this account exists; everything is written in one transaction. */
const MARKER_EMAIL = 'admin@ramkoll.se';

export interface SeedOptions {
  db: Db;
  /** The configured master key: personal numbers and the staff code are stored under it. */
  dataEncryptionKey: Buffer;
  /** Where the demo bikes' photos go; without it the bikes have none (tests that need no files). */
  storage?: Storage;
}

/** Every seventh demo bike has no photo, as some owners' bikes will not. */
const hasDemoPhoto = (index: number): boolean => index % 7 !== 6;

/**
 * Demo accounts, a store, companies and fifty bikes with histories. Safe to call on every start:
 * it does nothing when the data is already there, and writes all or nothing.
 */
export async function seedDemoData({
  db,
  dataEncryptionKey,
  storage,
}: SeedOptions): Promise<{ seeded: boolean }> {
  if (await isSeeded(db)) return { seeded: false };

  const bikeList = demoBikes();
  // Rendered before the transaction (sharp, a few seconds in all), stored inside it.
  const photos = storage
    ? await Promise.all(
        bikeList.map((bike, index) =>
          hasDemoPhoto(index)
            ? renderDemoPhoto({ colour: bike.color, bikeType: bike.bikeType, variant: index })
            : Promise.resolve(null),
        ),
      )
    : [];

  const cipher = createPersonalNumberCipher(dataEncryptionKey);
  const staffCodeHash = createStaffCodeHash(dataEncryptionKey);
  // Hashed outside the transaction: argon2 is deliberately slow and needs no database.
  const passwordHashes = await Promise.all(demoAccounts.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    // A concurrent start (two instances on one database) may have won the race meanwhile.
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, MARKER_EMAIL))
      .for('update');
    if (existing) return;

    const ids = new Map<DemoAccount['key'], string>();
    for (const [index, account] of demoAccounts.entries()) {
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, passwordHash: passwordHashes[index] ?? '' })
        .returning({ id: users.id });
      if (!user) throw new Error(`could not create ${account.email}`);
      ids.set(account.key, user.id);
      await tx.insert(profiles).values({
        userId: user.id,
        role: account.role,
        fullName: account.fullName,
        personalNumberEncrypted: cipher.encrypt(account.personalNumber),
        personalNumberHash: cipher.hash(account.personalNumber),
        phone: account.phone,
        identityVerifiedAt: new Date(Date.UTC(2023, 0, 10)),
        identityVerificationMethod: 'bankid',
        personalNumberBoundAt: new Date(Date.UTC(2023, 0, 10)),
      });
      await tx.insert(userBalances).values({ userId: user.id, pointsBalance: account.points });
      if (account.points > 0) {
        await tx.insert(pointsLedger).values({
          userId: user.id,
          amount: account.points,
          reason: account.role === 'store' ? 'store_package' : 'admin_adjustment',
          balanceAfter: account.points,
          reference: 'demo-seed',
        });
      }
    }
    const userId = (key: DemoAccount['key']): string => {
      const id = ids.get(key);
      if (!id) throw new Error(`missing demo account ${key}`);
      return id;
    };

    await tx.insert(companies).values(demoCompanies);
    const [store] = await tx
      .insert(stores)
      .values({ ...demoStore, accountUserId: userId('store') })
      .returning({ id: stores.id });
    if (!store) throw new Error('could not create the demo store');
    const [staffCode] = await tx
      .insert(storeStaffCodes)
      .values({ storeId: store.id, codeHash: staffCodeHash(DEMO_STAFF_CODE), label: 'Butiken' })
      .returning({ id: storeStaffCodes.id });

    const nameOf = (owner: DemoOwner): string =>
      owner === 'store' ? demoStore.name : (demoAccounts.find((a) => a.key === owner)?.fullName ?? '');

    const stickerBikes: { code: string; bikeId: string }[] = [];
    for (const [index, bike] of bikeList.entries()) {
      const storeRegistered = index === STORE_REGISTERED_INDEX || bike.owner === 'store';
      const transferred = index === TRANSFERRED_INDEX;
      const firstOwner: DemoOwner = transferred ? 'anna' : bike.owner;
      const photoBytes = photos[index];
      let bikePhotoFileId: string | null = null;
      if (storage && photoBytes) {
        const photo = await storeDemoPhoto(storage, userId(bike.owner), photoBytes);
        await tx.insert(files).values({ ...photo, bucket: 'bike-photos', ownerUserId: userId(bike.owner) });
        bikePhotoFileId = photo.id;
      }
      const [row] = await tx
        .insert(bikes)
        .values({
          ownerId: userId(bike.owner),
          bikePhotoFileId,
          frameNumber: bike.frameNumber,
          bikeName: bike.bikeName,
          brand: bike.brand,
          model: bike.model,
          color: bike.color,
          bikeType: bike.bikeType,
          description: bike.description,
          batterySerialNumber: bike.batterySerialNumber,
          city: bike.city,
          status: bike.sale ? 'for_sale' : null,
          stolenStatus: bike.stolen ? 'stolen' : null,
          stolenDate: bike.stolen?.date ?? null,
          stolenLocationDetails: bike.stolen?.location ?? null,
          policeReportNumber: bike.stolen?.policeReportNumber ?? null,
          batteryStolenStatus: bike.batteryStolen ? 'stolen' : null,
          publicColor: !bike.hidden.includes('color'),
          publicModel: !bike.hidden.includes('model'),
          publicDescription: !bike.hidden.includes('description'),
          registeredByStoreId: storeRegistered ? store.id : null,
          registeredByStaffCodeId: storeRegistered ? (staffCode?.id ?? null) : null,
          createdAt: bike.registeredAt,
          updatedAt: bike.registeredAt,
        })
        .returning({ id: bikes.id });
      if (!row) throw new Error(`could not create bike ${bike.frameNumber}`);
      // Stickers to scan in the demo (README): a stolen bike of Anna's and a bike of Erik's for sale.
      const stickerCode =
        bike.owner === 'anna' && bike.stolen
          ? DEMO_STICKERS.stolen
          : bike.owner === 'erik' && bike.sale
            ? DEMO_STICKERS.forSale
            : null;
      if (stickerCode && !stickerBikes.some(({ code }) => code === stickerCode)) {
        stickerBikes.push({ code: stickerCode, bikeId: row.id });
      }

      if (bike.sale) {
        await tx.insert(bikeSales).values({
          bikeId: row.id,
          sellerId: userId(bike.owner),
          salePrice: bike.sale.price,
          description: bike.sale.description,
          createdAt: new Date(bike.registeredAt.getTime() + 30 * DAY),
        });
      }

      const purchase =
        index === STORE_REGISTERED_INDEX
          ? {
              purchasePrice: 21995,
              receiptNumber: 'CH-2023-0142',
              warrantyEndDate: isoDate(new Date(bike.registeredAt.getTime() + 2 * 365 * DAY)),
            }
          : {};
      await tx.insert(ownershipEvents).values({
        bikeId: row.id,
        eventType: 'registration',
        registrationType: storeRegistered ? 'store' : 'self',
        ownerUserId: userId(firstOwner),
        ownerName: nameOf(firstOwner),
        storeId: storeRegistered ? store.id : null,
        eventDate: bike.registeredAt,
        ...purchase,
      });

      if (transferred) {
        const soldAt = new Date(bike.registeredAt.getTime() + 60 * DAY);
        const [receipt] = await tx
          .insert(ownershipReceipts)
          .values({
            bikeId: row.id,
            sellerId: userId('anna'),
            buyerId: userId('erik'),
            price: 8500,
            purchaseDate: isoDate(soldAt),
            receiptNumber: 'RK-DEMO-0001',
            sellerAcceptedAt: soldAt,
            buyerAcceptedAt: new Date(soldAt.getTime() + DAY / 2),
            status: 'completed',
            createdAt: soldAt,
          })
          .returning({ id: ownershipReceipts.id });
        const [transfer] = await tx
          .insert(ownershipTransfers)
          .values({
            bikeId: row.id,
            fromUserId: userId('anna'),
            toUserId: userId('erik'),
            receiptId: receipt?.id,
            status: 'completed',
            createdAt: soldAt,
            completedAt: new Date(soldAt.getTime() + DAY / 2),
          })
          .returning({ id: ownershipTransfers.id });
        await tx.insert(ownershipEvents).values({
          bikeId: row.id,
          eventType: 'transfer',
          ownerUserId: userId('erik'),
          ownerName: nameOf('erik'),
          purchasePrice: 8500,
          receiptNumber: 'RK-DEMO-0001',
          receiptId: receipt?.id,
          transferId: transfer?.id,
          eventDate: new Date(soldAt.getTime() + DAY / 2),
        });
        // Both parties heard about the completed transfer back then (read long ago).
        const completedAt = new Date(soldAt.getTime() + DAY / 2);
        await tx.insert(notifications).values(
          (['anna', 'erik'] as const).map((party) => ({
            userId: userId(party),
            type: 'transfer_completed' as const,
            payload: { receiptId: receipt?.id, bikeId: row.id },
            createdAt: completedAt,
            readAt: new Date(completedAt.getTime() + DAY),
          })),
        );
      }

      if (index === MESSAGED_INDEX) {
        // A question from Anna that Erik has not read yet: /messages and the bell have something to show.
        const sentAt = new Date(Date.now() - 2 * 60 * 60 * 1000);
        const [message] = await tx
          .insert(bikeMessages)
          .values({
            bikeId: row.id,
            fromUserId: userId('anna'),
            toUserId: userId('erik'),
            messageType: 'ownership_inquiry',
            message: withFrameNumberLine(bike.frameNumber, DEMO_MESSAGE),
            createdAt: sentAt,
          })
          .returning({ id: bikeMessages.id });
        await tx.insert(notifications).values({
          userId: userId('erik'),
          type: 'message_received',
          payload: {
            bikeId: row.id,
            messageId: message?.id,
            frameNumber: bike.frameNumber,
            messageType: 'ownership_inquiry',
            // Anna wrote first, so Erik sees her first name (rules/message-names).
            senderName: 'Anna',
          },
          createdAt: sentAt,
        });
      }
    }

    const linkedAt = new Date(Date.now() - 30 * DAY);
    await tx.insert(qrStickers).values([
      ...stickerBikes.map(({ code, bikeId }) => ({ code, bikeId, linkedAt })),
      // A sticker whose bike is gone: /q/ tells how stickers are activated.
      { code: DEMO_STICKERS.unlinked, bikeId: null },
    ]);
  });
  return { seeded: true };
}

/** Sticker codes of the demo data, for `/q/<code>` (README "Demo accounts"). */
export const DEMO_STICKERS = {
  stolen: 'DEMOSTULEN1',
  forSale: 'DEMOSALJES1',
  unlinked: 'DEMOLEDIG01',
} as const;

const DEMO_MESSAGE =
  'Hej! Jag såg din Crescent Disa i sökningen. Vilken ramstorlek har den? Jag funderar på att köpa en likadan.';

async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, MARKER_EMAIL)).limit(1);
  return row !== undefined;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
