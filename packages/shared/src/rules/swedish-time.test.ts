import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumericDateTime,
  isCalendarDate,
  stockholmParts,
  todayIn,
  yearIn,
} from './swedish-time.js';

const nbsp = /[\u00a0\u202f]/g;
const plain = (text: string) => text.replace(nbsp, ' ');

// 23:30 UTC on 23 November is already 24 November in Stockholm (UTC+1 in winter), but still the
// afternoon of the 23rd in Los Angeles. A browser or server there must still say the 24th.
const lateEvening = '2026-11-23T23:30:00Z';

describe('Swedish time, on a machine in another zone', () => {
  const savedZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  it('really runs in Los Angeles (the local clock says the 23rd)', () => {
    expect(new Date(lateEvening).getDate()).toBe(23);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  it('shows an instant as the Stockholm date in both languages', () => {
    expect(formatDate(lateEvening, 'sv')).toBe('24 nov. 2026');
    expect(formatDate(lateEvening, 'en')).toBe('Nov 24, 2026');
    expect(formatDate(new Date(lateEvening), 'sv')).toBe('24 nov. 2026');
    expect(formatDate(Date.parse(lateEvening), 'en')).toBe('Nov 24, 2026');
  });

  it('shows date and time on the Stockholm clock', () => {
    expect(plain(formatDateTime(lateEvening, 'sv'))).toBe('24 nov. 2026 00:30');
    expect(plain(formatDateTime(lateEvening, 'en'))).toBe('Nov 24, 2026, 12:30 AM');
    // Summer time: UTC+2.
    expect(plain(formatDateTime('2026-07-01T21:15:00Z', 'sv'))).toBe('1 juli 2026 23:15');
    expect(formatNumericDateTime(lateEvening)).toBe('2026-11-24 00:30');
  });

  it('shows a calendar date as the day it names, never the day before', () => {
    // new Date('2026-11-24') is UTC midnight: 16:00 on the 23rd in Los Angeles.
    expect(new Date('2026-11-24').getDate()).toBe(23);
    expect(formatDate('2026-11-24', 'sv')).toBe('24 nov. 2026');
    expect(formatDate('2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatDateTime('2026-01-01', 'sv')).toBe('1 jan. 2026');
  });

  it("knows today's date and year in Sweden", () => {
    expect(todayIn(new Date(lateEvening))).toBe('2026-11-24');
    expect(todayIn(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(yearIn(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(stockholmParts(new Date('2026-12-31T23:30:05Z'))).toEqual({
      date: '2027-01-01',
      hour: '00',
      minute: '30',
      second: '05',
    });
  });
});

describe('the texts written without Intl', () => {
  const dateOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
  const intlFor = (locale: string) => ({
    date: new Intl.DateTimeFormat(locale, { ...dateOptions, timeZone: 'Europe/Stockholm' }),
    dateTime: new Intl.DateTimeFormat(locale, {
      ...dateOptions,
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Stockholm',
    }),
    calendar: new Intl.DateTimeFormat(locale, { ...dateOptions, timeZone: 'UTC' }),
  });
  const intl = { sv: intlFor('sv-SE'), en: intlFor('en-US') };
  const numeric = new Intl.DateTimeFormat('sv-SE', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Stockholm',
  });

  it('agree with Intl around every change of summer time, every New Year and on random instants', () => {
    const instants: number[] = [];
    const minute = 60_000;
    for (let year = 1997; year <= 2099; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const offset of [-61, -60, -59, -1, 0, 1, 59, 60, 61]) instants.push(change + offset * minute);
      }
      for (const offset of [-61, -60, -1, 0, 1, 60]) instants.push(Date.UTC(year, 0, 1) + offset * minute);
    }
    // A fixed pseudo-random walk over 1997–2099, so a failure can be repeated.
    let seed = 20261128;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const from = Date.UTC(1997, 0, 1);
    const to = Date.UTC(2099, 11, 31);
    for (let index = 0; index < 20_000; index++) instants.push(from + Math.floor(random() * (to - from)));
    // Outside the rule's years Intl answers.
    instants.push(Date.UTC(1980, 6, 1, 12), Date.UTC(1996, 9, 27, 0, 30), Date.UTC(2150, 0, 1));

    for (const time of instants) {
      const instant = new Date(time);
      const label = instant.toISOString();
      for (const language of ['sv', 'en'] as const) {
        expect(formatDate(instant, language), label).toBe(intl[language].date.format(instant));
        expect(formatDateTime(instant, language), label).toBe(intl[language].dateTime.format(instant));
      }
      const parts = Object.fromEntries(numeric.formatToParts(instant).map((part) => [part.type, part.value]));
      const date = `${parts.year}-${parts.month}-${parts.day}`;
      expect(todayIn(instant), label).toBe(date);
      expect(formatNumericDateTime(instant), label).toBe(`${date} ${parts.hour}:${parts.minute}`);
      expect(stockholmParts(instant), label).toEqual({
        date,
        hour: parts.hour,
        minute: parts.minute,
        second: parts.second,
      });
    }
  });

  it('agree with Intl on every calendar date of two years and the ends of the range', () => {
    const days: string[] = ['0999-03-07', '1900-02-28', '2099-12-31', '2400-02-29'];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
      days.push(new Date(time).toISOString().slice(0, 10));
    }
    for (const day of days) {
      for (const language of ['sv', 'en'] as const) {
        const expected = intl[language].calendar.format(new Date(`${day}T12:00:00Z`));
        expect(formatDate(day, language), day).toBe(expected);
        expect(formatDateTime(day, language), day).toBe(expected);
      }
    }
  });
});

describe('yearIn', () => {
  it('turns at midnight on 1 January in Sweden, and agrees with the Stockholm calendar all year', () => {
    expect(yearIn(new Date('2026-12-31T22:59:59.999Z'))).toBe(2026);
    expect(yearIn(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(yearIn(new Date('2027-06-30T22:30:00Z'))).toBe(2027);
    // Every six hours, and every minute around each New Year, from 2020 to 2040: the year of
    // Stockholm's own calendar date.
    const instants: number[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2040, 0, 1); t += 6 * 3_600_000) instants.push(t);
    for (let year = 2020; year <= 2040; year++) {
      for (let minute = -180; minute <= 180; minute++) instants.push(Date.UTC(year, 0, 1) + minute * 60_000);
    }
    for (const t of instants) {
      expect(yearIn(new Date(t)), new Date(t).toISOString()).toBe(Number(todayIn(new Date(t)).slice(0, 4)));
    }
  });
});

describe('isCalendarDate', () => {
  it('tells a YYYY-MM-DD day from a timestamp', () => {
    expect(isCalendarDate('2026-11-24')).toBe(true);
    expect(isCalendarDate('2026-11-24T00:00:00Z')).toBe(false);
    expect(isCalendarDate(new Date())).toBe(false);
  });
});
