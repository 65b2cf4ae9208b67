import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { guardianLinks, linkAssents } from '../modules/families/schema.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { users } from '../modules/users/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from './harness.ts';
import { TEST_METRICS_TOKEN } from './test-secret.ts';
import { readDocument, validRequest, type ApiDocument, type Operation } from './openapi.ts';
import {
  createFixtureSets,
  organisationChecksum,
  SHARED_KINDS,
  type FixtureKind,
  type FixtureSet,
} from './fixtures.ts';
import {
  CHILD_KINDS,
  roleOperations,
  isAppOperation,
  kindOf,
  publicOperations,
  RAW_BODIES,
} from './access-tables.ts';
import { appSignIn, createAppPatient } from './app-patients.ts';
import { createChild, createGuardian } from './families.ts';

/** families: a St Mary's guardian with a child of their own, who is no parent of the fixtures' children. */
const OTHER_FAMILY = 'other-family@stmarys.test';
/** families: guardians of the fixtures' children through a link that opens less than everything. */
const LINKED = {
  limited: 'limited-link@stmarys.test',
  declined: 'declined-link@stmarys.test',
  pending: 'pending-link@stmarys.test',
} as const;
/** A guardian whose links an admin marked confidential: the children's other guardians must not read this name. */
const HIDDEN = { email: 'confidential-link@stmarys.test', surname: 'Hiddenparent' };

/**
 * Every operation of the OpenAPI document × anonymous, a guardian and an admin of St Mary's, an
 * admin and a guardian of Hospital Infantil acting on St Mary's objects, and the super admin with
 * St Mary's, Hospital Infantil or no organisation selected. Ids come from real St Mary's objects
 * (a fresh set for every call that writes), bodies and queries from each operation's schema.
 * A new route is covered without editing this file; one whose ids the tables below cannot name
 * fails the first test.
 */

interface Role {
  name: string;
  email?: string;
  headers?: (sets: { own: string; other: string }) => Record<string, string>;
  /** Acts on St Mary's objects from another organisation. */
  crossOrg: boolean;
  /** The membership fixture is this user's own (a guardian managing their areas). */
  ownsMemberships?: boolean;
  /** Signed in to the patients' app as a patient of this organisation. */
  app?: { urlCode: string; code: string };
  /** families: linked to the children of the role's own fixture sets by a link of this kind. */
  link?: keyof typeof LINKED;
}

const ROLES: Role[] = [
  { name: 'anonymous', crossOrg: false },
  { name: 'Infantil admin', email: 'admin@infantil.test', crossOrg: true },
  { name: 'Infantil patient (app)', app: { urlCode: 'infantil', code: 'MATRXE' }, crossOrg: true },
  { name: 'Infantil guardian', email: 'guardian@infantil.test', crossOrg: true },
  // The super admin may act on every organisation: selecting one is no boundary
  // (docs/security.md § Limits that remain).
  {
    name: 'super admin in Infantil',
    email: 'super@lantern.test',
    crossOrg: false,
    headers: (o) => ({ 'x-organisation-id': o.other }),
  },
  { name: 'super admin, no organisation', email: 'super@lantern.test', crossOrg: false },
  { name: "St Mary's guardian", email: 'guardian@stmarys.test', crossOrg: false, ownsMemberships: true },
  { name: "St Mary's guardian of another child", email: OTHER_FAMILY, crossOrg: false },
  { name: "St Mary's admin", email: 'admin@stmarys.test', crossOrg: false },
  // A safeguarding lead: works the flag queue and their own notifications, nothing of an admin's.
  { name: "St Mary's staff", email: 'staff@stmarys.test', crossOrg: false },
  { name: "St Mary's patient (app)", app: { urlCode: 'stmarys', code: 'MATRXE' }, crossOrg: false },
  {
    name: "super admin in St Mary's",
    email: 'super@lantern.test',
    crossOrg: false,
    headers: (o) => ({ 'x-organisation-id': o.own }),
  },
  { name: "St Mary's guardian, limited link", email: LINKED.limited, crossOrg: false, link: 'limited' },
  { name: "St Mary's guardian, declined link", email: LINKED.declined, crossOrg: false, link: 'declined' },
  { name: "St Mary's guardian, pending link", email: LINKED.pending, crossOrg: false, link: 'pending' },
];
const FAMILY_ROLES = new Set<string>([OTHER_FAMILY, ...Object.values(LINKED)]);

interface Call {
  role: Role;
  op: Operation;
  status: number;
  code?: string;
  body: string;
  /** Named a St Mary's object (not only shared catalogue items). */
  namesVictim: boolean;
  /** families: named a child (a patient, or a guardian's link to one) of a family of St Mary's. */
  namesChild: boolean;
  /** The same call with every St Mary's id replaced by a random one. */
  missing?: { status: number; code?: string; sameBody: boolean };
  unresolved: string[];
}

/** The error handler's answer to input its schema refuses (a service's own 400s say something else). */
const SCHEMA_REFUSAL = /"message":"Invalid (body|querystring|params|headers):/;

const ORDER = { GET: 0, HEAD: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

describe.each(databaseTargets)('access matrix over the OpenAPI document on $name', (target) => {
  let t: TestApp;
  let api: ApiDocument;
  const calls: Call[] = [];
  let checksums: { before: Record<string, string>; after: Record<string, string> };
  // The oracle: the routes' declared access, from the permission table.
  let PUBLIC: Set<string>;
  let GUARDIAN_ALLOWED: Set<string>;
  let STAFF_ALLOWED: Set<string>;

  beforeAll(async () => {
    t = await createTestApp(target, { metrics: { token: TEST_METRICS_TOKEN } });
    api = readDocument(t.app);
    PUBLIC = publicOperations(t.app.registeredRoutes);
    GUARDIAN_ALLOWED = roleOperations(t.app.registeredRoutes, 'guardian');
    STAFF_ALLOWED = roleOperations(t.app.registeredRoutes, 'staff');
    const ops = [...api.operations].sort((a, b) => ORDER[a.method] - ORDER[b.method]);
    const writes = ops.filter((op) => op.method !== 'GET');
    const tokens: Record<string, string> = {};
    await createChild(
      t.database.db,
      'stmarys',
      { appCode: 'MTRXKD', dateOfBirth: '2014-04-04', firstName: 'Other' },
      await createGuardian(t.database.db, 'stmarys', OTHER_FAMILY),
    );
    for (const email of Object.values(LINKED)) await createGuardian(t.database.db, 'stmarys', email);
    const hidden = await createGuardian(t.database.db, 'stmarys', HIDDEN.email);
    await t.database.db.update(users).set({ surname: HIDDEN.surname }).where(eq(users.id, hidden));
    for (const email of new Set(ROLES.flatMap((r) => (r.email ? [r.email] : []))))
      tokens[email] = (await t.signIn(email)).access_token;
    const { db } = t.database;
    for (const role of ROLES)
      if (role.app) {
        await createAppPatient(db, role.app.urlCode, role.app.code, 4);
        tokens[role.name] = (await appSignIn(t, role.app.urlCode, role.app.code)).access_token;
      }
    const guardianId = first(
      await db.select().from(users).where(eq(users.email, 'guardian@stmarys.test')),
    ).id;
    // One set per role for reads, and one per role and write.
    const owners = ROLES.flatMap((r) =>
      Array<string | undefined>(writes.length + 1).fill(r.ownsMemberships ? guardianId : undefined),
    );
    const sets = await createFixtureSets(t.database.db, 'stmarys', owners);
    const other = first(
      await db.select().from(organisations).where(eq(organisations.urlCode, 'infantil')),
    ).id;
    const orgs = { own: first(sets).organisation, other };
    await linkFamilies(db, ROLES, sets, writes.length + 1, hidden);

    const send = (role: Role, op: Operation, request: ReturnType<typeof validRequest>) => {
      const raw = RAW_BODIES[op.key];
      return t.app.inject({
        method: request.method,
        url: request.url,
        query: request.query,
        ...(raw
          ? { payload: raw.payload }
          : request.payload === undefined
            ? {}
            : { payload: request.payload as object }),
        headers: {
          ...(raw ? { 'content-type': raw.type } : {}),
          ...(role.email ? { authorization: `Bearer ${tokens[role.email]}` } : {}),
          ...(role.app ? { authorization: `Bearer ${tokens[role.name]}` } : {}),
          ...role.headers?.(orgs),
        },
      });
    };
    const codeOf = (res: LightMyRequestResponse) => {
      try {
        return (res.json() as { code?: string }).code;
      } catch {
        return undefined;
      }
    };

    const acceptNewestTerms = (email: string) =>
      db.execute(sql`insert into document_signings (user_id, organisation_id, terms_version_id, language, text_sha256)
        select u.id, u.organisation_id, v.id, 'en', 'access-matrix'
        from users u join lateral (
          select id from terms_versions where organisation_id = u.organisation_id order by published_at desc limit 1
        ) v on true
        where u.email = ${email}
        on conflict do nothing`);

    let serial = 0;
    let next = 0;
    const nextSet = () => sets[next++] as FixtureSet;
    checksums = { before: await organisationChecksum(t.database.db, orgs.own), after: {} };
    for (const role of ROLES) {
      const reads = nextSet();
      for (const op of ops) {
        const set = op.method === 'GET' ? reads : nextSet();
        let namesVictim = false;
        let namesChild = false;
        let filters = false;
        const real = validRequest(
          api,
          op,
          (where) => {
            const kind = kindOf(where);
            if (kind && CHILD_KINDS.includes(kind)) namesChild = true;
            // An id in the query of a list or check filters it: the answer may be 2xx, but no different from a missing id's.
            if (kind && !SHARED_KINDS.includes(kind)) {
              if (where.in === 'query') filters = true;
              else namesVictim = true;
            }
            return kind && set[kind];
          },
          serial++,
        );
        // The terms gate holds a guardian until they accept the newest terms: an admin publishing a
        // version earlier in the run must not turn the rest of the guardian's row into the gate's 403.
        if (role.email && (role.email.startsWith('guardian@') || FAMILY_ROLES.has(role.email)))
          await acceptNewestTerms(role.email);
        const res = await send(role, op, real);
        const call: Call = {
          role,
          op,
          status: res.statusCode,
          code: codeOf(res),
          body: res.body,
          namesVictim,
          namesChild,
          unresolved: real.unresolved,
        };
        if (role.crossOrg && (namesVictim || filters)) {
          const random = new Map<FixtureKind, string>();
          const missing = validRequest(
            api,
            op,
            (where) => {
              const kind = kindOf(where);
              if (!kind || SHARED_KINDS.includes(kind)) return kind && set[kind];
              if (!random.has(kind)) random.set(kind, randomUUID());
              return random.get(kind);
            },
            serial++,
          );
          const again = await send(role, op, missing);
          call.missing = { status: again.statusCode, code: codeOf(again), sameBody: again.body === res.body };
          if (!namesVictim && !call.missing.sameBody)
            call.missing.code = `${call.missing.code ?? ''} (another answer)`;
        }
        calls.push(call);
      }
      // Only the roles before St Mary's own may not change St Mary's data.
      if (role.name === 'Infantil guardian')
        checksums.after = await organisationChecksum(t.database.db, orgs.own);
    }
  }, 240_000);
  afterAll(() => t.close());

  const list = (
    rows: Call[],
    what: (c: Call) => string = (c) => `${c.role.name}: ${c.op.key} → ${c.status} ${c.code ?? ''}`,
  ) => rows.map(what);

  it('covers every operation: the tables name every id it takes and its generated input passes validation', () => {
    expect(api.operations.length).toBeGreaterThan(50);
    const unresolved = calls.filter((c) => c.role.name === 'anonymous' && c.unresolved.length > 0);
    expect(list(unresolved, (c) => `${c.op.key}: ${c.unresolved.join(', ')}`)).toEqual([]);
    // A schema the generator gets wrong, or a body it cannot make, shows as 400/415 to the one who may call.
    const refused = calls.filter(
      (c) =>
        (c.role.name === "St Mary's admin" || c.role.name === "super admin in St Mary's") &&
        (SCHEMA_REFUSAL.test(c.body) || c.status === 415),
    );
    expect(list(refused, (c) => `${c.role.name}: ${c.op.key} → ${c.status} ${c.body.slice(0, 300)}`)).toEqual(
      [],
    );
  });

  it('anonymous callers get 401 on every operation off the public list', () => {
    const open = calls.filter(
      (c) => c.role.name === 'anonymous' && !PUBLIC.has(c.op.key) && c.status !== 401,
    );
    expect(list(open)).toEqual([]);
  });

  it('the document marks exactly the public list as needing no session', () => {
    const undocumented = api.operations.filter((op) => op.secured === PUBLIC.has(op.key)).map((op) => op.key);
    expect(undocumented).toEqual([]);
  });

  it("no call naming St Mary's objects from another organisation answers 2xx", () => {
    const leaked = calls.filter(
      (c) => c.role.crossOrg && c.namesVictim && !PUBLIC.has(c.op.key) && c.status < 300,
    );
    expect(list(leaked)).toEqual([]);
  });

  it("another organisation's id answers exactly like a missing one", () => {
    const told = calls.filter(
      (c) => c.missing && (c.missing.status !== c.status || c.missing.code !== c.code),
    );
    expect(
      list(
        told,
        (c) =>
          `${c.role.name}: ${c.op.key} → ${c.status} ${c.code} but a missing id → ${c.missing?.status} ${c.missing?.code}`,
      ),
    ).toEqual([]);
  });

  it("answers to another organisation hold nothing of St Mary's", () => {
    const named = calls.filter(
      (c) =>
        c.role.crossOrg &&
        !PUBLIC.has(c.op.key) &&
        /St Mary|@stmarys\.test|Fixture (area|video|event)/.test(c.body),
    );
    expect(list(named)).toEqual([]);
  });

  it('a guardian gets no 2xx on admin operations', () => {
    const allowed = calls.filter(
      (c) =>
        (c.role.name === "St Mary's guardian" || c.role.email === OTHER_FAMILY) &&
        c.status < 300 &&
        !PUBLIC.has(c.op.key) &&
        !GUARDIAN_ALLOWED.has(c.op.key),
    );
    expect(list(allowed)).toEqual([]);
  });

  it('a staff account gets no 2xx on operations its role is not granted', () => {
    const allowed = calls.filter(
      (c) =>
        c.role.name === "St Mary's staff" &&
        c.status < 300 &&
        !PUBLIC.has(c.op.key) &&
        !STAFF_ALLOWED.has(c.op.key),
    );
    // Signed in for real: the queue they work answers them.
    const queue = calls.find(
      (c) => c.role.name === "St Mary's staff" && c.op.key === 'GET /api/questionnaire/flags',
    );
    expect(queue?.status).toBe(200);
    expect(list(allowed)).toEqual([]);
  });

  // families: a guardian reaches only children actively linked to them, never another family's.
  it('a guardian of another child of the same organisation gets no 2xx on calls naming a child', () => {
    const named = calls.filter((c) => c.role.email === OTHER_FAMILY && c.namesChild);
    expect(named.length).toBeGreaterThan(0);
    const reached = named.filter((c) => c.status < 300 && !PUBLIC.has(c.op.key));
    expect(list(reached)).toEqual([]);
  });

  // families: a limited or declined link opens the organisation's limited parts (the calendar), a pending one nothing.
  it('a guardian whose link is limited, declined or pending gets 2xx naming a child only for the parts it opens', () => {
    const opens: Record<string, string[]> = {
      limited: ['GET /api/families/children/{patient_id}/events'],
      declined: ['GET /api/families/children/{patient_id}/events'],
      pending: [],
    };
    const named = calls.filter((c) => c.role.link && c.namesChild);
    expect(named.length).toBeGreaterThan(0);
    const reached = named.filter(
      (c) => c.status < 300 && !PUBLIC.has(c.op.key) && !opens[c.role.link ?? '']?.includes(c.op.key),
    );
    expect(list(reached)).toEqual([]);
    // The calendar they may read answers them, and the limited view says why.
    const events = named.filter((c) => c.op.key === 'GET /api/families/children/{patient_id}/events');
    expect(events.map((c) => `${c.role.link}: ${c.status}`).sort()).toEqual([
      'declined: 200',
      'limited: 200',
      'pending: 404',
    ]);
  });

  it('no guardian reads the name of a guardian whose link is confidential', () => {
    const guardian = (email = '') => email.startsWith('guardian@') || FAMILY_ROLES.has(email);
    const seen = calls.filter((c) => guardian(c.role.email) && c.body.includes(HIDDEN.surname));
    expect(list(seen)).toEqual([]);
    // The same answers name the child's other guardians: the confidential one alone is left out.
    const dashboards = calls.filter(
      (c) => c.role.link === 'limited' && c.op.key === 'GET /api/families/children',
    );
    expect(dashboards.map((c) => c.status)).toEqual([200]);
    expect(dashboards[0]?.body).toMatch(/"other_guardians":\[\{/);
  });

  // The patients' app: app tokens and portal tokens each keep to their own calls.
  it('an app token gets no 2xx on portal operations, and a portal token none on app operations', () => {
    const crossed = calls.filter(
      (c) =>
        c.role.name !== 'anonymous' &&
        c.status < 300 &&
        !PUBLIC.has(c.op.key) &&
        isAppOperation(c.op.key) !== Boolean(c.role.app),
    );
    expect(list(crossed)).toEqual([]);
  });

  it("a patient's app token reads its own session and content", () => {
    const own = calls.filter(
      (c) =>
        c.role.name === "St Mary's patient (app)" &&
        (c.op.key === 'GET /api/app/me' || c.op.key === 'GET /api/app/content'),
    );
    expect(list(own).sort()).toEqual([
      "St Mary's patient (app): GET /api/app/content → 200 ",
      "St Mary's patient (app): GET /api/app/me → 200 ",
    ]);
  });

  it("calls from anonymous callers and another organisation change nothing of St Mary's", () => {
    expect(checksums.after).toEqual(checksums.before);
  });

  it('no answer is a 5xx and every error is { status, code, message }', () => {
    const broken = calls.filter((c) => {
      if (c.status >= 500) return true;
      if (c.status < 400) return false;
      try {
        const body = JSON.parse(c.body) as Record<string, unknown>;
        return body.status !== c.status || typeof body.code !== 'string' || typeof body.message !== 'string';
      } catch {
        return true;
      }
    });
    expect(list(broken, (c) => `${c.role.name}: ${c.op.key} → ${c.status} ${c.body.slice(0, 200)}`)).toEqual(
      [],
    );
  });
});

/**
 * families: each linked role's guardian is linked to the children of the role's own fixture sets
 * (its read set and one per write) by its kind of link; the confidential guardian to the limited
 * role's children, hidden from their other guardians.
 */
async function linkFamilies(
  db: TestApp['database']['db'],
  roles: Role[],
  sets: FixtureSet[],
  perRole: number,
  hiddenId: string,
): Promise<void> {
  for (const [index, role] of roles.entries()) {
    if (!role.link || !role.email) continue;
    const guardianId = first(await db.select().from(users).where(eq(users.email, role.email))).id;
    const own = sets.slice(index * perRole, (index + 1) * perRole);
    const made = await db
      .insert(guardianLinks)
      .values(
        own.map((set) => ({
          organisationId: set.organisation,
          guardianId,
          patientId: set.patient,
          status: role.link === 'pending' ? ('pending' as const) : ('active' as const),
          source: 'family' as const,
          accessLevel: role.link === 'limited' ? ('limited' as const) : ('full' as const),
          approvedAt: role.link === 'pending' ? null : new Date(),
        })),
      )
      .returning();
    if (role.link === 'declined')
      await db
        .insert(linkAssents)
        .values(made.map((l) => ({ linkId: l.id, answer: 'declined' as const, answeredAt: new Date() })));
    if (role.link === 'limited')
      await db.insert(guardianLinks).values(
        own.map((set) => ({
          organisationId: set.organisation,
          guardianId: hiddenId,
          patientId: set.patient,
          status: 'active' as const,
          source: 'admin' as const,
          approvedAt: new Date(),
          confidentialReason: 'A court order: the other parent must not know',
        })),
      );
  }
}
