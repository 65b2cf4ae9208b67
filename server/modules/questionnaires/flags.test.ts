import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { notifications } from '../notifications/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';
import { questionnaireFlags } from './schema.ts';
import { calmAnswers, feelingToday, worriedAnswers } from './demo.ts';
import { runJob } from '../../test/job-clock.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';
const NURSE = 'nurse@stmarys.test';
const LEAD = 'staff@stmarys.test';
const TEAM = 'safeguarding-team@stmarys.test';
const HOUR = 3_600_000;

/** A 400 names the field in its message or in its list of fields. */
const namesField = (body: { message: string; fields?: { path: string }[] }, field: string) =>
  body.message.includes(field) || Boolean(body.fields?.some((f) => f.path.includes(field)));

describe.each(databaseTargets)(
  'duty of care: contacts, alerts, the queue and escalation on $name',
  (target) => {
    let t: TestApp;
    let call: ReturnType<typeof callerOf>;
    const start = Date.now();
    let clock = start;
    const ids = { nurse: '', tobi: '', guardian: '', stMarys: '', infantil: '' };
    let questionnaire: string;

    /** Asks the guardian about Tobi and answers with `answers`; the answer route's reply. */
    const askAndAnswer = async (answers: unknown) => {
      const asked = await call(ADMIN, 'POST', '/questionnaire/responses', {
        questionnaireId: questionnaire,
        userIds: [ids.guardian],
        subjectPatientId: ids.tobi,
      });
      const response = first(asked.json().data as { response_id: string }[]).response_id;
      return call(GUARDIAN, 'POST', `/questionnaire/responses/${response}/answers`, { answers });
    };
    const flagOf = async (responseId: string) =>
      first(
        await t.database.db
          .select()
          .from(questionnaireFlags)
          .where(eq(questionnaireFlags.responseId, responseId)),
      );
    const settings = (extra: Record<string, unknown> = {}) => ({
      contact_user_ids: [ids.nurse],
      team_email: TEAM,
      acknowledge_hours: 4,
      emergency_number: '999',
      urgent_help: {
        en: 'the ward 4 nurses on 020 7946 0000',
        es: 'las enfermeras de la planta 4 (020 7946 0000)',
      },
      ...extra,
    });

    beforeAll(async () => {
      t = await createTestApp(target, { now: () => clock });
      const { db } = t.database;
      const byEmail = async (email: string) =>
        first(await db.select().from(users).where(eq(users.email, email)));
      const guardian = await byEmail(GUARDIAN);
      const [nurse] = await db
        .insert(users)
        .values({
          type: 4,
          status: 4,
          email: NURSE,
          firstName: 'Nadia',
          surname: 'Nurse',
          language: 'ar',
          organisationId: guardian.organisationId,
        })
        .returning();
      Object.assign(ids, {
        nurse: nurse?.id,
        guardian: guardian.id,
        tobi: first(await db.select().from(users).where(eq(users.appCode, 'K7P3QX'))).id,
        stMarys: guardian.organisationId,
        infantil: (await byEmail(OTHER_ADMIN)).organisationId,
      });
      // The guardian reads Spanish: the safety net comes in Spanish.
      await db.update(users).set({ language: 'es' }).where(eq(users.id, guardian.id));
      call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN, OTHER_GUARDIAN]));
      questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
      await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    });
    afterAll(() => t.close());

    it('shows the demo hospital’s contacts; an admin names others, bad settings refused by field', async () => {
      const initial = await call(ADMIN, 'GET', '/questionnaire/safeguarding');
      // The demo names St Mary's safeguarding lead, a staff account.
      const lead = first(await t.database.db.select().from(users).where(eq(users.email, LEAD)));
      expect(initial.json()).toMatchObject({
        contact_user_ids: [lead.id],
        team_email: 'safeguarding@stmarys.test',
        acknowledge_hours: 4,
        emergency_number: '999',
      });
      expect(initial.json().staff.map((s: { id: string }) => s.id)).toContain(ids.nurse);
      for (const [bad, field] of [
        [{ contact_user_ids: [ids.guardian] }, 'contact_user_ids'],
        [{ acknowledge_hours: 0 }, 'acknowledge_hours'],
        [{ emergency_number: 'call us' }, 'emergency_number'],
        [{ team_email: 'not an address' }, 'team_email'],
      ] as const) {
        const res = await call(ADMIN, 'PUT', '/questionnaire/safeguarding', settings(bad));
        expect(res.json()).toMatchObject({ status: 400, code: 'ValidationError' });
        expect(namesField(res.json(), field)).toBe(true);
      }
      expect((await call(ADMIN, 'GET', '/questionnaire/safeguarding')).json().contact_user_ids).toEqual([
        lead.id,
      ]);
      expect((await call(GUARDIAN, 'PUT', '/questionnaire/safeguarding', settings())).statusCode).toBe(403);
      expect((await call(OTHER_ADMIN, 'GET', '/questionnaire/safeguarding')).statusCode).toBe(403);
      const saved = await call(ADMIN, 'PUT', '/questionnaire/safeguarding', settings());
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ contact_user_ids: [ids.nurse], team_email: TEAM });
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'questionnaire.safeguarding.update'));
      expect(audited).toHaveLength(1);
    });

    it('a Spanish hospital has 112; another hospital never reads nor names St Mary’s staff', async () => {
      await t.database.db
        .update(organisations)
        .set({ features: ['Questionnaires'] })
        .where(eq(organisations.id, ids.infantil));
      const theirs = (await call(OTHER_ADMIN, 'GET', '/questionnaire/safeguarding')).json();
      expect(theirs).toMatchObject({ emergency_number: '112', team_email: null });
      expect(theirs.contact_user_ids).not.toContain(ids.nurse);
      expect(theirs.staff.map((s: { id: string }) => s.id)).not.toContain(ids.nurse);
      const refused = await call(OTHER_ADMIN, 'PUT', '/questionnaire/safeguarding', settings());
      expect(refused.json()).toMatchObject({ status: 400, code: 'ValidationError' });
      expect(namesField(refused.json(), 'contact_user_ids')).toBe(true);
    });

    it('calm answers carry no safety net and tell nobody', async () => {
      const before = (await mailsTo(t.database.db, NURSE)).length;
      const res = await askAndAnswer(calmAnswers);
      expect(res.statusCode).toBe(200);
      expect(res.json().safety_net).toBeNull();
      expect(await mailsTo(t.database.db, NURSE)).toHaveLength(before);
    });

    it('worrying answers show the family their safety net and tell each contact about the child, not the answers', async () => {
      const res = await askAndAnswer(worriedAnswers);
      expect(res.statusCode).toBe(200);
      const net = res.json().safety_net;
      expect(net.emergency_number).toBe('999');
      expect(net.message).toContain('las enfermeras de la planta 4');
      expect(net.message).toContain('llama al 999');
      expect(net.message).not.toContain('8');
      const flag = await flagOf(res.json().id);
      expect(flag).toMatchObject({ subjectPatientId: ids.tobi, userId: ids.guardian, state: 'raised' });
      expect(flag.nextEscalationAt?.getTime()).toBe(flag.raisedAt.getTime() + 4 * HOUR);
      const [nurseMail] = await mailsTo(t.database.db, NURSE);
      const [teamMail] = await mailsTo(t.database.db, TEAM);
      for (const mail of [nurseMail, teamMail]) {
        expect(mail?.text).toContain('Tobi');
        expect(mail?.link).toContain(`/questionnaires/flags?flag=${flag.id}`);
        for (const secret of ['The operation', 'Needles', 'worst', ' 8 '])
          expect(mail?.text).not.toContain(secret);
      }
      // The nurse reads Arabic; the team address the hospital's English.
      expect(nurseMail?.subject).toContain('واجب الرعاية');
      expect(teamMail?.subject).toContain('Duty of care');
      // The contact is told in the portal too, with a link to the flag.
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, ids.nurse));
      expect(told).toMatchObject([
        {
          kind: 'flag.raised',
          link: `/questionnaires/flags?flag=${flag.id}`,
          params: { child: 'Tobi Okafor' },
        },
      ]);
      const [family] = await mailsTo(t.database.db, GUARDIAN);
      expect(family?.text).toContain('llama al 999');
      expect(family?.text).not.toContain('The operation');
    });

    it('moves a flag raised → acknowledged → in progress → resolved, each step once and audited', async () => {
      const res = await askAndAnswer(worriedAnswers);
      const { id } = await flagOf(res.json().id);
      const step = (who: string, action: string, body: unknown = {}) =>
        call(who, 'POST', `/questionnaire/flags/${id}/${action}`, body);
      expect((await step(ADMIN, 'start')).statusCode).toBe(409);
      expect((await step(ADMIN, 'resolve', { outcome: 'referred', note: 'x' })).statusCode).toBe(409);
      expect((await step(GUARDIAN, 'acknowledge')).statusCode).toBe(403);
      expect((await step(OTHER_ADMIN, 'acknowledge')).statusCode).toBe(404);
      expect((await call(OTHER_ADMIN, 'GET', `/questionnaire/flags/${id}`)).statusCode).toBe(404);
      expect((await call(OTHER_GUARDIAN, 'GET', `/questionnaire/flags/${id}`)).statusCode).toBe(403);
      const acknowledged = await step(ADMIN, 'acknowledge', { note: 'Seen' });
      expect(acknowledged.json()).toMatchObject({ state: 'acknowledged', next_escalation_at: null });
      expect(acknowledged.json().subject).toMatchObject({ id: ids.tobi, first_name: 'Tobi' });
      expect((await step(ADMIN, 'acknowledge')).statusCode).toBe(409);
      // Started as the portal starts it: a POST without a body.
      const started = await call(ADMIN, 'POST', `/questionnaire/flags/${id}/start`);
      expect(started.json()).toMatchObject({ state: 'in_progress' });
      const badOutcome = await step(ADMIN, 'resolve', { outcome: 'ignored', note: 'x' });
      expect(badOutcome.json()).toMatchObject({ status: 400, code: 'ValidationError' });
      expect(namesField(badOutcome.json(), 'outcome')).toBe(true);
      expect(namesField((await step(ADMIN, 'resolve', { outcome: 'referred' })).json(), 'note')).toBe(true);
      const resolved = await step(ADMIN, 'resolve', { outcome: 'family_contacted', note: 'Spoke to Grace' });
      expect(resolved.json()).toMatchObject({
        state: 'resolved',
        outcome: 'family_contacted',
        resolution_note: 'Spoke to Grace',
      });
      expect((await step(ADMIN, 'resolve', { outcome: 'referred', note: 'again' })).statusCode).toBe(409);
      const listed = (await call(ADMIN, 'GET', '/questionnaire/flags?status=resolved')).json().data;
      expect(listed.map((f: { id: string }) => f.id)).toContain(id);
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, id)));
      expect(audited.map((a) => a.action).sort()).toEqual([
        'questionnaire.flag.acknowledge',
        'questionnaire.flag.raise',
        'questionnaire.flag.resolve',
        'questionnaire.flag.start',
      ]);
    });

    it('refuses the queue when the organisation has no questionnaires', async () => {
      const { db } = t.database;
      const [org] = await db.select().from(organisations).where(eq(organisations.id, ids.stMarys));
      await db.update(organisations).set({ features: [] }).where(eq(organisations.id, ids.stMarys));
      try {
        for (const url of ['/questionnaire/flags', '/questionnaire/safeguarding'])
          expect((await call(ADMIN, 'GET', url)).json().message).toMatch(/not enabled/);
      } finally {
        await db
          .update(organisations)
          .set({ features: org?.features ?? [] })
          .where(eq(organisations.id, ids.stMarys));
      }
    });

    it('escalates an unacknowledged flag at its time, again each interval, once, until acknowledged', async () => {
      const { db } = t.database;
      clock = start;
      const res = await askAndAnswer(worriedAnswers);
      const { id } = await flagOf(res.json().id);
      const adminMails = async () => (await mailsTo(db, ADMIN)).filter((m) => m.link?.includes(id)).length;
      const nurseMails = async () => (await mailsTo(db, NURSE)).filter((m) => m.link?.includes(id)).length;
      expect(await nurseMails()).toBe(1);
      expect(await adminMails()).toBe(0);
      clock = start + 4 * HOUR - 60_000;
      await runJob(t, 'questionnaires.flag-escalations');
      expect((await flagOf(res.json().id)).escalations).toBe(0);
      clock = start + 4 * HOUR + 1000;
      await runJob(t, 'questionnaires.flag-escalations');
      await runJob(t, 'questionnaires.flag-escalations');
      expect(await flagOf(res.json().id)).toMatchObject({ escalations: 1 });
      expect(await adminMails()).toBe(1);
      expect(await nurseMails()).toBe(2);
      expect((await mailsTo(db, ADMIN))[0]?.subject).toContain('Still not acknowledged');
      clock = start + 8 * HOUR + 1000;
      await runJob(t, 'questionnaires.flag-escalations');
      expect(await flagOf(res.json().id)).toMatchObject({ escalations: 2 });
      expect(await adminMails()).toBe(2);
      expect((await call(ADMIN, 'POST', `/questionnaire/flags/${id}/acknowledge`, {})).statusCode).toBe(200);
      clock = start + 12 * HOUR + 1000;
      await runJob(t, 'questionnaires.flag-escalations');
      expect(await flagOf(res.json().id)).toMatchObject({ escalations: 2, state: 'acknowledged' });
      expect(await adminMails()).toBe(2);
      const escalations = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, id), eq(auditLog.action, 'questionnaire.flag.escalate')));
      expect(escalations).toHaveLength(2);
    });
  },
);
