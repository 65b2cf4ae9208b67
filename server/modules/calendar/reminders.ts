import { londonDay, londonInstant } from '../../../src/api/contracts/index.ts';
import type { FamiliesRepository } from '../families/index.ts';
import type { Notify } from '../notifications/index.ts';
import { childNameOf } from '../notifications/index.ts';
import type { CalendarRepository, ReminderEvent } from './repository.ts';

export const REMINDER_JOB = 'calendar.reminders';
/** Events read per batch (keyset on start time and id): a busy day never loads at once. */
const BATCH = 200;

/** The instants London's next day starts and ends, after `now`. */
export function tomorrowInLondon(now: Date): { from: Date; to: Date } {
  const day = (offset: number) => {
    const [y, m, d] = londonDay(now).split('-').map(Number) as [number, number, number];
    const local = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
    // London's clocks change at 01:00 and 02:00: midnight always exists.
    return londonInstant(`${local}T00:00`) as Date;
  };
  return { from: day(1), to: day(2) };
}

/**
 * The reminder the day before: each active guardian of a child an event is chosen for, whose link
 * opens the calendar today, is told once per event (event_reminders remembers it, in the
 * notification's transaction, so a rerun or the next hour's run tells no one twice). Deleted
 * (cancelled) events are gone, so never reminded of.
 */
export function createEventReminders(deps: {
  repo: Pick<CalendarRepository, 'eventsToRemind' | 'chosenFor' | 'recordReminders' | 'transaction'>;
  families: Pick<FamiliesRepository, 'activeGuardiansOf'>;
  notify: Notify;
  now: () => number;
}) {
  const { repo } = deps;
  return {
    async run(): Promise<{ reminded: number }> {
      const { from, to } = tomorrowInLondon(new Date(deps.now()));
      let after: { startTime: Date; id: string } | null = null;
      let reminded = 0;
      for (;;) {
        const batch = await repo.eventsToRemind({ from, to }, after, BATCH);
        if (batch.length === 0) break;
        reminded += await remindBatch(batch);
        const last = batch[batch.length - 1] as (typeof batch)[number];
        after = { startTime: last.startTime, id: last.id };
        if (batch.length < BATCH) break;
      }
      return { reminded };
    },
  };

  async function remindBatch(batch: ReminderEvent[]): Promise<number> {
    const ids = batch.map((e) => e.id);
    const chosen = await repo.chosenFor(ids);
    const links = await deps.families.activeGuardiansOf([...new Set(chosen.map((c) => c.patientId))]);
    let told = 0;
    for (const event of batch) {
      // One reminder per guardian, naming the first of their children it is for whom they may follow.
      const byGuardian = new Map<string, string>();
      for (const c of chosen.filter((c) => c.eventId === event.id))
        for (const link of links)
          if (link.patientId === c.patientId && link.access.parts.includes('calendar'))
            if (!byGuardian.has(link.guardianId)) byGuardian.set(link.guardianId, childNameOf(link));
      if (byGuardian.size === 0) continue;
      told += await repo.transaction(async (tx) => {
        const fresh = await repo.recordReminders(event.id, [...byGuardian.keys()], tx);
        for (const { userId } of fresh)
          await deps.notify(tx, {
            organisationId: event.organisationId,
            userIds: [userId],
            kind: 'event.reminder',
            params: {
              child: byGuardian.get(userId) ?? '',
              event: event.title,
              start: event.startTime.toISOString(),
            },
            link: '/calendar',
          });
        return fresh.length;
      });
    }
    return told;
  }
}
