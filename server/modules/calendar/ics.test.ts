import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { notifications } from '../notifications/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { calendarSubscriptions } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { createChild, createGuardian, organisationId } from '../../test/families.ts';
import type { CalendarEvent } from '../../../src/api/contracts/index.ts';

const ADMIN = 'admin@stmarys.test';
const INFANTIL = 'admin@infantil.test';
const MUM = 'mum-ics@stmarys.test';
const OTHER = 'other-ics@stmarys.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The .ics file's lines, unfolded (RFC 5545 § 3.1). */
const linesOf = (body: string) => body.replace(/\r\n[ \t]/g, '').split(/\r?\n/);

describe.each(databaseTargets)('events in a phone’s calendar on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let child: string;
  let otherChild: string;
  let stMarys: string;

  const create = async (title: string, start: number, patient = child, description = 'Fasting from 6am') => {
    const res = await call(ADMIN, 'POST', '/event', {
      title,
      description,
      kind: 'appointment',
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + HOUR).toISOString(),
      patient_ids: [patient],
    });
    expect(res.statusCode).toBe(201);
    return res.json<CalendarEvent>();
  };
  const ics = (who: string, id: string) => call(who, 'GET', `/event/${id}/ics`);
  const feed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  /** Limits the child's link and what a limited link sees. */
  const limit = async (parts: 'calendar'[]) => {
    await t.database.db
      .update(organisations)
      .set({ limitedParts: parts })
      .where(eq(organisations.id, stMarys));
    await t.database.db
      .update(guardianLinks)
      .set({ accessLevel: 'limited' })
      .where(eq(guardianLinks.patientId, child));
  };
  const unlimit = () =>
    t.database.db
      .update(guardianLinks)
      .set({ accessLevel: 'full' })
      .where(eq(guardianLinks.patientId, child));

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    stMarys = await organisationId(db, 'stmarys');
    const mum = await createGuardian(db, 'stmarys', MUM);
    const other = await createGuardian(db, 'stmarys', OTHER);
    child = await createChild(
      db,
      'stmarys',
      { appCode: 'ICSQ34', dateOfBirth: '2019-04-09', firstName: 'Ivy' },
      mum,
    );
    otherChild = await createChild(
      db,
      'stmarys',
      { appCode: 'ICSR35', dateOfBirth: '2018-02-03', firstName: 'Otto' },
      other,
    );
    call = callerOf(t, await signInAll(t, [ADMIN, INFANTIL, MUM, OTHER]));
  });
  afterAll(() => t.close());

  it('gives the guardian one event as an .ics in London time, summer and winter, without its notes', async () => {
    const summer = await create('Clinic visit', Date.UTC(2031, 6, 10, 9));
    const winter = await create('Blood test', Date.UTC(2031, 0, 10, 9));
    const res = await ics(MUM, summer.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const lines = linesOf(res.body);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/London');
    expect(lines).toContain(`UID:${summer.id}@lantern`);
    expect(lines).toContain('SEQUENCE:0');
    // 09:00 UTC in July is 10:00 on London's clock (BST).
    expect(lines).toContain('DTSTART;TZID=Europe/London:20310710T100000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20310710T110000');
    expect(lines).toContain('SUMMARY:Clinic visit');
    expect(res.body).not.toContain('Fasting');
    expect(res.body).not.toContain('DESCRIPTION');
    // In January London is on GMT.
    expect(linesOf((await ics(MUM, winter.id)).body)).toContain('DTSTART;TZID=Europe/London:20310110T090000');
  });

  it('answers another family, another organisation and a hidden calendar as a missing event', async () => {
    const event = await create('Scan', Date.UTC(2031, 3, 2, 13));
    expect((await ics(ADMIN, event.id)).statusCode).toBe(200);
    expect((await ics(OTHER, event.id)).statusCode).toBe(404);
    expect((await ics(INFANTIL, event.id)).statusCode).toBe(404);
    await limit([]);
    try {
      expect((await ics(MUM, event.id)).statusCode).toBe(404);
      // A limited link that still opens the calendar (the organisation's default) sees it.
      await limit(['calendar']);
      expect((await ics(MUM, event.id)).statusCode).toBe(200);
    } finally {
      await unlimit();
    }
  });

  it('moves the event in the phone: SEQUENCE up, the new start, and the family told the new start', async () => {
    const event = await create('Physio', Date.UTC(2031, 9, 1, 8));
    const moved = Date.UTC(2031, 9, 2, 14);
    const res = await call(ADMIN, 'PUT', `/event/${event.id}`, {
      title: 'Physio',
      kind: 'appointment',
      start_time: new Date(moved).toISOString(),
      end_time: new Date(moved + HOUR).toISOString(),
      patient_ids: [child],
    });
    expect(res.statusCode).toBe(200);
    const lines = linesOf((await ics(MUM, event.id)).body);
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('DTSTART;TZID=Europe/London:20311002T150000');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'event.moved'));
    expect(told.map((n) => n.params)).toContainEqual(
      expect.objectContaining({ event: 'Physio', start: new Date(moved).toISOString() }),
    );
  });

  it('makes, answers once, replaces and revokes a private address, audited without the token', async () => {
    expect((await call(MUM, 'GET', '/calendar/subscription')).json()).toEqual({
      active: false,
      created_at: null,
    });
    const soon = await create('Ward round', Date.now() + 3 * DAY);
    const made = await call(MUM, 'POST', '/calendar/subscription');
    expect(made.statusCode).toBe(201);
    const { url } = made.json<{ url: string }>();
    expect(url).toMatch(/^https?:\/\/.+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const state = (await call(MUM, 'GET', '/calendar/subscription')).json<{ active: boolean }>();
    expect(state.active).toBe(true);
    expect(JSON.stringify(state)).not.toContain(token);

    const read = await feed(url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(read.headers['cache-control']).toBe('private, max-age=900');
    expect(linesOf(read.body)).toContain(`UID:${soon.id}@lantern`);
    expect(read.body).not.toContain('Fasting');

    // Only the token's hash is stored, and the audit holds no token.
    const stored = await t.database.db.select().from(calendarSubscriptions);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'calendar.subscription.create')));
    expect(audited.length).toBeGreaterThan(0);
    expect(JSON.stringify(audited)).not.toContain(token);

    const again = (await call(MUM, 'POST', '/calendar/subscription')).json<{ url: string }>();
    expect((await feed(url)).statusCode).toBe(404);
    expect((await feed(again.url)).statusCode).toBe(200);

    expect((await call(MUM, 'DELETE', '/calendar/subscription')).statusCode).toBe(204);
    expect((await feed(again.url)).statusCode).toBe(404);
    expect((await call(MUM, 'GET', '/calendar/subscription')).json()).toMatchObject({ active: false });
    expect((await call(MUM, 'DELETE', '/calendar/subscription')).statusCode).toBe(404);
    const revoked = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'calendar.subscription.revoke'));
    expect(revoked).toHaveLength(1);
  });

  it('answers an unknown address as a revoked one, and only guardians make addresses', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${'A'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    expect((await call(ADMIN, 'POST', '/calendar/subscription')).statusCode).toBe(403);
  });

  it('follows the family’s access at every fetch, and never shows another family’s events', async () => {
    const mine = await create('Check-up', Date.now() + 5 * DAY);
    const theirs = await create('Otto’s visit', Date.now() + 5 * DAY, otherChild);
    const old = await create('Long ago', Date.now() - 40 * DAY);
    const { url } = (await call(MUM, 'POST', '/calendar/subscription')).json<{ url: string }>();
    const uids = async () => linesOf((await feed(url)).body).filter((l) => l.startsWith('UID:'));
    expect(await uids()).toContain(`UID:${mine.id}@lantern`);
    expect(await uids()).not.toContain(`UID:${theirs.id}@lantern`);
    expect(await uids()).not.toContain(`UID:${old.id}@lantern`);
    await limit([]);
    try {
      expect(await uids()).not.toContain(`UID:${mine.id}@lantern`);
    } finally {
      await unlimit();
    }
    await t.database.db
      .update(guardianLinks)
      .set({ status: 'revoked' })
      .where(eq(guardianLinks.patientId, child));
    expect(await uids()).not.toContain(`UID:${mine.id}@lantern`);
    expect((await feed(url)).statusCode).toBe(200);
  });
});
