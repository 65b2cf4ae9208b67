import type { RepeatSettings } from '../../../src/api/contracts/questionnaires.ts';
import { londonInstant } from '../../../src/api/contracts/time.ts';

/** The arithmetic of repeats and reminders: when each next one is due. */

export const DAY_MS = 86_400_000;

const periodOf = (repeat: RepeatSettings) => repeat.every * (repeat.unit === 'week' ? 7 : 1) * DAY_MS;

/** The first instant after the end date's London day: no occurrence is due from then on. */
function endOf(repeat: RepeatSettings): number {
  const [y, m, d] = repeat.until.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return (londonInstant(`${next}T00:00`) ?? new Date(`${next}T00:00Z`)).getTime();
}

/** The occurrence due at `now` (the latest one begun, 1 for the first repeat), or null if none. */
export function dueOccurrence(createdAt: Date, repeat: RepeatSettings, now: number) {
  const k = Math.floor((now - createdAt.getTime()) / periodOf(repeat));
  if (k < 1) return null;
  const dueAt = createdAt.getTime() + k * periodOf(repeat);
  return dueAt < endOf(repeat) ? { occurrence: k, dueAt: new Date(dueAt) } : null;
}

/** The next occurrence after `now`, or null once past the end date. */
export function nextOccurrence(createdAt: Date, repeat: RepeatSettings, now: number) {
  const k = Math.max(1, Math.floor((now - createdAt.getTime()) / periodOf(repeat)) + 1);
  const dueAt = createdAt.getTime() + k * periodOf(repeat);
  return dueAt < endOf(repeat) ? { occurrence: k, dueAt: new Date(dueAt) } : null;
}

/**
 * A response's next reminder: `afterDays` after its last e-mail (the asking or the last reminder),
 * while fewer than `atMost` were sent. A job that was down sends one late, never two at once.
 */
export function nextReminder(
  sends: { kind: string; ordinal: number; sentAt: Date }[],
  assignedAt: Date,
  remind: { afterDays: number; atMost: number },
) {
  const reminders = sends.filter((s) => s.kind === 'reminder');
  if (reminders.length >= remind.atMost) return null;
  const last = Math.max(assignedAt.getTime(), ...sends.map((s) => s.sentAt.getTime()));
  return { ordinal: reminders.length + 1, dueAt: new Date(last + remind.afterDays * DAY_MS) };
}
