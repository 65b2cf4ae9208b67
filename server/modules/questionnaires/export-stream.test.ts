import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
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
import { requireFeature } from '../../plugins/features.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { ExportEnd } from '../../http/xlsx-stream.ts';
import { createAccess } from './access.ts';
import { askablePeople } from './test-people.ts';
import { createAnswerExports } from './answer-exports.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { calmAnswers, feelingToday, worriedAnswers } from './demo.ts';

const ADMIN = 'admin@stmarys.test';

/**
 * The answers' exports across page edges: a file read in pages of two is the file read in one
 * page, and a client that leaves stops the reading.
 */
describe.each(databaseTargets)('streamed answer exports on $name', (target) => {
  let t: TestApp;
  let questionnaire: string;
  let tenancy: Tenancy;
  let completed: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    const call = callerOf(t, await signInAll(t, [ADMIN]));
    const { db } = t.database;
    const admin = first(await db.select().from(users).where(eq(users.email, ADMIN)));
    const people = await askablePeople(db, ADMIN, 7);
    questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    const assigned = await call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds: people.map((p) => p.id),
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const asked = assigned.json().data as { response_id: string }[];
    // Every response but the last answered, alternately calm and worried, a second apart.
    const answered = asked.slice(0, -1);
    completed = answered.length;
    for (const [i, a] of answered.entries())
      await db
        .update(questionnaireResponses)
        .set({
          status: 'completed',
          answers: i % 2 ? worriedAnswers : calmAnswers,
          score: i % 2 ? 8 : 1,
          answeredAt: new Date(Date.UTC(2026, 2, 29, 0, 30, i)),
        })
        .where(eq(questionnaireResponses.id, a.response_id));
    tenancy = {
      principal: { sub: admin.id } as Tenancy['principal'],
      superAdmin: false,
      organisationId: admin.organisationId,
    };
  });
  afterAll(() => t.close());

  function exportsWith(pageRows: number) {
    const { db } = t.database;
    const repo = createQuestionnairesRepository(db);
    const reads = { pages: 0 };
    const ends: ExportEnd[] = [];
    const counted = {
      ...repo,
      exportPage: (...args: Parameters<typeof repo.exportPage>) => {
        reads.pages += 1;
        return repo.exportPage(...args);
      },
    };
    const service = createAnswerExports({
      repo: counted,
      access: createAccess(repo, (o, f) => requireFeature(db, o, f)),
      audit: {
        recordRead: async (_caller, entry) => {
          ends.push({ rows: entry.rows ?? -1, complete: entry.detail?.complete === true });
        },
      },
      pageRows,
    });
    return { service, reads, ends };
  }

  it('writes the same xlsx rows and the same FHIR bytes in pages of two as in one page', async () => {
    expect(completed).toBeGreaterThan(4);
    const paged = exportsWith(2);
    const whole = exportsWith(1000);
    const [pagedXlsx, wholeXlsx] = await Promise.all([
      buffer(await paged.service.xlsx(tenancy, questionnaire)),
      buffer(await whole.service.xlsx(tenancy, questionnaire)),
    ]);
    const [pagedRows, wholeRows] = await Promise.all([readXlsxFile(pagedXlsx), readXlsxFile(wholeXlsx)]);
    expect(pagedRows[0]?.data).toEqual(wholeRows[0]?.data);
    expect(pagedRows[0]?.data).toHaveLength(completed + 1);
    const pagedFhir = (await buffer(await paged.service.fhir(tenancy, questionnaire))).toString();
    const wholeFhir = (await buffer(await whole.service.fhir(tenancy, questionnaire))).toString();
    expect(pagedFhir).toBe(wholeFhir);
    // Byte for byte the document JSON.stringify writes whole.
    expect(JSON.stringify(JSON.parse(pagedFhir))).toBe(pagedFhir);
    expect(JSON.parse(pagedFhir).entry).toHaveLength(completed + 1);
    // Pages of two: every page read once, and one short (or empty) page ends it; xlsx and FHIR alike.
    expect(paged.reads.pages).toBe(2 * (Math.floor(completed / 2) + 1));
    expect(paged.ends).toEqual([
      { rows: completed, complete: true },
      { rows: completed, complete: true },
    ]);
  });

  it("writes NDJSON a QuestionnaireResponse a line, the Bundle's own responses, in pages of two", async () => {
    const paged = exportsWith(2);
    const ndjson = (await buffer(await paged.service.ndjson(tenancy, questionnaire))).toString();
    const bundle = JSON.parse(
      (await buffer(await exportsWith(1000).service.fhir(tenancy, questionnaire))).toString(),
    );
    expect(ndjson.endsWith('\n')).toBe(true);
    const lines = ndjson.slice(0, -1).split('\n');
    expect(lines).toHaveLength(completed);
    const resources = lines.map((line) => JSON.parse(line));
    expect(resources.map((r) => r.resourceType)).toEqual(Array(completed).fill('QuestionnaireResponse'));
    expect(resources).toEqual(bundle.entry.slice(1).map((e: { resource: unknown }) => e.resource));
    expect(paged.ends).toEqual([{ rows: completed, complete: true }]);
    // Answered over HTTP as FHIR Bulk Data's type, audited as an export of the answers.
    const call = callerOf(t, await signInAll(t, [ADMIN]));
    const res = await call(ADMIN, 'GET', `/questionnaire/responses/ndjson?questionnaireId=${questionnaire}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/fhir+ndjson');
    expect(res.body).toBe(ndjson);
    const logged = await call(ADMIN, 'GET', `/audit?action=export.answers&subject=${questionnaire}`);
    expect(logged.json().items[0]).toMatchObject({
      rows: completed,
      detail: { format: 'ndjson', complete: true },
    });
  });

  it('stops reading when the client leaves, and audits the rows it sent', async () => {
    for (const format of ['xlsx', 'fhir', 'ndjson'] as const) {
      const { service, reads, ends } = exportsWith(1);
      const stream = await service[format](tenancy, questionnaire);
      for await (const _chunk of stream) break; // the client takes the first bytes and leaves
      await new Promise((resolve) => stream.once('close', resolve));
      expect(ends, format).toHaveLength(1);
      expect(ends[0]?.complete, format).toBe(false);
      expect(ends[0]?.rows, format).toBeLessThan(completed);
      const read = reads.pages;
      expect(read, format).toBeLessThan(completed);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads.pages, `${format}: no further reads`).toBe(read);
    }
  });
});
