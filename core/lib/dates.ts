import dayjs, { type Dayjs } from 'dayjs';
// Month and day names for pt-BR formats, and the locale AdapterDayjs looks up for adapterLocale="pt-br".
import 'dayjs/locale/pt-br';

/**
 * Dates between the API and the screen (docs/produto.md §3, §5).
 *
 * The API sends date-only values as 'YYYY-MM-DD' and datetimes as 'YYYY-MM-DDTHH:mm:ss' (local time, no zone) or,
 * for timestamps such as createdAt, as ISO instants with a zone. A date-only value is a calendar date, not an
 * instant: `new Date('2026-03-01')` reads it as UTC midnight, which in Brazil (UTC−3) is the evening of
 * February 28th. Everything here therefore reads and writes date-only values in local time.
 */

export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const API_DATETIME_FORMAT = 'YYYY-MM-DD[T]HH:mm:ss';
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
export const DISPLAY_DATETIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** What the screen shows for a date that cannot be read (docs/produto.md §5). */
export const INVALID_DATE_TEXT = 'Data inválida';

/** The oldest and latest dates a date field accepts (docs/produto.md §5, §9), as API dates. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';

/** What the date helpers accept: a Date, a dayjs value or an API string. */
export type DateValue = Date | Dayjs | string;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// Local wall-clock time: no zone, so it is read as the user's time, like the date-only form.
const LOCAL_DATETIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;
// An instant: Z or an offset, with or without the colon.
const ZONED_DATETIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i;

const invalidDate = () => new Date(Number.NaN);

/** The local midnight of a 'YYYY-MM-DD' calendar date, or null for an impossible one (2026-02-30). */
function parseCalendarDate(text: string): Date | null {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  // setFullYear, because the Date constructor reads years 0–99 as 1900–1999: while a year is being typed the
  // field passes through 0002, 0020, 0209.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  // An impossible day rolls over into the next month (2026-02-30 → 2 March); that is how it is caught.
  const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return sameDay ? date : null;
}

const inClockRange = (hours: string, minutes: string, seconds = '0') =>
  Number(hours) <= 23 && Number(minutes) <= 59 && Number(seconds) <= 59;

/**
 * An API date or datetime as a Date.
 *
 * - 'YYYY-MM-DD': local midnight of that day, whatever the time zone.
 * - 'YYYY-MM-DDTHH:mm[:ss[.SSS]]' (also with a space): that local time.
 * - ISO with 'Z' or an offset: that instant.
 *
 * Returns null for no value (null, undefined, ''), and an Invalid Date for text that is not one of these or names
 * an impossible day, so that formatting it shows 'Data inválida' instead of silently nothing.
 *
 * @example
 * parseApiDate('2026-03-01'); // 1 March 2026, 00:00 local
 * parseApiDate('2026-03-01T02:00:00Z').toISOString(); // '2026-03-01T02:00:00.000Z'
 */
export function parseApiDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return new Date(value.getTime());
  const text = value.trim();
  if (text === '') return null;

  if (DATE_ONLY.test(text)) return parseCalendarDate(text) ?? invalidDate();

  const local = LOCAL_DATETIME.exec(text);
  if (local) {
    const [, day = '', hours = '', minutes = '', seconds = '0', fraction = '0'] = local;
    const date = parseCalendarDate(day);
    if (!date || !inClockRange(hours, minutes, seconds)) return invalidDate();
    // setHours rather than building from a string: a time skipped by a daylight-saving change moves forward
    // instead of making the whole value invalid.
    date.setHours(
      Number(hours),
      Number(minutes),
      Number(seconds),
      Number(fraction.padEnd(3, '0').slice(0, 3)),
    );
    return date;
  }

  const zoned = ZONED_DATETIME.exec(text);
  if (zoned) {
    const [, day = '', hours = '', minutes = '', seconds = '00', fraction, zone = ''] = zoned;
    if (!parseCalendarDate(day) || !inClockRange(hours, minutes, seconds)) return invalidDate();
    // Rebuilt in the one form every engine's Date parser must accept (ECMAScript's date-time string format).
    const millis = (fraction ?? '').padEnd(3, '0').slice(0, 3);
    const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    return new Date(`${day}T${hours}:${minutes}:${seconds.padStart(2, '0')}.${millis}${offset}`);
  }

  return invalidDate();
}

/** A value as dayjs: null for no value, an invalid dayjs for unreadable text. */
export function toDayjs(value: DateValue | null | undefined): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (dayjs.isDayjs(value)) return value;
  const date = parseApiDate(value);
  return date === null ? null : dayjs(date);
}

function requireValid(value: DateValue): Dayjs {
  const parsed = toDayjs(value);
  // Sending 'Invalid Date' (or nothing) to the API would lose the user's input silently; callers validate first.
  if (parsed === null || !parsed.isValid()) throw new RangeError(INVALID_DATE_TEXT);
  return parsed;
}

/**
 * The local calendar date of a value as the API's 'YYYY-MM-DD'. Throws a RangeError for an invalid date.
 *
 * @example
 * toApiDate(new Date(2026, 2, 1, 23, 30)); // '2026-03-01'
 */
export function toApiDate(value: DateValue): string {
  return requireValid(value).format(API_DATE_FORMAT);
}

/**
 * A value as the API's datetime, 'YYYY-MM-DDTHH:mm:ss' in local time and without a zone. Throws a RangeError for
 * an invalid date.
 */
export function toApiDateTime(value: DateValue): string {
  return requireValid(value).format(API_DATETIME_FORMAT);
}

function format(value: DateValue | null | undefined, pattern: string): string {
  const parsed = toDayjs(value);
  if (parsed === null) return '';
  return parsed.isValid() ? parsed.locale('pt-br').format(pattern) : INVALID_DATE_TEXT;
}

/** dd/MM/yyyy; '' for no value, 'Data inválida' for an unreadable one. */
export function formatDate(value: DateValue | null | undefined): string {
  return format(value, DISPLAY_DATE_FORMAT);
}

/** dd/MM/yyyy HH:mm in local time; '' for no value, 'Data inválida' for an unreadable one. */
export function formatDateTime(value: DateValue | null | undefined): string {
  return format(value, DISPLAY_DATETIME_FORMAT);
}

/**
 * Whether a value is a valid date whose calendar day lies within [min, max], both included; by default the range
 * date fields accept (1900-01-01 to 2099-12-31). The time of day does not count: 2099-12-31T23:59 is within.
 */
export function isWithinRange(
  value: DateValue | null | undefined,
  min: DateValue = MIN_DATE,
  max: DateValue = MAX_DATE,
): boolean {
  const parsed = toDayjs(value);
  if (parsed === null || !parsed.isValid()) return false;
  return !parsed.isBefore(requireValid(min), 'day') && !parsed.isAfter(requireValid(max), 'day');
}
