import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { organisations } from '../organisations/schema.ts';
import { questionnaireResponses } from './schema.ts';
import { preparedExports } from './prepared-export-schema.ts';
import { users } from '../users/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { requireFeature } from '../../plugins/features.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import { createAccess } from './access.ts';
import { askablePeople } from './test-people.ts';
import { createAnswerExports } from './answer-exports.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { createPreparedExportsRepository } from './prepared-export-repository.ts';
import { createPreparedExports } from './prepared-exports.ts';
import { calmAnswers, feelingToday, worriedAnswers } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const DAY = 24 * 3_600_000;

/**
 * The answers' exports prepared by a job: its file is the direct download's, it moves a page at a
 * time, a cancel stops its reading, only the asker sees it, and it is removed when its time is up.
 * The job is run here directly (the app only sends it), with pages of two.
 */
describe.each(databaseTargets)('prepared answer exports on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let questionnaire: string;
  let completed: number;
  const dir = mkdtempSync(path.join(tmpdir(), 'lantern-prepared-test-'));

  beforeAll(async () => {
    t = await createTestApp(target, { jobs: { work: false }, preparedExports: { dir } });
    call = callerOf(t, await signInAll(t, [ADMIN, OTHER_ADMIN]));
    // Hospital Infantil has questionnaires too: its admin passes the permission, and meets the
    // exports' owners only as ids of another organisation.
    await t.database.db
      .update(organisations)
      .set({ features: sql`${organisations.features} || '["Questionnaires"]'::jsonb` })
      .where(eq(organisations.urlCode, 'infantil'));
    const people = await askablePeople(t.database.db, ADMIN, 7);
    questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    const assigned = await call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds: people.map((p) => p.id),
    });
    const answered = (assigned.json().data as { response_id: string }[]).slice(0, -1);
    completed = answered.length;
    for (const [i, a] of answered.entries())
      await t.database.db
        .update(questionnaireResponses)
        .set({
          status: 'completed',
          answers: i % 2 ? worriedAnswers : calmAnswers,
          score: i % 2 ? 8 : 1,
          answeredAt: new Date(Date.UTC(2026, 2, 29, 0, 30, i)),
        })
        .where(eq(questionnaireResponses.id, a.response_id));
  });
  afterAll(() => t.close());

  /** The job's service over the app's database and folder, counting page reads and progress. */
  function jobWith(options: { now?: () => number; onRead?: (reads: number) => Promise<void> } = {}) {
    const { db } = t.database;
    const repo = createQuestionnairesRepository(db);
    const prepared = createPreparedExportsRepository(db);
    const seen = { reads: 0, progress: [] as number[] };
    const counted = {
      ...repo,
      // The exports only await the page (the query builder's other members go unused).
      exportPage: (async (...args: Parameters<typeof repo.exportPage>) => {
        seen.reads += 1;
        const page = await repo.exportPage(...args);
        await options.onRead?.(seen.reads);
        return page;
      }) as unknown as typeof repo.exportPage,
    };
    const access = createAccess(repo, (o, f) => requireFeature(db, o, f));
    const service = createPreparedExports({
      repo: {
        ...prepared,
        update: async (...args: Parameters<typeof prepared.update>) => {
          const row = await prepared.update(...args);
          if (row && args[2].rowsWritten !== undefined) seen.progress.push(args[2].rowsWritten);
          return row;
        },
      },
      access,
      exports: createAnswerExports({ repo: counted, access, audit: createAuditLog(db), pageRows: 2 }),
      audit: createAuditLog(db),
      jobs: { send: async () => null },
      dir,
      now: options.now ?? Date.now,
    });
    return { service, seen };
  }

  const prepare = async (format: string) => {
    const res = await call(ADMIN, 'POST', '/questionnaire/responses/exports', {
      questionnaireId: questionnaire,
      format,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ state: 'queued', format, rows_written: 0 });
    return res.json().id as string;
  };
  const filesOf = (id: string) => readdirSync(dir).filter((name) => name.startsWith(id));

  it('writes, a page at a time, the very bytes of the direct download (xlsx and NDJSON)', async () => {
    // The xlsx's zip dates its parts by the clock: both files are written at the same instant.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    try {
      for (const format of ['xlsx', 'ndjson'] as const) {
        const id = await prepare(format);
        const { service, seen } = jobWith();
        await service.run(id);
        const shown = (await call(ADMIN, 'GET', `/questionnaire/responses/exports/${id}`)).json();
        expect(shown).toMatchObject({ state: 'ready', rows_written: completed, rows_expected: completed });
        // Progress moved after every page of two (from 0 at the start), never row by row.
        expect(completed).toBe(6);
        expect(seen.progress).toEqual([0, 2, 4, 6, 6]);
        const file = await call(ADMIN, 'GET', `/questionnaire/responses/exports/${id}/file`);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toContain(`questionnaire-${questionnaire}.${format}`);
        const direct = await call(
          ADMIN,
          'GET',
          `/questionnaire/responses/${format}?questionnaireId=${questionnaire}`,
        );
        expect(direct.statusCode).toBe(200);
        expect(file.rawPayload.equals(direct.rawPayload), format).toBe(true);
        expect(shown.size).toBe(direct.rawPayload.length);
        // The audit holds the true count of the rows the job wrote, as an export of the answers.
        const logged = await call(ADMIN, 'GET', `/audit?action=export.answers&subject=${questionnaire}`);
        const entry = (logged.json().items as { rows: number; detail: { prepared?: string } }[]).find(
          (e) => e.detail.prepared === id,
        );
        expect(entry).toMatchObject({ rows: completed, detail: { format, complete: true } });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops reading at a cancel, between pages, and leaves no file', async () => {
    const id = await prepare('xlsx');
    const { service, seen } = jobWith({
      // The admin cancels while the first page is being read.
      onRead: async (reads) => {
        if (reads === 1)
          expect((await call(ADMIN, 'DELETE', `/questionnaire/responses/exports/${id}`)).statusCode).toBe(
            200,
          );
      },
    });
    await service.run(id);
    expect(seen.reads).toBe(1);
    expect(filesOf(id)).toEqual([]);
    const shown = (await call(ADMIN, 'GET', `/questionnaire/responses/exports/${id}`)).json();
    expect(shown).toMatchObject({ state: 'cancelled', rows_written: 0 });
    expect((await call(ADMIN, 'GET', `/questionnaire/responses/exports/${id}/file`)).statusCode).toBe(409);
    const logged = await call(ADMIN, 'GET', `/audit?action=export.answers&subject=${questionnaire}`);
    expect(
      (logged.json().items as { detail: { prepared?: string; complete: boolean } }[]).find(
        (e) => e.detail.prepared === id,
      )?.detail.complete,
    ).toBe(false);
  });

  it("answers another organisation's admin as if the export did not exist, and refuses bad input by name", async () => {
    const id = await prepare('ndjson');
    for (const [method, url] of [
      ['GET', `/questionnaire/responses/exports/${id}`],
      ['GET', `/questionnaire/responses/exports/${id}/file`],
      ['DELETE', `/questionnaire/responses/exports/${id}`],
    ] as const) {
      const res = await call(OTHER_ADMIN, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    }
    const foreign = await call(OTHER_ADMIN, 'POST', '/questionnaire/responses/exports', {
      questionnaireId: questionnaire,
      format: 'xlsx',
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await call(ADMIN, 'POST', '/questionnaire/responses/exports', {
      questionnaireId: questionnaire,
      format: 'csv',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('format');
    // Still queued: the file is not there yet.
    expect((await call(ADMIN, 'GET', `/questionnaire/responses/exports/${id}/file`)).statusCode).toBe(409);
  });

  it('removes a ready file once its day is over', async () => {
    const id = await prepare('ndjson');
    await jobWith().service.run(id);
    expect(filesOf(id)).toHaveLength(1);
    const soon = await jobWith({ now: () => Date.now() + DAY - 60_000 }).service.expire();
    expect(soon.expired).toBe(0);
    expect(filesOf(id)).toHaveLength(1);
    const later = await jobWith({ now: () => Date.now() + DAY + 60_000 }).service.expire();
    expect(later.expired).toBeGreaterThan(0);
    expect(filesOf(id)).toEqual([]);
    expect((await call(ADMIN, 'GET', `/questionnaire/responses/exports/${id}`)).json().state).toBe('expired');
    expect((await call(ADMIN, 'GET', `/questionnaire/responses/exports/${id}/file`)).statusCode).toBe(404);
  });

  it("lists the asker's own unexpired exports of a questionnaire, newest first, so a reload finds them", async () => {
    const list = (who: string, q = questionnaire) =>
      call(who, 'GET', `/questionnaire/responses/exports?questionnaireId=${q}`);
    const older = await prepare('xlsx');
    const newer = await prepare('ndjson');
    await jobWith().service.run(newer);
    // Another admin's export of the same questionnaire is theirs alone.
    const [staff] = await t.database.db.select().from(users).where(eq(users.email, 'staff@stmarys.test'));
    const [organisation] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.urlCode, 'stmarys'));
    const [theirs] = await t.database.db
      .insert(preparedExports)
      .values({
        organisationId: organisation?.id as string,
        requesterId: staff?.id as string,
        questionnaireId: questionnaire,
        format: 'xlsx',
      })
      .returning();
    const res = await list(ADMIN);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: string; state: string }[];
    expect(items.slice(0, 2)).toMatchObject([
      { id: newer, state: 'ready' },
      { id: older, state: 'queued' },
    ]);
    expect(items.map((e) => e.id)).not.toContain(theirs?.id);
    expect(items.every((e) => e.state !== 'expired')).toBe(true);
    // Another organisation's questionnaire reads as missing (its admin has questionnaires since the
    // test above); a bad id is refused by name.
    const foreign = await list(OTHER_ADMIN);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    const bad = await list(ADMIN, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('questionnaireId');
  });

  it('sweeps the files no row names once they are older than the sweep, and keeps the rest', async () => {
    const id = await prepare('ndjson');
    await jobWith().service.run(id);
    // Left by a deleted questionnaire (its row went with it), and one being written as the sweep runs.
    const orphan = path.join(dir, 'orphan.xlsx');
    const fresh = path.join(dir, 'fresh.xlsx');
    writeFileSync(orphan, 'gone');
    writeFileSync(fresh, 'writing');
    const at = Date.now() + 60_000;
    utimesSync(fresh, new Date(at + 1000), new Date(at + 1000));
    const swept = await jobWith({ now: () => at }).service.expire();
    expect(swept.orphans).toBe(1);
    expect(readdirSync(dir)).not.toContain('orphan.xlsx');
    expect(readdirSync(dir)).toContain('fresh.xlsx');
    expect(filesOf(id)).toHaveLength(1);
    expect((await call(ADMIN, 'GET', `/questionnaire/responses/exports/${id}/file`)).statusCode).toBe(200);
  });
});
