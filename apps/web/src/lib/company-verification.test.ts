import type { Company } from '@ramkoll/shared/schemas/store-requests';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  failureOf,
  initialVerification,
  isVerified,
  localFailure,
  verificationReducer,
  type VerificationState,
} from './company-verification';

const company: Company = {
  organizationNumber: '5592345671',
  name: 'Velo Nordic AB',
  address: 'Kungsgatan 12',
  postalCode: '411 19',
  city: 'Göteborg',
  status: 'aktiv',
};

function verified(number = '559234-5671'): VerificationState {
  let state = verificationReducer(initialVerification, { type: 'edited', number });
  state = verificationReducer(state, { type: 'started', number });
  return verificationReducer(state, { type: 'verified', number, company });
}

describe('the organisation number verification', () => {
  it('is verified after a successful look-up of the number as typed', () => {
    const state = verified();
    expect(isVerified(state)).toBe(true);
    expect(state.verification).toEqual({ status: 'verified', company });
  });

  it('resets when the number is edited, even back to the verified number', () => {
    const edited = verificationReducer(verified(), { type: 'edited', number: '559234-567' });
    expect(edited.verification).toEqual({ status: 'unverified' });
    expect(isVerified(edited)).toBe(false);
    const back = verificationReducer(edited, { type: 'edited', number: '559234-5671' });
    expect(isVerified(back)).toBe(false);
  });

  it('keeps the verification when the number did not change', () => {
    const state = verified();
    expect(verificationReducer(state, { type: 'edited', number: '559234-5671' })).toBe(state);
  });

  it('drops the answer of a look-up started for a number that was edited since', () => {
    let state = verificationReducer(initialVerification, { type: 'started', number: '5592345671' });
    state = verificationReducer(state, { type: 'edited', number: '5592345672' });
    const late = verificationReducer(state, { type: 'verified', number: '5592345671', company });
    expect(late.verification).toEqual({ status: 'unverified' });
    const lateFailure = verificationReducer(state, {
      type: 'failed',
      number: '5592345671',
      failure: 'not_found',
    });
    expect(lateFailure.verification).toEqual({ status: 'unverified' });
  });

  it('records a failure for the current number', () => {
    let state = verificationReducer(initialVerification, { type: 'started', number: '5565678900' });
    state = verificationReducer(state, { type: 'failed', number: '5565678900', failure: 'inactive' });
    expect(state.verification).toEqual({ status: 'failed', failure: 'inactive' });
    expect(isVerified(state)).toBe(false);
  });

  it('checks format and check digit before asking the server', () => {
    expect(localFailure('')).toBe('organization_number_required');
    expect(localFailure('55923456')).toBe('organization_number_format');
    expect(localFailure('559234-5672')).toBe('organization_number_checksum');
    expect(localFailure(' 559234-5671 ')).toBeNull();
    expect(localFailure('5592345671')).toBeNull();
  });

  it('reads the server codes as failures', () => {
    expect(failureOf(new ApiError('COMPANY_NOT_FOUND', 404))).toBe('not_found');
    expect(failureOf(new ApiError('COMPANY_INACTIVE', 422, { status: 'konkurs' }))).toBe('inactive');
    expect(failureOf(new ApiError('COMPANY_LOOKUP_FAILED', 503))).toBe('technical');
    expect(failureOf(new ApiError('NETWORK_ERROR', 0))).toBe('technical');
    expect(failureOf(new ApiError('RATE_LIMITED', 429))).toBe('rate_limited');
    expect(
      failureOf(
        new ApiError('VALIDATION_FAILED', 400, {
          field: 'organizationNumber',
          problem: 'organization_number_checksum',
        }),
      ),
    ).toBe('organization_number_checksum');
    expect(failureOf(new ApiError('INTERNAL', 500))).toBe('other');
    expect(failureOf(new Error('boom'))).toBe('other');
  });
});
