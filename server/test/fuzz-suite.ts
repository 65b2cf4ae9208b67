import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisationContentItems, organisations } from '../modules/organisations/schema.ts';
import { createTestApp, databaseTargets, type TestApp } from './harness.ts';
import { TEST_METRICS_TOKEN } from './test-secret.ts';
import { readDocument, validRequest, type ApiDocument, type Operation } from './openapi.ts';
import { createFixtureSets, type FixtureSet } from './fixtures.ts';
import { isAppOperation, kindOf, RAW_BODIES } from './access-tables.ts';
import { appSignIn, createAppPatient } from './app-patients.ts';
import { badInputs, seeded, type Variant } from './fuzz-inputs.ts';

/**
 * Schema-driven fuzz: at least 100 bad inputs per documented operation (fixed seed), sent as St
 * Mary's admin and as the super admin with St Mary's selected. No answer may be a 5xx, leak a stack,
 * SQL or a file path, or be an error of another shape than `{ status, code, message }`.
 *
 * The operations are fuzzed in PARTS parts, in two test files (fuzz-1.test.ts and fuzz-2.test.ts)
 * that run side by side: one file was the server stage's longest, two minutes on one worker.
 */

const SEED = 20261123;
const PER_OPERATION = 100;
/** Requests in flight at once: enough to keep the event loop busy, few enough to stay in order. */
const BATCH = 16;
/** The operations are fuzzed in this many tests, in order. */
const PARTS = 8;

/** A seed of its own for each operation, so that its inputs do not depend on which file fuzzes it. */
const seedOf = (key: string) => [...key].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619), SEED);

/** What an answer must never show: where the code lives, how it failed, what it asked the database. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat (async )?[\w$.<>]+ \(|\n\s+at /],
  ['file path', /(\/(work|home|usr|tmp|app|src|server|node_modules)\/[\w./-]+|file:\/\/|\.[cm]?[jt]s:\d+)/],
  ['SQL', /\b(select\s[\s\S]{1,200}\sfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i],
  [
    'database error',
    /violates|syntax error at|relation "|column "|duplicate key|invalid input syntax|Failed query|DrizzleQueryError|PGlite error|error: /i,
  ],
];

interface Failure {
  who: string;
  op: string;
  label: string;
  status: number;
  why: string;
  body: string;
}

/** The fuzz of parts `first` to `last` (1-based, of PARTS) on every database target. */
export function fuzzParts(first: number, last: number): void {
  describe.each(databaseTargets)(`schema-driven fuzz of parts ${first}–${last} on $name`, (target) => {
    let t: TestApp;
    let api: ApiDocument;
    const failures: Failure[] = [];
    const sent = new Map<string, number>();
    /** The operations in the order they are fuzzed, and the fuzzing of one (both set up in beforeAll). */
    let ops: Operation[] = [];
    let fuzzOne: (op: Operation) => Promise<void>;

    beforeAll(async () => {
      t = await createTestApp(target, { metrics: { token: TEST_METRICS_TOKEN } });
      api = readDocument(t.app);
      const [set] = (await createFixtureSets(t.database.db, 'stmarys', [undefined])) as [FixtureSet];
      // The patients' app: its calls are fuzzed with a patient's app token, as portal tokens stop at the door.
      await createAppPatient(t.database.db, 'stmarys', 'FUXXED', 4);
      const callers = [
        {
          who: "St Mary's patient (app)",
          token: (await appSignIn(t, 'stmarys', 'FUXXED')).access_token,
          headers: {},
          appOnly: true,
        },
        { who: "St Mary's admin", token: (await t.signIn('admin@stmarys.test')).access_token, headers: {} },
        {
          who: 'super admin',
          token: (await t.signIn('super@lantern.test')).access_token,
          headers: { 'x-organisation-id': set.organisation },
        },
      ];
      const check = (who: string, op: Operation, v: Variant, status: number, body: string) => {
        const fail = (why: string) =>
          failures.push({ who, op: op.key, label: v.label, status, why, body: body.slice(0, 300) });
        if (status >= 500) fail('5xx');
        for (const [what, pattern] of LEAKS) if (pattern.test(body)) fail(`answer shows a ${what}`);
        if (status >= 400) {
          try {
            const error = JSON.parse(body) as Record<string, unknown>;
            if (
              error.status !== status ||
              typeof error.code !== 'string' ||
              typeof error.message !== 'string'
            )
              fail('error is not { status, code, message }');
          } catch {
            fail('error is not JSON');
          }
        }
      };
      // Deletions last, so that most calls find the fixtures they name.
      const order = { GET: 0, HEAD: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
      ops = [...api.operations].sort((a, b) => order[a.method] - order[b.method]);
      // A call may switch St Mary's features off or change its seats: put them back before each
      // operation, so that every operation is fuzzed past its feature check.
      const { db } = t.database;
      const [saved] = await db.select().from(organisations).where(eq(organisations.id, set.organisation));
      const savedItems = await db
        .select()
        .from(organisationContentItems)
        .where(eq(organisationContentItems.organisationId, set.organisation));
      const restore = async () => {
        if (!saved) return;
        const { features, areaSeats, urlCode } = saved;
        await db
          .update(organisations)
          .set({ features, areaSeats, urlCode })
          .where(eq(organisations.id, saved.id));
        await db
          .delete(organisationContentItems)
          .where(eq(organisationContentItems.organisationId, saved.id));
        if (savedItems.length) await db.insert(organisationContentItems).values(savedItems);
      };
      fuzzOne = async (op) => {
        await restore();
        const make = (serial: number) =>
          validRequest(
            api,
            op,
            (where) => {
              const kind = kindOf(where);
              return kind && set[kind];
            },
            serial,
          );
        const variants = badInputs(api, op, make, RAW_BODIES[op.key], seeded(seedOf(op.key)), PER_OPERATION);
        sent.set(op.key, variants.length);
        for (const caller of callers) {
          if ('appOnly' in caller && !isAppOperation(op.key)) continue;
          for (let i = 0; i < variants.length; i += BATCH) {
            await Promise.all(
              variants.slice(i, i + BATCH).map(async (v) => {
                const res = await t.app.inject({
                  method: op.method,
                  url: v.url,
                  headers: { authorization: `Bearer ${caller.token}`, ...caller.headers, ...v.headers },
                  ...(v.payload === undefined ? {} : { payload: v.payload }),
                });
                check(caller.who, op, v, res.statusCode, res.body);
              }),
            );
          }
        }
      };
    }, 120_000);
    afterAll(() => t.close());

    // In parts, each with its own time limit and its own report: one slow or failing part names itself.
    const parts = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const partOf = (key: string) => {
      const size = Math.ceil(ops.length / PARTS);
      return Math.floor(ops.findIndex((op) => op.key === key) / size) + 1;
    };
    it.each(parts)(
      `answers every bad input to part %i of ${PARTS} of the operations without a 5xx, a leak, or an error of another shape`,
      async (part) => {
        const size = Math.ceil(ops.length / PARTS);
        const mine = new Set(ops.slice((part - 1) * size, part * size).map((op) => op.key));
        for (const op of ops) if (mine.has(op.key)) await fuzzOne(op);
        // Grouped by operation and reason, with one example each, so a failure reads as a list of causes.
        const groups = new Map<string, { count: number; example: Failure }>();
        for (const f of failures.filter((f) => mine.has(f.op))) {
          const key = `${f.op} ${f.label.split(' = ')[0]} — ${f.why} (${f.who})`;
          const g = groups.get(key);
          if (g) g.count++;
          else groups.set(key, { count: 1, example: f });
        }
        const report = [...groups].map(
          ([key, g]) =>
            `${key}: ${g.count}× e.g. "${g.example.label}" → ${g.example.status} ${g.example.body.slice(0, 120)}`,
        );
        expect(report).toEqual([]);
      },
      600_000,
    );

    it(`sends at least ${PER_OPERATION} bad inputs to every documented operation of its parts`, () => {
      expect(api.operations.length).toBeGreaterThan(50);
      const mine = api.operations.filter((op) => parts.includes(partOf(op.key)));
      expect(mine.length).toBeGreaterThan(20);
      const short = mine.filter((op) => (sent.get(op.key) ?? 0) < PER_OPERATION).map((op) => op.key);
      expect(short).toEqual([]);
    });
  });
}
