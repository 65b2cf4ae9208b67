import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { mailOutbox } from '../../mail/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { createNotifier, type NotificationInput, type Notify } from './notify.ts';
import { PUSH_TEXTS } from './push-texts.ts';
import { createNotificationsRepository } from './repository.ts';
import { UNREAD_EMAIL_JOB } from './unread-email.ts';

const SUPER = 'super@lantern.test';
const GUARDIAN = 'guardian@stmarys.test';
const HOUR = 3_600_000;
const SUBJECTS = Object.values(PUSH_TEXTS).map((texts) => texts.unread.subject);

describe.each(databaseTargets)('e-mail when a notification stays unread, on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let clock = Date.parse('2026-12-05T09:00:00.000Z');
  let notify: Notify;
  let guardianId: string;
  let organisationId: string;

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
    call = callerOf(t, await signInAll(t, [SUPER, GUARDIAN]));
    notify = createNotifier({
      repo: createNotificationsRepository(t.database.db),
      channels: [],
      now: () => clock,
    });
    const guardian = first(await t.database.db.select().from(users).where(eq(users.email, GUARDIAN)));
    guardianId = guardian.id;
    organisationId = guardian.organisationId as string;
  });
  afterAll(() => t.close());

  const tell = async (input: Partial<NotificationInput> = {}) => {
    const [row] = await notify(t.database.db, {
      organisationId,
      userIds: [guardianId],
      kind: 'questionnaire.asked',
      params: { questionnaire: 'How is Noah sleeping?', child: 'Noah', about: 'child' },
      link: '/my-questionnaires',
      ...input,
    });
    return row?.id as string;
  };
  const mails = () =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, GUARDIAN), inArray(mailOutbox.subject, SUBJECTS)));
  const setHours = (hours: number | null | string) =>
    call(SUPER, 'PUT', `/organisation/${organisationId}`, { unread_email_hours: hours });

  it('keeps the setting between 1 and 72 hours, naming the field', async () => {
    for (const hours of [0, 73, 1.5, 'two']) {
      const res = await setHours(hours);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('unread_email_hours');
    }
    const [row] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    expect(row?.unreadEmailHours).toBeNull();
  });

  it('e-mails an unread notification that matters once, after the hours, with its link and no personal detail', async () => {
    const res = await setHours(2);
    expect(res.statusCode).toBe(200);
    expect(res.json().unread_email_hours).toBe(2);
    await tell();
    const read = await tell();
    // An appointment is told, but not e-mailed.
    await tell({
      kind: 'event.added',
      params: { child: 'Noah', event: 'Clinic', start: '2026-12-06T09:00:00.000Z' },
    });
    expect((await call(GUARDIAN, 'PUT', `/notifications/${read}/read`)).statusCode).toBe(200);

    clock += HOUR;
    await t.app.jobs.runNow(UNREAD_EMAIL_JOB);
    expect(await mails()).toHaveLength(0);

    clock += HOUR + 1000;
    await t.app.jobs.runNow(UNREAD_EMAIL_JOB);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.text).toContain('/my-questionnaires');
    expect(mail?.text).toContain("St Mary's");
    expect(mail?.text).not.toContain('Noah');
    expect(mail?.text).not.toContain('sleeping');

    clock += HOUR;
    await t.app.jobs.runNow(UNREAD_EMAIL_JOB);
    expect(await mails()).toHaveLength(1);
  });

  it('e-mails nothing when the setting is off', async () => {
    expect((await setHours(null)).json().unread_email_hours).toBeNull();
    await tell({ kind: 'issueReport.replied', params: { category: 'bug' }, link: null });
    clock += 80 * HOUR;
    await t.app.jobs.runNow(UNREAD_EMAIL_JOB);
    expect(await mails()).toHaveLength(1);
  });
});
