import { describe, expect, it } from 'vitest';
import { dueOccurrence, nextOccurrence, nextReminder } from './schedule.ts';

const DAY = 86_400_000;

describe('when repeats and reminders are due', () => {
  it('repeats up to the end of the end date’s London day, summer time included', () => {
    // 23:30 in London on 3 June (British Summer Time) is 22:30 UTC.
    const created = new Date('2026-06-03T22:30:00Z');
    const daily = { every: 1, unit: 'day' as const, until: '2026-06-05' };
    expect(dueOccurrence(created, daily, created.getTime() + 2 * DAY)).toEqual({
      occurrence: 2,
      dueAt: new Date('2026-06-05T22:30:00Z'),
    });
    // The next would be 23:30 on the 6th: past the end date.
    expect(nextOccurrence(created, daily, created.getTime() + 2 * DAY + 1)).toBeNull();
    // 00:30 London on the 5th is still the 5th (23:30 UTC on the 4th); 00:30 on the 6th is not.
    const late = new Date('2026-06-02T23:30:00Z');
    expect(dueOccurrence(late, { ...daily, until: '2026-06-04' }, late.getTime() + 2 * DAY)).toBeNull();
    expect(dueOccurrence(late, { ...daily, until: '2026-06-05' }, late.getTime() + 2 * DAY)?.occurrence).toBe(
      2,
    );
  });

  it('asks nothing again before the first period has passed, and only the latest occurrence after a pause', () => {
    const created = new Date('2026-11-02T09:00:00Z');
    const weekly = { every: 1, unit: 'week' as const, until: '2027-01-31' };
    expect(dueOccurrence(created, weekly, created.getTime() + 6 * DAY)).toBeNull();
    expect(nextOccurrence(created, weekly, created.getTime())?.dueAt).toEqual(
      new Date(created.getTime() + 7 * DAY),
    );
    expect(dueOccurrence(created, weekly, created.getTime() + 22 * DAY)?.occurrence).toBe(3);
  });

  it('reminds after the last e-mail, at most the number of times asked', () => {
    const asked = new Date('2026-11-02T09:00:00Z');
    const remind = { afterDays: 2, atMost: 2 };
    const sent = (kind: string, ordinal: number, day: number) => ({
      kind,
      ordinal,
      sentAt: new Date(asked.getTime() + day * DAY),
    });
    expect(nextReminder([sent('assigned', 0, 0)], asked, remind)).toEqual({
      ordinal: 1,
      dueAt: new Date(asked.getTime() + 2 * DAY),
    });
    // A reminder sent late (the job was down) moves the next one on from when it was sent.
    expect(nextReminder([sent('assigned', 0, 0), sent('reminder', 1, 3)], asked, remind)).toEqual({
      ordinal: 2,
      dueAt: new Date(asked.getTime() + 5 * DAY),
    });
    expect(
      nextReminder([sent('assigned', 0, 0), sent('reminder', 1, 2), sent('reminder', 2, 4)], asked, remind),
    ).toBeNull();
  });
});
