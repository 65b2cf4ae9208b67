import { describe, expect, it } from 'vitest';
import {
  dateLocaleOf,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatInstant,
  formatLongDate,
  formatLongDateTime,
  formatTime,
  londonDay,
  londonInstant,
  londonLocal,
} from './time.ts';

// 10:30 GMT on a November Friday: London's clock reads 10:30.
const WINTER = '2026-11-27T10:30:00Z';
// 14:00 UTC on an on-the-hour summer afternoon: London (BST) reads 15:00.
const SUMMER = '2026-07-03T14:00:00Z';

describe('dates as each interface language writes them, in London time', () => {
  it('writes English as in Britain: day first, a 24-hour clock, no comma after the day’s name', () => {
    expect(formatDate(WINTER, 'en')).toBe('27/11/2026');
    expect(formatTime(SUMMER, 'en')).toBe('15:00');
    expect(formatDateTime(WINTER, 'en')).toBe('27/11/2026, 10:30');
    expect(formatLongDate(WINTER, 'en')).toBe('Friday 27 November 2026');
    expect(formatLongDateTime(WINTER, 'en')).toBe('Friday 27 November 2026, 10:30');
    expect(formatDayMonth('2026-10-25', 'en')).toBe('25 Oct');
  });

  it('writes the parts a screen chooses in London time, in the language’s locale, on a 24-hour clock', () => {
    const card = {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    } as const;
    expect(formatInstant(SUMMER, 'en', card)).toBe('Fri 3 Jul, 15:00');
    expect(formatInstant(WINTER, 'en', card)).toBe('Fri 27 Nov, 10:30');
    expect(formatInstant(SUMMER, 'es', card)).toBe('vie, 3 jul, 15:00');
    expect(formatInstant(WINTER, 'en', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '27 Nov 2026, 10:30',
    );
    expect(formatInstant('not a date', 'en', card)).toBe('');
  });

  it('writes Spanish as Spanish does', () => {
    expect(formatDate(WINTER, 'es')).toBe('27/11/2026');
    expect(formatTime(SUMMER, 'es')).toBe('15:00');
    expect(formatLongDate(WINTER, 'es')).toBe('viernes, 27 de noviembre de 2026');
    expect(formatLongDateTime(WINTER, 'es')).toBe('viernes, 27 de noviembre de 2026, 10:30');
    expect(formatDayMonth('2026-10-25', 'es')).toBe('25 oct');
  });

  it('writes Arabic with Arabic names and right-to-left marks, on a 24-hour clock', () => {
    // The short date separates its numbers with right-to-left marks so they read in order.
    expect(formatDate(WINTER, 'ar')).toBe('27\u200f/11\u200f/2026');
    expect(formatTime(SUMMER, 'ar')).toBe('15:00');
    expect(formatLongDate(WINTER, 'ar')).toBe('الجمعة، 27 نوفمبر 2026');
    expect(formatLongDateTime(WINTER, 'ar')).toContain('الجمعة، 27 نوفمبر 2026');
    expect(formatLongDateTime(WINTER, 'ar')).toContain('10:30');
    expect(formatLongDateTime(WINTER, 'ar')).not.toMatch(/[AP]M|ص|م$/);
  });

  it('reads an unknown language as English', () => {
    expect(dateLocaleOf('fr')).toBe('en-GB');
    expect(formatDate(WINTER, 'fr')).toBe('27/11/2026');
  });

  it('moves a late-evening UTC instant in summer to the next London day', () => {
    // 23:30 UTC on 31 March 2024 (the day BST starts) is 00:30 on 1 April in London.
    expect(formatDate('2024-03-31T23:30:00Z')).toBe('01/04/2024');
    expect(formatTime('2024-03-31T23:30:00Z')).toBe('00:30');
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('31/12/2024');
  });

  it('accepts Date objects and epoch milliseconds, and yields empty text for an invalid date', () => {
    expect(formatDate(new Date(Date.UTC(2023, 10, 5, 12)))).toBe('05/11/2023');
    expect(formatDate(Date.UTC(2023, 0, 2))).toBe('02/01/2023');
    for (const format of [formatDate, formatTime, formatDateTime, formatLongDate, formatLongDateTime])
      expect(format('not a date')).toBe('');
  });
});

describe('London wall-clock times', () => {
  it('gives an instant’s London wall clock and day, summer time included', () => {
    expect(londonLocal(SUMMER)).toBe('2026-07-03T15:00');
    expect(londonLocal(WINTER)).toBe('2026-11-27T10:30');
    expect(londonDay('2024-03-31T23:30:00Z')).toBe('2024-04-01');
  });

  it('names the instant of a wall-clock time: the earlier of a repeated hour, none for a skipped one', () => {
    expect(londonInstant('2026-07-03T15:00')?.toISOString()).toBe('2026-07-03T14:00:00.000Z');
    expect(londonInstant('2026-10-25T01:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(londonInstant('2026-03-29T01:30')).toBeNull();
    expect(londonInstant('2026-02-31T09:00')).toBeNull();
    expect(londonInstant('tomorrow')).toBeNull();
  });
});
