import { checkNewCustomer } from '@ramkoll/shared/rules/store-registration';
import { normalizeEmail } from '@ramkoll/shared/rules/account';
import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import type { CreateCustomerRequest, StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import { insertAccount, takenError } from '../auth/create-account.js';
import { generateTemporaryPassword } from '../auth/opaque-token.js';
import type { RequestMeta } from '../auth/session-store.js';
import { parseAnyPhone } from '../auth/sign-up.js';
import { validationFailed } from '../auth/validation.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { consumeCustomerAttempt } from './lookup-customer.js';
import { storeContextOf } from './store-context.js';
import { findAccountHolding, toStoreCustomer } from './store-customer.js';

export interface CreateCustomerOptions {
  db: Db;
  actor: Actor;
  sessionId: string;
  cipher: PersonalNumberCipher;
  input: CreateCustomerRequest;
  publicUrl: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * /store-register-customer (decision 039): the sign-up rules (name, valid personnummer of an
 * adult, e-mail, optional phone), then a customer account with a temporary password, e-mailed in
 * the customer's language with the BankID welcome mail. The personnummer is the one BankID
 * sign-in matches later. A taken e-mail or personnummer answers 409 with the masked customer (name
 * and e-mail, decision 093), so the counter can pick that customer instead; it counts against the
 * store's look-up limit.
 */
export async function createCustomer(options: CreateCustomerOptions): Promise<StoreCustomer> {
  const { db, actor, sessionId, cipher, input, meta, now } = options;
  const store = await storeContextOf({ db, actor, sessionId });
  const [problem] = checkNewCustomer(input, now);
  if (problem) throw validationFailed(problem.field, problem.problem);
  const parsed = parsePersonalNumber(input.personalNumber, now);
  if (!parsed.ok) throw validationFailed('personalNumber', parsed.problem);
  let phone: string | null = null;
  if (input.phone?.trim()) {
    phone = parseAnyPhone(input.phone);
    if (phone === null) throw validationFailed('phone', 'invalid_phone');
  }
  await consumeCustomerAttempt(db, store, now, meta);

  const email = normalizeEmail(input.email);
  const fullName = input.fullName.trim();
  const language = input.language ?? 'sv';
  const existing = await findAccountHolding(db, cipher, email, parsed.normalized);
  if (existing) {
    const code = existing.sameEmail ? 'EMAIL_TAKEN' : 'PERSONAL_NUMBER_TAKEN';
    // Only a customer may be picked; a store's or admin's address is simply taken.
    throw new AppError(
      code,
      existing.role === 'customer' ? { customer: toStoreCustomer(existing) } : undefined,
    );
  }
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);

  try {
    return await db.transaction(async (tx) => {
      const [storeRow] = await tx
        .select({ name: stores.name })
        .from(stores)
        .where(eq(stores.id, store.storeId))
        .limit(1);
      const userId = await insertAccount(tx, cipher, {
        email,
        passwordHash,
        fullName,
        personalNumber: parsed.normalized,
        phone,
        language,
        mustChangePassword: true,
        identityVerifiedBy: null,
        now,
      });
      await enqueueMail(tx, {
        to: email,
        template: 'welcome',
        language,
        payload: {
          fullName,
          email,
          temporaryPassword,
          signInUrl: `${options.publicUrl}/auth`,
          storeName: storeRow?.name ?? '',
        },
        now,
      });
      await writeAudit(tx, {
        action: 'store.customer_created',
        actorUserId: actor.userId,
        targetType: 'user',
        targetId: userId,
        details: { storeId: store.storeId, staffCodeId: store.staffCodeId },
        meta,
      });
      return toStoreCustomer({ id: userId, email, fullName, language });
    });
  } catch (error) {
    // A lost race with another sign-up: answered like the check above (without a customer to pick).
    throw takenError(error) ?? error;
  }
}
