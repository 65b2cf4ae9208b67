import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatInstant,
  formatLongDate,
  formatLongDateTime,
  formatTime,
  dateLocaleOf,
  type DateInput,
} from '../api/contracts/time.ts';

/** The date formats of the interface language, every one in London time (src/api/contracts/time.ts). */
export interface Dates {
  /** The date locale of the interface language ('en-GB', 'ar', 'es'), for the date pickers. */
  locale: string;
  /** 27/11/2026 */
  date: (value: DateInput) => string;
  /** 10:30 */
  time: (value: DateInput) => string;
  /** 27/11/2026, 10:30 */
  dateTime: (value: DateInput) => string;
  /** Friday 27 November 2026 */
  longDate: (value: DateInput) => string;
  /** Friday 27 November 2026, 10:30 */
  longDateTime: (value: DateInput) => string;
  /** 27 Nov, for a calendar day (`YYYY-MM-DD`) */
  dayMonth: (day: string) => string;
  /** The parts a screen chooses: { weekday: 'short', day: 'numeric', month: 'short' } → Fri 27 Nov */
  format: (value: DateInput, options: Intl.DateTimeFormatOptions) => string;
}

/** The one way a screen writes a date: in the language it reads in, stable while that stays the same. */
export function useDates(): Dates {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      locale: dateLocaleOf(locale),
      date: (value) => formatDate(value, locale),
      time: (value) => formatTime(value, locale),
      dateTime: (value) => formatDateTime(value, locale),
      longDate: (value) => formatLongDate(value, locale),
      longDateTime: (value) => formatLongDateTime(value, locale),
      dayMonth: (day) => formatDayMonth(day, locale),
      format: (value, options) => formatInstant(value, locale, options),
    }),
    [locale],
  );
}
