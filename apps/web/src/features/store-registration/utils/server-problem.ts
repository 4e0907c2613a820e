import { ZLookalikeBike, type LookalikeBike } from '@ramkoll/shared/schemas/bike';
import { z } from 'zod';
import { ZStoreCustomer, type StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import { isApiError } from '@/lib/api-client';

const ZFieldProblem = z.object({ field: z.string(), problem: z.string() });
const ZInsufficient = z.object({ required: z.number(), balance: z.number() });
const ZTakenDetails = z.object({ customer: ZStoreCustomer });

/** 400 VALIDATION_FAILED { field, problem }: the field the server refused, to show beside it. */
export function serverFieldProblem(error: unknown): { field: string; problem: string } | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const parsed = ZFieldProblem.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** 402 INSUFFICIENT_POINTS { required, balance }. */
export function insufficientPoints(error: unknown): { required: number; balance: number } | null {
  if (!isApiError(error) || error.code !== 'INSUFFICIENT_POINTS') return null;
  const parsed = ZInsufficient.safeParse(error.details);
  return parsed.success ? parsed.data : { required: 100, balance: 0 };
}

/** 409 EMAIL_TAKEN / PERSONAL_NUMBER_TAKEN with the customer the counter may pick instead. */
export function takenCustomer(error: unknown): StoreCustomer | null {
  if (!isApiError(error)) return null;
  if (error.code !== 'EMAIL_TAKEN' && error.code !== 'PERSONAL_NUMBER_TAKEN') return null;
  const parsed = ZTakenDetails.safeParse(error.details);
  return parsed.success ? parsed.data.customer : null;
}

const ZLookalikeDetails = z.object({ bikes: z.array(ZLookalikeBike).min(1) });

/** 409 FRAME_NUMBER_LOOKALIKE { bikes }: the registered bikes the typed frame number looks like. */
export function lookalikeBikes(error: unknown): LookalikeBike[] | null {
  if (!isApiError(error) || error.code !== 'FRAME_NUMBER_LOOKALIKE') return null;
  const parsed = ZLookalikeDetails.safeParse(error.details);
  return parsed.success ? parsed.data.bikes : null;
}
