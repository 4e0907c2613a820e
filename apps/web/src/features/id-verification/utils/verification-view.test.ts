import type { IdVerification, MyIdVerificationStatus } from '@ramkoll/shared/schemas/id-verification';
import { describe, expect, it } from 'vitest';
import { verificationView } from './verification-view';

const unverified: MyIdVerificationStatus = {
  identityVerified: false,
  verifiedAt: null,
  method: null,
  latest: null,
};

function latest(status: IdVerification['status']): IdVerification {
  return {
    id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
    status,
    submittedAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    reason: null,
  };
}

describe('verificationView', () => {
  it('shows the form to someone who never sent anything', () => {
    expect(verificationView(unverified, false)).toBe('form');
  });

  it('follows the latest submission; a rejection shows the form only when trying again', () => {
    expect(verificationView({ ...unverified, latest: latest('pending') }, false)).toBe('pending');
    expect(verificationView({ ...unverified, latest: latest('rejected') }, false)).toBe('rejected');
    expect(verificationView({ ...unverified, latest: latest('rejected') }, true)).toBe('form');
  });

  it('lets a verified identity win, by its method', () => {
    const verified = { identityVerified: true, verifiedAt: '2023-01-10T00:00:00.000Z' };
    expect(verificationView({ ...unverified, ...verified, method: 'bankid' }, false)).toBe('bankid');
    expect(
      verificationView(
        { ...unverified, ...verified, method: 'id_document', latest: latest('approved') },
        false,
      ),
    ).toBe('approved');
  });
});
