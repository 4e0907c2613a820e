import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import { checkStorePurchase } from '@ramkoll/shared/rules/store-registration';
import type { BikeType } from '@ramkoll/shared/schemas/bike';
import type { AddStockRequest } from '@ramkoll/shared/schemas/store-registration';

/** What the counter's bike form holds, as typed. */
export interface StoreBikeValues {
  frameNumber: string;
  bikeType: BikeType | '';
  brand: string;
  model: string;
  color: string;
  description: string;
  batterySerialNumber: string;
  price: string;
  receiptNumber: string;
  warrantyEndDate: string;
}

export type StoreBikeField = keyof StoreBikeValues;
/** A problem per field: a `validation` catalogue key, or 'bike_type_required'. */
export type StoreBikeProblems = Partial<Record<StoreBikeField, string>>;

export const emptyStoreBikeValues: StoreBikeValues = {
  frameNumber: '',
  bikeType: '',
  brand: '',
  model: '',
  color: '',
  description: '',
  batterySerialNumber: '',
  price: '',
  receiptNumber: '',
  warrantyEndDate: '',
};

/**
 * Whole kronor as staff type them: '21995', '21 995', '21 995 kr' or '21995,00'. Empty is null;
 * anything else (decimals, letters, a minus) is NaN, which the price rule refuses.
 */
export function parsePrice(text: string): number | null {
  const compact = text.replace(/\s|kr$/gi, '').replace(/[,.]00$/, '');
  if (compact === '') return null;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * Every problem of the form at once (decision 037), with the server's rules: the frame number,
 * the bike type, and the purchase details, which a customer's bike needs and stock does not.
 */
export function storeBikeProblems(
  values: StoreBikeValues,
  { forCustomer, today }: { forCustomer: boolean; today: string },
): StoreBikeProblems {
  const problems: StoreBikeProblems = {};
  const frame = parseFrameNumber(values.frameNumber);
  if (!frame.ok) problems.frameNumber = frame.problem;
  if (values.bikeType === '') problems.bikeType = 'bike_type_required';
  const purchase = checkStorePurchase(
    {
      price: parsePrice(values.price),
      receiptNumber: values.receiptNumber,
      warrantyEndDate: values.warrantyEndDate,
    },
    { required: forCustomer, today },
  );
  for (const { field, problem } of purchase) problems[field as StoreBikeField] = problem;
  return problems;
}

/** The request body; blank texts are null, as the server stores them. */
export function toStoreBikeRequest(
  values: StoreBikeValues,
  files: { receiptFileId: string | null; bikePhotoFileId: string | null },
  confirmDifferentBike: boolean,
): AddStockRequest {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  if (values.bikeType === '') throw new Error('the form checks the bike type before it sends');
  return {
    frameNumber: values.frameNumber.trim(),
    bikeType: values.bikeType,
    brand: text(values.brand),
    model: text(values.model),
    color: text(values.color),
    description: text(values.description),
    batterySerialNumber: text(values.batterySerialNumber),
    bikePhotoFileId: files.bikePhotoFileId,
    ...(confirmDifferentBike ? { confirmDifferentBike: true } : {}),
    purchase: {
      price: parsePrice(values.price),
      receiptNumber: text(values.receiptNumber),
      warrantyEndDate: text(values.warrantyEndDate),
      receiptFileId: files.receiptFileId,
    },
  };
}
