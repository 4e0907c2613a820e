import { describe, expect, it } from 'vitest';
import { submitBlocker, type ReceiptStatus } from './submit-blocker';

describe('submitBlocker', () => {
  it('lets the form submit only with a verified receipt and no upload running', () => {
    expect(submitBlocker({ uploading: false, receipt: 'verified' })).toBeNull();
    expect(submitBlocker({ uploading: true, receipt: 'verified' })).toBe('upload_pending');
  });

  it.each<[ReceiptStatus, string]>([
    ['none', 'receipt_missing'],
    ['waiting_frame_number', 'frame_number_needed'],
    ['verifying', 'receipt_verifying'],
    ['not_verified', 'receipt_not_verified'],
    ['failed', 'receipt_not_verified'],
  ])('names why a receipt that is %s blocks it', (receipt, blocker) => {
    expect(submitBlocker({ uploading: false, receipt })).toBe(blocker);
  });
});
