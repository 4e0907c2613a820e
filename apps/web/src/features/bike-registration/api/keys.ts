export const bikeRegistrationKeys = {
  all: ['bike-registration'] as const,
  /** One receipt read against one frame number: a new frame number is a new verification. */
  receiptVerification: (receiptFileId: string, frameNumber: string) =>
    [...bikeRegistrationKeys.all, 'receipt-verification', receiptFileId, frameNumber] as const,
};
