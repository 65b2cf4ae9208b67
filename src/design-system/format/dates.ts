import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date and time is shown in London time, whatever the viewer's clock says (docs/product.md § Roles, routes and access and § Constants). */
export const TIME_ZONE = 'Europe/London';

export type DateOrder = 'MM/DD/YYYY' | 'DD/MM/YYYY';
export type DateInput = string | number | Date;

const inLondon = (value: DateInput) => {
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.tz(TIME_ZONE) : null;
};

/** '2024-03-31T23:30:00Z' → '04/01/2024' (MM/DD/YYYY) or '01/04/2024' (DD/MM/YYYY); '' for an invalid date. */
export function formatDate(value: DateInput, order: DateOrder = 'DD/MM/YYYY'): string {
  return inLondon(value)?.format(order) ?? '';
}

/** The spec's time pattern HH:m — hours padded, minutes not ('09:5' for 09:05); '' for an invalid date. */
export function formatTime(value: DateInput): string {
  return inLondon(value)?.format('HH:m') ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A length in seconds: mm:ss under an hour, hh:mm from an hour on (seconds dropped). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours < 1 ? `${pad(minutes)}:${pad(seconds % 60)}` : `${pad(hours)}:${pad(minutes)}`;
}
