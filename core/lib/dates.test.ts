import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  isWithinRange,
  MAX_DATE,
  MIN_DATE,
  parseApiDate,
  toApiDate,
  toApiDateTime,
  toDayjs,
} from './dates';

/** Runs a describe block with the process in another time zone (Node re-reads TZ when it is assigned). */
function inTimeZone(zone: string, body: () => void) {
  describe(`in ${zone}`, () => {
    const previous = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });
    body();
  });
}

const parts = (date: Date | null) =>
  date && [
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  ];

describe('parseApiDate', () => {
  it('reads a date-only value as local midnight of that day', () => {
    expect(parts(parseApiDate('2026-03-01'))).toEqual([2026, 3, 1, 0, 0, 0]);
  });

  it('reads a datetime without zone as local time, with or without seconds and fraction', () => {
    expect(parts(parseApiDate('2026-03-01T14:05:09'))).toEqual([2026, 3, 1, 14, 5, 9]);
    expect(parts(parseApiDate('2026-03-01T14:05'))).toEqual([2026, 3, 1, 14, 5, 0]);
    expect(parts(parseApiDate('2026-03-01 14:05:09'))).toEqual([2026, 3, 1, 14, 5, 9]);
    expect(parseApiDate('2026-03-01T14:05:09.25')?.getMilliseconds()).toBe(250);
  });

  it('reads an ISO datetime with a zone as that instant', () => {
    expect(parseApiDate('2026-03-01T02:00:00Z')?.toISOString()).toBe('2026-03-01T02:00:00.000Z');
    expect(parseApiDate('2026-03-01T02:00:00.123456Z')?.toISOString()).toBe('2026-03-01T02:00:00.123Z');
    expect(parseApiDate('2026-03-01T02:00:00-03:00')?.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(parseApiDate('2026-03-01T02:00-0300')?.toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  it('gives null for no value and copies a Date', () => {
    expect(parseApiDate(null)).toBeNull();
    expect(parseApiDate(undefined)).toBeNull();
    expect(parseApiDate('  ')).toBeNull();
    const date = new Date(2026, 2, 1);
    const copy = parseApiDate(date);
    expect(copy).not.toBe(date);
    expect(copy?.getTime()).toBe(date.getTime());
  });

  it.each([
    'amanhã',
    '01/03/2026',
    '2026-02-30',
    '2026-13-01',
    '2026-3-1',
    '2026-03-01T24:00:00',
    '2026-03-01T10:60',
    '2026-02-30T10:00:00Z',
    '2026-03-01T10:00:00+25',
  ])('gives an Invalid Date for %j', (text) => {
    const date = parseApiDate(text);
    expect(date).toBeInstanceOf(Date);
    expect(Number.isNaN(date?.getTime())).toBe(true);
  });

  it('reads years below 100 as written, not as 19xx (the field passes through them while a year is typed)', () => {
    expect(parts(parseApiDate('0002-12-31'))?.slice(0, 3)).toEqual([2, 12, 31]);
    expect(toApiDate(parseApiDate('0020-12-31') as Date)).toBe('0020-12-31');
    expect(isWithinRange('0020-12-31')).toBe(false);
  });

  it('accepts 29 February only in leap years', () => {
    expect(parts(parseApiDate('2024-02-29'))?.slice(0, 3)).toEqual([2024, 2, 29]);
    expect(Number.isNaN(parseApiDate('2026-02-29')?.getTime())).toBe(true);
  });
});

describe('toApiDate / toApiDateTime', () => {
  it('write the local calendar date and local time, without a zone', () => {
    const date = new Date(2026, 2, 1, 23, 30, 15);
    expect(toApiDate(date)).toBe('2026-03-01');
    expect(toApiDateTime(date)).toBe('2026-03-01T23:30:15');
  });

  it('accept dayjs values and API strings', () => {
    expect(toApiDate(dayjs(new Date(1900, 0, 1)))).toBe('1900-01-01');
    expect(toApiDate('2099-12-31')).toBe('2099-12-31');
    expect(toApiDateTime('2026-03-01T08:09')).toBe('2026-03-01T08:09:00');
  });

  it('round-trip with parseApiDate', () => {
    expect(toApiDate(parseApiDate('2026-03-01') as Date)).toBe('2026-03-01');
    expect(toApiDateTime(parseApiDate('2026-03-01T10:11:12') as Date)).toBe('2026-03-01T10:11:12');
  });

  it('refuse an invalid date rather than send it', () => {
    expect(() => toApiDate(new Date(Number.NaN))).toThrow(new RangeError('Data inválida'));
    expect(() => toApiDateTime('2026-02-30')).toThrow(RangeError);
    expect(() => toApiDate('')).toThrow(RangeError);
  });
});

describe('formatDate / formatDateTime', () => {
  it('write dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate(new Date(2026, 11, 9, 18, 0))).toBe('09/12/2026');
    expect(formatDateTime('2026-03-01T07:05:59')).toBe('01/03/2026 07:05');
    expect(formatDateTime(new Date(2026, 11, 9, 18, 0))).toBe('09/12/2026 18:00');
    expect(formatDateTime(dayjs(new Date(2026, 0, 2, 0, 0)))).toBe('02/01/2026 00:00');
  });

  it("show 'Data inválida' for an invalid date", () => {
    expect(formatDate('2026-02-30')).toBe('Data inválida');
    expect(formatDate('lixo')).toBe('Data inválida');
    expect(formatDate(new Date(Number.NaN))).toBe('Data inválida');
    expect(formatDateTime('2026-03-01T25:00')).toBe('Data inválida');
  });

  it('show nothing for no value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('date range', () => {
  it('is 1900-01-01 to 2099-12-31', () => {
    expect(MIN_DATE).toBe('1900-01-01');
    expect(MAX_DATE).toBe('2099-12-31');
  });

  it('includes both ends, whatever the time of day', () => {
    expect(isWithinRange('1900-01-01')).toBe(true);
    expect(isWithinRange('2099-12-31')).toBe(true);
    expect(isWithinRange('2099-12-31T23:59:59')).toBe(true);
    expect(isWithinRange(new Date(2026, 2, 1))).toBe(true);
  });

  it('excludes the days outside and invalid or missing dates', () => {
    expect(isWithinRange('1899-12-31')).toBe(false);
    expect(isWithinRange('2100-01-01')).toBe(false);
    expect(isWithinRange('2100-01-01T00:00:00')).toBe(false);
    expect(isWithinRange('2026-02-30')).toBe(false);
    expect(isWithinRange(null)).toBe(false);
  });

  it('takes another range', () => {
    expect(isWithinRange('2026-03-01', '2026-03-01', '2026-03-31')).toBe(true);
    expect(isWithinRange('2026-04-01', '2026-03-01', '2026-03-31')).toBe(false);
  });
});

describe('toDayjs', () => {
  it('gives null for no value, and keeps a dayjs value', () => {
    expect(toDayjs(null)).toBeNull();
    const value = dayjs();
    expect(toDayjs(value)).toBe(value);
    expect(toDayjs('2026-02-30')?.isValid()).toBe(false);
  });
});

inTimeZone('America/Sao_Paulo', () => {
  it('runs in UTC−3 (the zone switch took effect)', () => {
    expect(new Date(2026, 2, 1).getTimezoneOffset()).toBe(180);
  });

  it("keeps '2026-03-01' on March 1st", () => {
    const date = parseApiDate('2026-03-01');
    expect(parts(date)?.slice(0, 3)).toEqual([2026, 3, 1]);
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(toApiDate(date as Date)).toBe('2026-03-01');
    // The trap this avoids: the built-in parser reads a date-only string as UTC, i.e. the day before here.
    expect(new Date('2026-03-01').getDate()).toBe(28);
  });

  it('keeps a day whose midnight a daylight-saving change skipped (4 November 2018)', () => {
    expect(formatDate('2018-11-04')).toBe('04/11/2018');
    expect(toApiDate(parseApiDate('2018-11-04') as Date)).toBe('2018-11-04');
  });

  it('shows an instant in local time', () => {
    expect(formatDateTime('2026-03-01T02:00:00Z')).toBe('28/02/2026 23:00');
    expect(toApiDateTime('2026-03-01T02:00:00Z')).toBe('2026-02-28T23:00:00');
  });

  it('keeps the range ends on their days', () => {
    expect(isWithinRange('1900-01-01')).toBe(true);
    expect(formatDate(MIN_DATE)).toBe('01/01/1900');
    expect(isWithinRange(new Date(2099, 11, 31, 23, 59))).toBe(true);
  });
});

inTimeZone('Asia/Tokyo', () => {
  it("keeps '2026-03-01' on March 1st east of UTC too", () => {
    expect(new Date(2026, 2, 1).getTimezoneOffset()).toBe(-540);
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(toApiDate(parseApiDate('2026-03-01T23:59:59') as Date)).toBe('2026-03-01');
  });
});
