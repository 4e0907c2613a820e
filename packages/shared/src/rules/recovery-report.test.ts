import { describe, expect, it } from 'vitest';
import { checkRecoveryReport, missingRecoveryReportFields } from './recovery-report.js';

describe('checkRecoveryReport', () => {
  it('needs where the bike was found, then how to reach the finder', () => {
    expect(checkRecoveryReport({ locationFound: '  ', contactInfo: '' })).toEqual({
      ok: false,
      field: 'locationFound',
      problem: 'location_required',
    });
    expect(checkRecoveryReport({ locationFound: 'Slussen', contactInfo: ' \n ' })).toEqual({
      ok: false,
      field: 'contactInfo',
      problem: 'contact_required',
    });
  });

  it('trims the texts, keeps an empty description as null and strips scripts', () => {
    expect(
      checkRecoveryReport({
        locationFound: '  Vid Slussen, Stockholm ',
        contactInfo: '070-123 45 67',
        description: '   ',
      }),
    ).toEqual({
      ok: true,
      report: { locationFound: 'Vid Slussen, Stockholm', contactInfo: '070-123 45 67', description: null },
    });
    const result = checkRecoveryReport({
      locationFound: 'Parken<script>alert(1)</script>',
      contactInfo: 'finn@example.se',
      description: 'Låst med <b onclick="x()">vajerlås</b>',
    });
    expect(result.ok && result.report.locationFound).toBe('Parken');
    expect(result.ok && result.report.description).not.toContain('onclick');
  });

  it('refuses a location that is only a script', () => {
    expect(checkRecoveryReport({ locationFound: '<script>x</script>', contactInfo: 'a' })).toMatchObject({
      ok: false,
      problem: 'location_required',
    });
  });
});

describe('missingRecoveryReportFields', () => {
  it('names every blank required field, in the form order', () => {
    expect(missingRecoveryReportFields({ locationFound: ' ', contactInfo: '' })).toEqual([
      'locationFound',
      'contactInfo',
    ]);
    expect(missingRecoveryReportFields({ locationFound: 'Slussen', contactInfo: '' })).toEqual([
      'contactInfo',
    ]);
    expect(missingRecoveryReportFields({ locationFound: 'Slussen', contactInfo: 'a@b.se' })).toEqual([]);
  });
});
