import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { organisations } from '../organisations/schema.ts';
import { questionnaireResponses } from './schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';
import { calmAnswers, feelingToday, worriedAnswers } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
/** A guardian of the same hospital, of another family. */
const NEIGHBOUR = 'family04@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const FOREIGN = 'guardian@infantil.test';

type Assigned = {
  data: { user_id: string; response_id: string; created: boolean; subject_patient_id: string }[];
};

describe.each(databaseTargets)(
  "a questionnaire about each child, and a child's score over time on $name",
  (target) => {
    let t: TestApp;
    let call: ReturnType<typeof callerOf>;
    const ids = {
      guardian: '',
      neighbour: '',
      tobi: '',
      otherTobi: '',
      patient: '',
      foreign: '',
      stMarys: '',
    };
    let questionnaire: string;

    const rows = () => t.database.db.select().from(questionnaireResponses).orderBy(questionnaireResponses.id);
    const assign = (body: Record<string, unknown>) =>
      call(ADMIN, 'POST', '/questionnaire/responses', { questionnaireId: questionnaire, ...body });
    const linked = (who: string, userIds: string[]) =>
      call(who, 'GET', `/questionnaire/linked-children?userIds=${userIds.join(',')}`);
    const scores = (who: string, query: string) => call(who, 'GET', `/questionnaire/scores?${query}`);

    beforeAll(async () => {
      t = await createTestApp(target);
      call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN]));
      const { db } = t.database;
      const byEmail = async (email: string) =>
        first(await db.select().from(users).where(eq(users.email, email)));
      const grace = await byEmail(GUARDIAN);
      const neighbour = await byEmail(NEIGHBOUR);
      const tobi = first(await db.select().from(users).where(eq(users.appCode, 'K7P3QX')));
      // Another family's Tobi, a different child by date of birth and patient number.
      const otherTobi = (
        await call(ADMIN, 'POST', '/users/patients', {
          first_name: 'Tobi',
          surname: 'Adeyemi',
          date_of_birth: '2019-06-02',
          patient_number: 'SM20001',
        })
      ).json();
      expect(
        (
          await call(ADMIN, 'POST', '/family-links', {
            guardian_id: neighbour.id,
            patient_id: otherTobi.id,
            relationship: 'parent',
          })
        ).json(),
      ).toMatchObject({ status: 'active' });
      const [patient] = await db
        .select()
        .from(users)
        .where(and(eq(users.type, 3), eq(users.patientNumber, 'SM10400')));
      Object.assign(ids, {
        guardian: grace.id,
        neighbour: neighbour.id,
        tobi: tobi.id,
        otherTobi: otherTobi.id,
        patient: patient?.id,
        foreign: (await byEmail(FOREIGN)).id,
        stMarys: grace.organisationId,
      });
      questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
      await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    });
    afterAll(() => t.close());

    it("lists the chosen guardians' linked children with what tells two of the same name apart", async () => {
      const res = await linked(ADMIN, [ids.guardian, ids.neighbour, ids.foreign]);
      expect(res.statusCode).toBe(200);
      const children = res.json().data as { id: string; first_name: string; guardian_ids: string[] }[];
      const tobis = children.filter((c) => c.first_name === 'Tobi');
      expect(tobis).toEqual([
        expect.objectContaining({
          id: ids.otherTobi,
          surname: 'Adeyemi',
          date_of_birth: '2019-06-02',
          patient_number: 'SM20001',
          guardian_ids: [ids.neighbour],
        }),
        expect.objectContaining({
          id: ids.tobi,
          surname: 'Okafor',
          date_of_birth: expect.any(String),
          guardian_ids: [ids.guardian],
        }),
      ]);
      expect(tobis[1]).toHaveProperty('patient_number');
      // Another hospital's guardian's children are not this organisation's to list.
      expect(children.every((c) => !c.guardian_ids.includes(ids.foreign))).toBe(true);
    });

    it('refuses a bad list of guardians by name, and every role but admins', async () => {
      for (const query of [
        '',
        'userIds=',
        'userIds=nope',
        `userIds=${Array(51).fill(ids.guardian).join(',')}`,
      ]) {
        const res = await call(ADMIN, 'GET', `/questionnaire/linked-children?${query}`);
        expect(res.json()).toMatchObject({
          status: 400,
          code: 'ValidationError',
          fields: [{ path: 'userIds' }],
        });
      }
      expect((await linked(GUARDIAN, [ids.guardian])).statusCode).toBe(403);
      // The other hospital's admin (questionnaires on there too) sees none of this hospital's families.
      const { db } = t.database;
      const infantil = first(await db.select().from(users).where(eq(users.email, OTHER_ADMIN)))
        .organisationId as string;
      await db
        .update(organisations)
        .set({ features: ['Questionnaires'] })
        .where(eq(organisations.id, infantil));
      expect((await linked(OTHER_ADMIN, [ids.guardian])).json()).toEqual({ data: [] });
    });

    it('refuses each-child settings that cannot hold, naming the field and changing nothing', async () => {
      const before = JSON.stringify(await rows());
      const cases: [Record<string, unknown>, string][] = [
        [{ userIds: [ids.guardian], eachChild: true, subjectPatientId: ids.tobi }, 'eachChild'],
        [{ userIds: [ids.guardian, ids.patient], eachChild: true }, 'eachChild'],
        [{ userIds: [ids.guardian], eachChild: 'yes' }, 'eachChild'],
      ];
      for (const [body, path] of cases)
        expect((await assign(body)).json()).toMatchObject({ status: 400, fields: [{ path }] });
      expect(JSON.stringify(await rows())).toBe(before);
    });

    it('asks each guardian about each of their children, and the e-mail names the child', async () => {
      const res = await assign({ userIds: [ids.guardian, ids.neighbour], eachChild: true });
      expect(res.statusCode).toBe(201);
      const { data } = res.json() as Assigned;
      expect(data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ user_id: ids.guardian, subject_patient_id: ids.tobi, created: true }),
          expect.objectContaining({
            user_id: ids.neighbour,
            subject_patient_id: ids.otherTobi,
            created: true,
          }),
        ]),
      );
      // No one is asked about a child they are not linked to.
      expect(data.some((r) => r.user_id === ids.neighbour && r.subject_patient_id === ids.tobi)).toBe(false);
      await t.settled();
      // The e-mails of this assignment: those linking to the responses it made.
      const ofThisAssignment = async (email: string) =>
        (await mailsTo(t.database.db, email)).filter((m) =>
          data.some((r) => m.link?.endsWith(`/questionnaires/answer/${r.response_id}`)),
        );
      const [mail] = await ofThisAssignment(GUARDIAN);
      expect(mail?.subject).toBe('A questionnaire to answer about Tobi Okafor');
      expect(mail?.text).toContain('The questions are about Tobi Okafor.');
      const theirs = await ofThisAssignment(NEIGHBOUR);
      expect(theirs.map((m) => m.subject)).toContain('A questionnaire to answer about Tobi Adeyemi');
      expect(theirs.some((m) => m.text.includes('Tobi Okafor'))).toBe(false);
    });

    it("shows the child's scores across repeats, oldest first, with the rule's threshold", async () => {
      const answer = async (answers: unknown) => {
        const mine = (await call(GUARDIAN, 'GET', '/questionnaire/mine')).json().data as {
          response_id: string;
          status: string;
          questionnaire_id: string;
        }[];
        const pending = first(
          mine.filter((r) => r.status === 'pending' && r.questionnaire_id === questionnaire),
        );
        const done = await call(GUARDIAN, 'POST', `/questionnaire/responses/${pending.response_id}/answers`, {
          answers,
        });
        expect(done.statusCode).toBe(200);
        return pending.response_id;
      };
      const calm = await answer(calmAnswers);
      await assign({ userIds: [ids.guardian], subjectPatientId: ids.tobi });
      const worried = await answer(worriedAnswers);
      const res = await scores(ADMIN, `questionnaireId=${questionnaire}&patientId=${ids.tobi}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: [
          { response_id: calm, score: 1 },
          { response_id: worried, score: 8 },
        ],
        total: 2,
        threshold: 6,
      });
      const limited = await scores(ADMIN, `questionnaireId=${questionnaire}&patientId=${ids.tobi}&limit=1`);
      expect(limited.json()).toMatchObject({ data: [{ response_id: worried }], total: 2 });
      // The other Tobi has answered nothing.
      expect(
        (await scores(ADMIN, `questionnaireId=${questionnaire}&patientId=${ids.otherTobi}`)).json(),
      ).toMatchObject({
        data: [],
        total: 0,
      });
      const answered = await t.database.db
        .select()
        .from(questionnaireResponses)
        .where(
          and(eq(questionnaireResponses.subjectPatientId, ids.tobi), isNotNull(questionnaireResponses.score)),
        );
      expect(answered).toHaveLength(2);
    });

    it('refuses bad input by field, other roles, other hospitals and a hospital with questionnaires off', async () => {
      const ok = `questionnaireId=${questionnaire}&patientId=${ids.tobi}`;
      for (const [query, path] of [
        [`questionnaireId=${questionnaire}&patientId=nope`, 'patientId'],
        [`questionnaireId=nope&patientId=${ids.tobi}`, 'questionnaireId'],
        [`${ok}&limit=0`, 'limit'],
        [`${ok}&limit=201`, 'limit'],
        [`questionnaireId=${questionnaire}&patientId=${ids.guardian}`, 'patientId'],
      ] as const)
        expect((await scores(ADMIN, query)).json()).toMatchObject({ status: 400, fields: [{ path }] });
      // A guardian, even of the child, reads no scores here (the family's own answers are theirs to see).
      expect((await scores(GUARDIAN, ok)).statusCode).toBe(403);
      // Another hospital: its admin cannot reach this questionnaire.
      const { db } = t.database;
      const infantil = first(await db.select().from(users).where(eq(users.email, OTHER_ADMIN)))
        .organisationId as string;
      await db
        .update(organisations)
        .set({ features: ['Questionnaires'] })
        .where(eq(organisations.id, infantil));
      expect((await scores(OTHER_ADMIN, ok)).statusCode).toBe(404);
      const [org] = await db.select().from(organisations).where(eq(organisations.id, ids.stMarys));
      await db.update(organisations).set({ features: [] }).where(eq(organisations.id, ids.stMarys));
      expect((await scores(ADMIN, ok)).statusCode).toBe(403);
      expect((await linked(ADMIN, [ids.guardian])).statusCode).toBe(403);
      await db
        .update(organisations)
        .set({ features: org?.features ?? [] })
        .where(eq(organisations.id, ids.stMarys));
    });
  },
);
