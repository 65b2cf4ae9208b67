import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications } from '../notifications/schema.ts';
import type * as R5 from 'fhir/r5';
import { auditLog } from '../../audit/schema.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { questionnaireResponses } from '../questionnaires/schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  first,
  databaseTargets,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';

const GUARDIAN = 'guardian@stmarys.test';
const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const SUPER = 'super@lantern.test';

/**
 * The Bundle's structure as R5 asks: each resource's required elements, every Reference resolving to
 * an entry of the Bundle, and codes from the systems their elements name.
 */
export function bundleProblems(bundle: R5.Bundle<R5.FhirResource>): string[] {
  const problems: string[] = [];
  if (bundle.resourceType !== 'Bundle') problems.push('not a Bundle');
  if (!['collection', 'document'].includes(bundle.type)) problems.push(`type ${bundle.type}`);
  const known = new Set((bundle.entry ?? []).map((e) => `${e.resource?.resourceType}/${e.resource?.id}`));
  const refs: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if (key === 'reference' && typeof v === 'string') refs.push(v);
        else walk(v);
      }
  };
  for (const entry of bundle.entry ?? []) {
    const r = entry.resource;
    if (!r?.id || !/^[A-Za-z0-9\-.]{1,64}$/.test(r.id)) problems.push(`bad id ${r?.id}`);
    if (!entry.fullUrl?.endsWith(`/${r?.resourceType}/${r?.id}`)) problems.push(`fullUrl ${entry.fullUrl}`);
    if (r?.resourceType === 'RelatedPerson') {
      if (!r.patient?.reference) problems.push('RelatedPerson without patient');
      for (const rel of r.relationship ?? [])
        for (const c of rel.coding ?? [])
          if (c.system !== 'http://terminology.hl7.org/CodeSystem/v3-RoleCode')
            problems.push(`role ${c.system}`);
    }
    if (r?.resourceType === 'QuestionnaireResponse') {
      if (!r.status || !r.questionnaire)
        problems.push('QuestionnaireResponse without status or questionnaire');
    }
    if (r?.resourceType === 'Consent') {
      if (!r.status) problems.push('Consent without status');
      for (const c of r.category?.flatMap((x) => x.coding ?? []) ?? [])
        if (c.system !== 'http://loinc.org') problems.push(`consent category ${c.system}`);
    }
    walk(r);
  }
  for (const ref of refs) if (!known.has(ref)) problems.push(`unresolved ${ref}`);
  return problems;
}

describe.each(databaseTargets)('data requests on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [GUARDIAN, ADMIN, OTHER_ADMIN, SUPER]));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const guardian = async () => first(await db().select().from(users).where(eq(users.email, GUARDIAN)));

  it('hands a guardian their family data as JSON, never another family, and audits the export', async () => {
    const res = await call(GUARDIAN, 'GET', '/account/data?format=json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="lantern-data-.*\.json"/);
    const data = res.json() as Record<string, Record<string, unknown>[]>;
    const me = await guardian();
    const ids = new Set((data.users ?? []).map((u) => u.id));
    expect(ids.has(me.id)).toBe(true);
    expect((data.users ?? []).some((u) => u.first_name === 'Tobi')).toBe(true);
    expect(JSON.stringify(data)).not.toContain('password_hash');
    const others = await db().select({ id: users.id }).from(users).where(eq(users.email, OTHER_ADMIN));
    expect(ids.has(others[0]?.id)).toBe(false);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.family_data'), eq(auditLog.subject, me.id)));
    expect(audit?.detail).toMatchObject({ format: 'json' });
    expect((audit?.detail as { rows: number }).rows).toBeGreaterThan(2);
  });

  it('hands a valid FHIR R5 collection Bundle with the child as a Patient and the guardian as RelatedPerson', async () => {
    const res = await call(GUARDIAN, 'GET', '/account/data?format=fhir');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/fhir+json');
    const bundle = res.json() as R5.Bundle<R5.FhirResource>;
    expect(bundleProblems(bundle)).toEqual([]);
    const types = (bundle.entry ?? []).map((e) => e.resource?.resourceType);
    expect(types).toContain('Patient');
    expect(types).toContain('RelatedPerson');
    const tobi = (bundle.entry ?? []).find((e) => e.resource?.resourceType === 'Patient')
      ?.resource as R5.Patient;
    expect(tobi.name?.[0]?.text).toContain('Tobi');
  });

  it('writes the readable page in the guardian’s language, and refuses an unknown format naming the field', async () => {
    const res = await call(GUARDIAN, 'GET', '/account/data?format=html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<html lang="(en|ar|es)"/);
    expect(res.body).toContain('Tobi');
    const bad = await call(GUARDIAN, 'GET', '/account/data?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('format');
  });

  it('keeps admins out of the download and guardians out of the queue', async () => {
    expect((await call(ADMIN, 'GET', '/account/data')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'GET', '/data-requests')).statusCode).toBe(403);
  });

  let requestId = '';
  it('takes one deletion request at a time, e-mails the guardian and the admins, due in a month', async () => {
    const bad = await call(GUARDIAN, 'POST', '/account/data-requests', { kind: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('kind');
    const res = await call(GUARDIAN, 'POST', '/account/data-requests', {
      kind: 'deletion',
      reason: 'We moved',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: string; state: string; due_on: string; received_at: string };
    requestId = body.id;
    expect(body.state).toBe('received');
    expect(body.due_on > body.received_at.slice(0, 10)).toBe(true);
    expect((await call(GUARDIAN, 'POST', '/account/data-requests', { kind: 'deletion' })).statusCode).toBe(
      409,
    );
    expect((await mailsTo(db(), GUARDIAN))[0]?.subject).toMatch(/request|solicitud|طلب/i);
    expect((await mailsTo(db(), ADMIN))[0]?.subject).toMatch(/deleted|borrar|حذف/);
    const mine = (await call(GUARDIAN, 'GET', '/account/data-requests')).json() as { id: string }[];
    expect(mine.map((r) => r.id)).toEqual([requestId]);
  });

  it('shows the request to its organisation’s admins and the super admin only', async () => {
    const own = (await call(ADMIN, 'GET', '/data-requests')).json() as { data: { id: string }[] };
    expect(own.data.map((r) => r.id)).toContain(requestId);
    const other = (await call(OTHER_ADMIN, 'GET', '/data-requests')).json() as { data: unknown[] };
    expect(other.data).toEqual([]);
    expect((await call(OTHER_ADMIN, 'POST', `/data-requests/${requestId}/approve`)).statusCode).toBe(404);
    const all = (await call(SUPER, 'GET', '/data-requests')).json() as { data: { id: string }[] };
    expect(all.data.map((r) => r.id)).toContain(requestId);
    const noReason = await call(ADMIN, 'POST', `/data-requests/${requestId}/refuse`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');
  });

  it('erases the family once approved: no sign-in, no names, answers kept detached, the audit kept', async () => {
    const me = await guardian();
    const children = await db()
      .select({ id: guardianLinks.patientId })
      .from(guardianLinks)
      .where(eq(guardianLinks.guardianId, me.id));
    const answered = await db()
      .select({ id: questionnaireResponses.id })
      .from(questionnaireResponses)
      .where(and(eq(questionnaireResponses.userId, me.id), eq(questionnaireResponses.status, 'completed')));
    // What they were told names their child: it goes with them.
    await db()
      .insert(notifications)
      .values({ userId: me.id, kind: 'event.added', params: { child: 'Amira', event: 'Clinic' } });
    const res = await call(ADMIN, 'POST', `/data-requests/${requestId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(ADMIN, 'POST', `/data-requests/${requestId}/approve`)).statusCode).toBe(409);
    await t.app.jobs.runNow('data-requests.erase', { id: requestId });

    const [after] = await db().select().from(users).where(eq(users.id, me.id));
    expect(after).toMatchObject({ email: null, passwordHash: null, firstName: '', surname: '' });
    expect(after?.erasedAt).not.toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: GUARDIAN, password: 'Lantern-demo-2026!' },
    });
    expect(signIn.statusCode).toBe(401);
    // Every e-mail to them, the approval's included, keeps its subject but loses its address and body.
    expect(await mailsTo(db(), GUARDIAN)).toEqual([]);
    const approvedMail = await db()
      .select()
      .from(mailOutbox)
      .where(
        inArray(mailOutbox.subject, [
          'Your data is being deleted',
          'جارٍ حذف بياناتك',
          'Tus datos se están borrando',
        ]),
      );
    expect(approvedMail.map((m) => [m.to, m.text])).toEqual([['', '']]);
    expect(await db().select().from(guardianLinks).where(eq(guardianLinks.guardianId, me.id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, me.id))).toEqual([]);
    const kept = await db()
      .select({ id: questionnaireResponses.id })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.userId, me.id));
    expect(kept.map((r) => r.id).sort()).toEqual(answered.map((r) => r.id).sort());
    if (children.length) {
      const kids = await db()
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            children.map((c) => c.id),
          ),
        );
      for (const kid of kids) expect(kid.firstName === '' || kid.erasedAt === null).toBe(true);
    }
    const actions = (
      await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subject, requestId))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['data_request.create', 'data_request.approve', 'data_request.deletion.done']),
    );
    const queue = (await call(ADMIN, 'GET', '/data-requests?state=done')).json() as {
      data: { id: string }[];
    };
    expect(queue.data.map((r) => r.id)).toEqual([requestId]);
  });
});
