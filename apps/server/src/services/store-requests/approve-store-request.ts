import {
  POINTS_PER_PACKAGE_BIKE,
  storeApprovalProblemsOf,
  storeApprovalValues,
} from '@ramkoll/shared/rules/partnership-application';
import type { ApproveStoreRequest, StoreRequestDecided } from '@ramkoll/shared/schemas/store-requests';
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { pgErrorCodes, pgErrorInfo } from '../../db/errors.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { userBalances } from '../../db/schema/points.js';
import { stores, storeStaffCodes } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import { generateTemporaryPassword } from '../auth/opaque-token.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { earnPoints } from '../points/earn-points.js';
import { lockPendingRequest, markDecided } from './lock-pending-request.js';

export interface ApproveStoreRequestOptions {
  db: Db;
  actor: Actor;
  requestId: string;
  input: ApproveStoreRequest;
  staffCodeHash: (code: string) => string;
  publicUrl: string;
  meta: RequestMeta;
  now: Date;
}

// No 0/O or 1/I: the code is read from an e-mail and typed at a counter.
const STAFF_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const STAFF_CODE_LENGTH = 8;

/** A first staff code: 8 characters from the CSPRNG, inside the 6–20 letters-and-digits rule. */
export function generateStaffCode(): string {
  let code = '';
  for (let index = 0; index < STAFF_CODE_LENGTH; index++) {
    code += STAFF_CODE_ALPHABET[randomInt(STAFF_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * An admin approves a pending application (decision 038). In one transaction, with the request
 * row locked first: the store account (role store, e-mail = the contact e-mail, a temporary
 * password), the store with the admin's name/chain/location id and the application's details, a
 * first staff code, the package's points (bike count × 100, ledger reason store_package through
 * earnPoints), the request marked approved, the mail with password and staff code to the contact
 * address in the applicant's language, and the audit entry. Lock order: request, then the new
 * account's balance (earnPoints).
 */
export async function approveStoreRequest(options: ApproveStoreRequestOptions): Promise<StoreRequestDecided> {
  const { db, actor, requestId, input, staffCodeHash, publicUrl, meta, now } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const [problem] = storeApprovalProblemsOf(input);
  if (problem) throw validationFailed(problem.field, problem.problem);
  const values = storeApprovalValues(input);

  // Hashed before the transaction: argon2 is slow and the row lock should be held briefly.
  const temporaryPassword = generateTemporaryPassword(12);
  const passwordHash = await hashPassword(temporaryPassword);
  const staffCode = generateStaffCode();

  try {
    return await db.transaction(async (tx) => {
      const request = await lockPendingRequest(tx, requestId);
      const [existingStore] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.organizationNumber, request.organizationNumber))
        .limit(1);
      if (existingStore) throw new AppError('STORE_ALREADY_PARTNER');
      const [existingUser] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, request.contactEmail))
        .limit(1);
      if (existingUser) throw new AppError('STORE_EMAIL_TAKEN');

      const [account] = await tx
        .insert(users)
        .values({ email: request.contactEmail, passwordHash, mustChangePassword: true, createdAt: now })
        .returning({ id: users.id });
      if (!account) throw new Error('store account insert returned nothing');
      await tx.insert(profiles).values({
        userId: account.id,
        role: 'store',
        fullName: values.name,
        language: request.language,
      });
      await tx.insert(userBalances).values({ userId: account.id, pointsBalance: 0 });

      const [store] = await tx
        .insert(stores)
        .values({
          ...values,
          address: request.storeAddress,
          postalCode: request.storePostalCode,
          city: request.storeCity,
          phone: request.contactPhone,
          organizationNumber: request.organizationNumber,
          contactInfo: `${request.contactPerson}, ${request.contactEmail}, ${request.contactPhone}`,
          accountUserId: account.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: stores.id });
      if (!store) throw new Error('store insert returned nothing');
      await tx.insert(storeStaffCodes).values({
        storeId: store.id,
        codeHash: staffCodeHash(staffCode),
        label: request.contactPerson,
        createdAt: now,
      });

      const points = request.bikeCount * POINTS_PER_PACKAGE_BIKE;
      await earnPoints(tx, {
        userId: account.id,
        amount: points,
        reason: 'store_package',
        reference: `store_request:${request.id}`,
      });

      await markDecided(tx, request.id, {
        status: 'approved',
        reviewedBy: actor.userId,
        reviewedAt: now,
        storeId: store.id,
        updatedAt: now,
      });

      await enqueueMail(tx, {
        to: request.contactEmail,
        template: 'store-request-approved',
        language: request.language,
        payload: {
          storeName: values.name,
          contactPerson: request.contactPerson,
          email: request.contactEmail,
          temporaryPassword,
          staffCode,
          points,
          signInUrl: `${publicUrl}/store-login`,
          guideUrl: `${publicUrl}/store-guide`,
        },
        now,
      });
      await writeAudit(tx, {
        action: 'store.request_approved',
        actorUserId: actor.userId,
        targetType: 'business_package_request',
        targetId: request.id,
        details: { storeId: store.id, storeUserId: account.id, points },
        meta,
      });
      return {
        id: request.id,
        status: 'approved' as const,
        reviewedAt: now.toISOString(),
        storeId: store.id,
        pointsCredited: points,
      };
    });
  } catch (error) {
    throw raceError(error) ?? error;
  }
}

/** A unique index that decided a race answers like the check before it would have. */
function raceError(error: unknown): AppError | null {
  const info = pgErrorInfo(error);
  if (info?.code !== pgErrorCodes.uniqueViolation) return null;
  if (info.constraint === 'users_email_unique') return new AppError('STORE_EMAIL_TAKEN');
  if (info.constraint === 'stores_organization_number_unique') return new AppError('STORE_ALREADY_PARTNER');
  return null;
}
