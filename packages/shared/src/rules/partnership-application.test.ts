import { describe, expect, it } from 'vitest';
import {
  checkOrganizationNumber,
  checkPartnershipApplication,
  checkStoreRejectionReason,
  partnershipProblemsOf,
  storeApprovalProblemsOf,
  storeApprovalValues,
} from './partnership-application.js';

const valid = {
  organizationNumber: '559234-5671',
  companyName: 'Velo Nordic AB',
  storeAddress: '  Kungsgatan   12 ',
  postalCode: '41119',
  city: 'Göteborg',
  contactPerson: 'Karin Cykelsson',
  contactEmail: ' Karin@Velo.SE ',
  contactPhone: ' 031-12  34 56 ',
  bikeCount: '25',
  additionalInfo: '  ',
};

describe('organisation numbers', () => {
  it('takes 10 digits with or without the dash and a valid check digit', () => {
    expect(checkOrganizationNumber('559234-5671')).toEqual({ ok: true, digits: '5592345671' });
    expect(checkOrganizationNumber(' 5592345671 ')).toEqual({ ok: true, digits: '5592345671' });
    expect(checkOrganizationNumber('')).toEqual({ ok: false, problem: 'organization_number_required' });
    for (const bad of ['559234567', '55923-45671', '559234 5671', '5592345671a'])
      expect(checkOrganizationNumber(bad)).toEqual({ ok: false, problem: 'organization_number_format' });
    expect(checkOrganizationNumber('559234-5672')).toEqual({
      ok: false,
      problem: 'organization_number_checksum',
    });
  });
});

describe('the partnership application', () => {
  it('normalises what it stores', () => {
    expect(checkPartnershipApplication(valid)).toEqual({
      ok: true,
      application: {
        organizationNumber: '5592345671',
        companyName: 'Velo Nordic AB',
        storeAddress: 'Kungsgatan 12',
        postalCode: '411 19',
        city: 'Göteborg',
        contactPerson: 'Karin Cykelsson',
        contactEmail: 'karin@velo.se',
        contactPhone: '031-12 34 56',
        bikeCount: 25,
        additionalInfo: null,
      },
    });
  });

  it('lists every problem in the form order', () => {
    expect(
      partnershipProblemsOf({
        ...valid,
        organizationNumber: '1',
        city: '',
        contactEmail: 'karin@',
        bikeCount: '0',
      }),
    ).toEqual([
      { field: 'organizationNumber', problem: 'organization_number_format' },
      { field: 'city', problem: 'required' },
      { field: 'contactEmail', problem: 'invalid_email' },
      { field: 'bikeCount', problem: 'bike_count_invalid' },
    ]);
    expect(partnershipProblemsOf({ ...valid, bikeCount: 1.5 })).toEqual([
      { field: 'bikeCount', problem: 'bike_count_invalid' },
    ]);
    expect(partnershipProblemsOf({ ...valid, bikeCount: 1 })).toEqual([]);
  });
});

describe('the admin decision', () => {
  it('needs a sensible rejection reason', () => {
    expect(checkStoreRejectionReason('  ')).toEqual({ ok: false, problem: 'reason_required' });
    expect(checkStoreRejectionReason('Nej')).toEqual({ ok: false, problem: 'reason_too_short' });
    expect(checkStoreRejectionReason('x'.repeat(1001))).toEqual({ ok: false, problem: 'reason_too_long' });
    expect(checkStoreRejectionReason(' Saknar verkstad. ')).toEqual({ ok: true, reason: 'Saknar verkstad.' });
  });

  it('checks and normalises the store fields', () => {
    expect(storeApprovalProblemsOf({ name: ' ', locationId: 'a b' })).toEqual([
      { field: 'name', problem: 'required' },
      { field: 'locationId', problem: 'location_id_invalid' },
    ]);
    expect(storeApprovalValues({ name: ' Velo ', chain: '', locationId: 'gbg-01' })).toEqual({
      name: 'Velo',
      chain: null,
      locationId: 'GBG-01',
    });
  });
});
