import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import type { ReceiptCheck, VerifyReceiptResponse } from '@ramkoll/shared/schemas/analysis';
import { bikeRegistrationKeys } from '../api/keys';
import { useReceiptVerification } from '../api/verify-receipt';
import type { ReceiptStatus } from '../utils/submit-blocker';

/** Spec section 9: automatic analysis starts 500 ms after an upload; frame number edits wait as long. */
export const AUTO_ANALYSIS_DELAY_MS = 500;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function allChecksPass(result: ReceiptCheck): boolean {
  return Object.values(result.verification).every(Boolean);
}

/**
 * The receipt's verification against the frame number in the form: it starts 500 ms after the
 * upload finishes and runs again, as quietly, when the frame number changes to another valid one.
 */
export function useReceiptCheck(receiptFileId: string | null, frameNumberInput: string) {
  const queryClient = useQueryClient();
  const parsed = parseFrameNumber(frameNumberInput);
  const frameNumber = parsed.ok ? parsed.frameNumber : null;
  const key = receiptFileId && frameNumber ? JSON.stringify([receiptFileId, frameNumber]) : '';
  const settledKey = useDebounced(key, AUTO_ANALYSIS_DELAY_MS);
  const settled = settledKey !== '' && settledKey === key;
  const request = settled && receiptFileId && frameNumber ? { receiptFileId, frameNumber } : null;
  const query = useReceiptVerification(request);

  let status: ReceiptStatus;
  if (!receiptFileId) status = 'none';
  else if (!frameNumber) status = 'waiting_frame_number';
  else if (!request || query.isPending) status = 'verifying';
  else if (query.isError) status = 'failed';
  else status = allChecksPass(query.data) ? 'verified' : 'not_verified';

  return {
    status,
    result: request && query.isSuccess ? query.data : null,
    error: request && query.isError ? query.error : null,
    retry: () => void query.refetch(),
    /** The server refused a registration over this receipt: show its reasons as the result. */
    showServerResult: (result: ReceiptCheck) => {
      if (!receiptFileId || !frameNumber) return;
      queryClient.setQueryData(
        bikeRegistrationKeys.receiptVerification(receiptFileId, frameNumber),
        (previous: VerifyReceiptResponse | undefined): VerifyReceiptResponse => ({
          ...result,
          receiptBike: previous?.receiptBike ?? { brand: null, model: null },
        }),
      );
    },
  };
}
