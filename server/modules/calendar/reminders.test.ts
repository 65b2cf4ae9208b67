import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications } from '../notifications/schema.ts';
import { createNotificationsRepository } from '../notifications/index.ts';
import { createNotifier } from '../notifications/index.ts';
import { createFamiliesRepository } from '../families/index.ts';
import { guardianLinks } from '../families/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { createChild, createGuardian, organisationId } from '../../test/families.ts';
import type { CalendarEvent } from '../../../src/api/contracts/index.ts';
import { createEventReminders, tomorrowInLondon } from './reminders.ts';
import { createCalendarRepository } from './repository.ts';

const ADMIN = 'admin@stmarys.test';
const HOUR = 3_600_000;

describe('the next day in London', () => {
  it('starts and ends at London’s midnights, in summer and in winter', () => {
    expect(tomorrowInLondon(new Date('2031-07-10T22:30:00Z'))).toEqual({
      // 23:30 in London is still the 10th: the next day is the 11th, BST.
      from: new Date('2031-07-10T23:00:00Z'),
      to: new Date('2031-07-11T23:00:00Z'),
    });
    expect(tomorrowInLondon(new Date('2031-01-10T09:00:00Z'))).toEqual({
      from: new Date('2031-01-11T00:00:00Z'),
      to: new Date('2031-01-12T00:00:00Z'),
    });
  });
});

describe.each(databaseTargets)('the reminder the day before on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let mum: string;
  let hidden: string;
  let child: string;
  let hiddenChild: string;
  let stMarys: string;
  // 10:00 London on a winter's day; "tomorrow" is 11 January 2031.
  const now = Date.UTC(2031, 0, 10, 10);

  const create = async (title: string, start: number, patients: string[]) => {
    const res = await call(ADMIN, 'POST', '/event', {
      title,
      kind: 'appointment',
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + HOUR).toISOString(),
      patient_ids: patients,
    });
    expect(res.statusCode).toBe(201);
    return res.json<CalendarEvent>();
  };
  const reminders = () => {
    const { db } = t.database;
    return createEventReminders({
      repo: createCalendarRepository(db),
      families: createFamiliesRepository(db),
      notify: createNotifier({ repo: createNotificationsRepository(db), channels: [], now: () => now }),
      now: () => now,
    });
  };
  const remindedOf = (userIds: string[]) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'event.reminder'), inArray(notifications.userId, userIds)));

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    stMarys = await organisationId(db, 'stmarys');
    mum = await createGuardian(db, 'stmarys', 'mum-remind@stmarys.test');
    hidden = await createGuardian(db, 'stmarys', 'limited-remind@stmarys.test');
    child = await createChild(
      db,
      'stmarys',
      { appCode: 'RMDQ34', dateOfBirth: '2019-04-09', firstName: 'Rae' },
      mum,
    );
    hiddenChild = await createChild(
      db,
      'stmarys',
      { appCode: 'RMDR35', dateOfBirth: '2018-02-03', firstName: 'Hal' },
      hidden,
    );
    // The second family's link is limited, and a limited link here does not open the calendar.
    await db.update(organisations).set({ limitedParts: [] }).where(eq(organisations.id, stMarys));
    await db
      .update(guardianLinks)
      .set({ accessLevel: 'limited' })
      .where(eq(guardianLinks.guardianId, hidden));
    call = callerOf(t, await signInAll(t, [ADMIN]));
  });
  afterAll(() => t.close());

  it('tells each guardian once of tomorrow’s events, not of cancelled ones nor where the calendar is hidden', async () => {
    const tomorrow = await create('Dentist', Date.UTC(2031, 0, 11, 14), [child, hiddenChild]);
    await create('Next week', Date.UTC(2031, 0, 17, 14), [child]);
    await create('Later today', Date.UTC(2031, 0, 10, 16), [child]);
    const cancelled = await create('Cancelled clinic', Date.UTC(2031, 0, 11, 9), [child]);
    expect((await call(ADMIN, 'DELETE', `/event/${cancelled.id}`)).statusCode).toBe(204);

    expect(await reminders().run()).toEqual({ reminded: 1 });
    const told = await remindedOf([mum, hidden]);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: mum,
      link: '/calendar',
      params: { child: 'Rae', event: 'Dentist', start: tomorrow.start_time },
    });

    // The next hour's run tells no one again.
    expect(await reminders().run()).toEqual({ reminded: 0 });
    expect(await remindedOf([mum, hidden])).toHaveLength(1);
  });
});
