import { useMutation } from '@tanstack/react-query';
import { ZFrameNumberCheckResponse } from '@ramkoll/shared/schemas/bike';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';

export type FrameNumberCheck = z.infer<typeof ZFrameNumberCheckResponse>;

/** POST /api/me/bikes/frame-number-check: is the frame number free among registered bikes? */
export function checkFrameNumber(frameNumber: string): Promise<FrameNumberCheck> {
  return apiJson('/api/me/bikes/frame-number-check', ZFrameNumberCheckResponse, {
    method: 'POST',
    body: { frameNumber },
  });
}

export function useCheckFrameNumber() {
  return useMutation({ mutationFn: checkFrameNumber });
}
