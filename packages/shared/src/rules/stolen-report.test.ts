import { describe, expect, it } from 'vitest';
import { checkStolenReport, isIsoDate, todayIn } from './stolen-report.js';

const today = '2026-11-22';
const valid = {
  stolenDate: '2026-11-20',
  location: 'Cykelstället vid Centralstationen',
  policeReportNumber: null,
};

describe('checkStolenReport', () => {
  it('accepts a report and trims its texts', () => {
    expect(
      checkStolenReport(
        { stolenDate: ' 2026-11-22 ', location: '  Gården ', policeReportNumber: ' K123-26 ' },
        today,
      ),
    ).toEqual({
      ok: true,
      report: { stolenDate: '2026-11-22', location: 'Gården', policeReportNumber: 'K123-26' },
    });
  });

  it('refuses a theft before the day the bike was registered, and takes that very day', () => {
    expect(checkStolenReport({ ...valid, stolenDate: '2026-11-09' }, today, '2026-11-10')).toEqual({
      ok: false,
      field: 'stolenDate',
      problem: 'stolen_date_before_registration',
    });
    expect(checkStolenReport({ ...valid, stolenDate: '2026-11-10' }, today, '2026-11-10').ok).toBe(true);
    // Without a registration day (the form of a bike being registered) only the future is refused.
    expect(checkStolenReport({ ...valid, stolenDate: '2020-01-01' }, today).ok).toBe(true);
  });

  it('takes a missing or blank police report number as none', () => {
    expect(checkStolenReport({ stolenDate: '2026-01-01', location: 'Ön' }, today)).toMatchObject({
      ok: true,
      report: { policeReportNumber: null },
    });
    expect(checkStolenReport({ ...valid, policeReportNumber: '   ' }, today)).toMatchObject({
      ok: true,
      report: { policeReportNumber: null },
    });
  });

  it.each([
    [{ stolenDate: '' }, 'stolenDate', 'stolen_date_required'],
    [{ stolenDate: '20-11-2026' }, 'stolenDate', 'stolen_date_invalid'],
    [{ stolenDate: '2026-02-30' }, 'stolenDate', 'stolen_date_invalid'],
    [{ stolenDate: '2026-13-01' }, 'stolenDate', 'stolen_date_invalid'],
    [{ stolenDate: '2026-11-23' }, 'stolenDate', 'stolen_date_in_future'],
    [{ location: '   ' }, 'location', 'stolen_location_required'],
    [{ location: '<script>x</script>' }, 'location', 'stolen_location_required'],
    [{ location: ' A ' }, 'location', 'stolen_location_too_short'],
    [{ location: 'x'.repeat(501) }, 'location', 'stolen_location_too_long'],
    [{ policeReportNumber: 'K'.repeat(51) }, 'policeReportNumber', 'police_report_number_too_long'],
  ])('refuses %j: %s %s', (change, field, problem) => {
    expect(checkStolenReport({ ...valid, ...change }, today)).toEqual({ ok: false, field, problem });
  });

  it('accepts the limits themselves', () => {
    expect(
      checkStolenReport({ ...valid, location: 'x'.repeat(500), policeReportNumber: 'K'.repeat(50) }, today)
        .ok,
    ).toBe(true);
  });
});

describe('dates', () => {
  it('knows leap days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });

  it('gives today in Swedish time', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(todayIn(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayIn(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('2026-12-31');
  });
});
