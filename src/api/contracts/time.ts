import type { LANGUAGES } from './constants.ts';

/**
 * The one place that knows the product's time zone and how dates read (spec §9): every instant is
 * shown in London time, whatever the viewer's or the server's clock says. The portal formats
 * through these functions (`useDates()` in src/lib), the server converts London wall-clock times
 * and days with them, and SQL names the zone through TIME_ZONE.
 */
export const TIME_ZONE = 'Europe/London';

type Language = (typeof LANGUAGES)[number];

/** How each interface language writes dates: English as in Britain, Arabic and Spanish their own. */
export const DATE_LOCALES = { en: 'en-GB', ar: 'ar', es: 'es' } as const satisfies Record<Language, string>;

/** The date locale of an interface language (an unknown one reads as English). */
export const dateLocaleOf = (language: string): string =>
  DATE_LOCALES[language as Language] ?? DATE_LOCALES.en;

/** A clock time: two-digit hours on a 24-hour clock and two-digit minutes ("15:00", "09:05"). */
export const TIME_OPTIONS = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DATE_OPTIONS = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const LONG_DATE_OPTIONS = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const DAY_MONTH_OPTIONS = { day: 'numeric', month: 'short' } as const;

export type DateInput = string | number | Date;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions, zone = TIME_ZONE) {
  const locale = dateLocaleOf(language);
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

const instantOf = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The date, London's: 27/11/2026 (en, es), 27‏/11‏/2026 (ar); '' for no date. */
export function formatDate(value: DateInput, language = 'en'): string {
  const date = instantOf(value);
  return date ? formatter(language, DATE_OPTIONS).format(date) : '';
}

/** The time of day in London on a 24-hour clock: 10:30; '' for no date. */
export function formatTime(value: DateInput, language = 'en'): string {
  const date = instantOf(value);
  return date ? formatter(language, TIME_OPTIONS).format(date) : '';
}

/** The date and time: 27/11/2026, 10:30 (ar: 27‏/11‏/2026، 10:30). */
export function formatDateTime(value: DateInput, language = 'en'): string {
  const date = instantOf(value);
  return date ? formatter(language, { ...DATE_OPTIONS, ...TIME_OPTIONS }).format(date) : '';
}

/**
 * The date written out: "Friday 27 November 2026" as the British write it (with no comma after the
 * day's name, which ICU's English has added in some versions and not others), "viernes, 27 de
 * noviembre de 2026", "الجمعة، 27 نوفمبر 2026".
 */
export function formatLongDate(value: DateInput, language = 'en'): string {
  const date = instantOf(value);
  if (!date) return '';
  const parts = formatter(language, LONG_DATE_OPTIONS).formatToParts(date);
  if (dateLocaleOf(language) !== DATE_LOCALES.en) return parts.map((p) => p.value).join('');
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** The date written out with the time: "Friday 27 November 2026, 10:30" and each language's own. */
export function formatLongDateTime(value: DateInput, language = 'en'): string {
  const date = instantOf(value);
  if (!date) return '';
  if (dateLocaleOf(language) === DATE_LOCALES.en) return `${formatLongDate(date)}, ${formatTime(date)}`;
  return formatter(language, { ...LONG_DATE_OPTIONS, ...TIME_OPTIONS }).format(date);
}

/**
 * An instant in London written with a screen's own choice of parts (a card's "Fri 27 Nov, 10:30",
 * a thread's "27 Nov 2026, 10:30") in the language's date locale, on a 24-hour clock.
 */
export function formatInstant(
  value: DateInput,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = instantOf(value);
  const clock =
    options.hour !== undefined || options.timeStyle !== undefined ? { hourCycle: 'h23' as const } : {};
  return date ? formatter(language, { ...clock, ...options }).format(date) : '';
}

/** A calendar day (`YYYY-MM-DD`, a day with no time) as a chart's axis shows it: 27 Nov, 27 نوفمبر. */
export function formatDayMonth(day: string, language = 'en'): string {
  const date = instantOf(`${day}T12:00:00Z`);
  return date ? formatter(language, DAY_MONTH_OPTIONS, 'UTC').format(date) : '';
}

// Built when first used, through `formatter`'s cache: the first Intl.DateTimeFormat in London's zone
// loads the zone's rules, tens of milliseconds on a phone that a screen showing no date should not wait.
const WALL_CLOCK_OPTIONS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;
const wallClockParts = (date: Date) =>
  Object.fromEntries(
    formatter('en', WALL_CLOCK_OPTIONS)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );

/** The wall-clock time of an instant in London, as `YYYY-MM-DDTHH:mm` (what a datetime-local field holds). */
export function londonLocal(instant: DateInput): string {
  const date = instantOf(instant);
  if (!date) return '';
  const part = wallClockParts(date);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * What London's clock read at an instant, to the second, as milliseconds since the epoch of that
 * wall-clock time taken as UTC (what a spreadsheet's serial date counts from); NaN for no date.
 */
export function londonWallClockMs(instant: DateInput): number {
  const date = instantOf(instant);
  if (!date) return Number.NaN;
  const n = Object.fromEntries(Object.entries(wallClockParts(date)).map(([k, v]) => [k, Number(v)]));
  return Date.UTC(n.year ?? 0, (n.month ?? 1) - 1, n.day, n.hour, n.minute, n.second);
}

/** The London day of an instant, `YYYY-MM-DD` (what a date field holds). */
export const londonDay = (instant: DateInput): string => londonLocal(instant).slice(0, 10);

/**
 * The instant a London wall-clock time (`YYYY-MM-DDTHH:mm`) names. London is UTC or UTC+1, so the
 * answer is one of two candidates: when the clocks go back (an hour that happens twice) the earlier
 * one; when they go forward (an hour that never happens) none, and null says so.
 */
export function londonInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls 31 February into March: a date that does not exist is no time at all.
  if (new Date(utc).toISOString().slice(0, 16) !== local) return null;
  const candidates = [utc - 3_600_000, utc].map((ms) => new Date(ms));
  return candidates.find((instant) => londonLocal(instant) === local) ?? null;
}
