import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { DeletionPreview } from '../../../src/api/contracts/data-requests.ts';
import type { Db } from '../../db/client.ts';
import type { Declared, Erasure, PersonMatch } from '../../db/personal-data.ts';
import { DECLARED } from '../../personal-data.ts';
import { guardianLinks } from '../families/schema.ts';
import { attributeStatusChange } from '../users/index.ts';
import { users } from '../users/schema.ts';
import { familyOf } from './family-data-queries.ts';

/** What an erasure did, table by table (the audit keeps it). */
export type ErasureSummary = Record<string, number>;

type Step = Declared & { erasure: Exclude<Erasure, { keep: string }> };

/**
 * The tables an erasure deletes from or erases, by their declarations: a table that refers to another
 * before it (a foreign key), the person's own row (users) last.
 */
function erasureSteps(): Step[] {
  const steps = DECLARED.filter((d): d is Step => Boolean(d.erasure && !('keep' in d.erasure)));
  const refersTo = new Map(
    steps.map((s) => [
      s.table,
      new Set(getTableConfig(s.table).foreignKeys.map((fk) => fk.reference().foreignTable)),
    ]),
  );
  const ordered: Step[] = [];
  const seen = new Set<Step>();
  const visit = (step: Step) => {
    if (seen.has(step)) return;
    seen.add(step);
    for (const other of steps) if (other !== step && refersTo.get(other.table)?.has(step.table)) visit(other);
    ordered.push(step);
  };
  for (const step of steps) visit(step);
  return [...ordered.filter((s) => s.table !== users), ...ordered.filter((s) => s.table === users)];
}
const STEPS = erasureSteps();

const matching = (match: PersonMatch, userId: string, email: string | null): SQL | null => {
  if ('email' in match) return email ? sql`lower(${sql.identifier(match.email)}) = lower(${email})` : null;
  return sql.join(
    match.columns.map((c) => sql`${sql.identifier(c)} = ${userId}`),
    sql` or `,
  );
};

/**
 * Erases one person's personal data by the tables' declarations (docs/data-protection.md): their row
 * stays as a nameless placeholder that cannot sign in (what the hospital keeps — answered
 * questionnaires, flags, accepted terms, the audit — still points at it), everything else about them
 * goes. Runs in the caller's transaction; `actorId` is who erased (the status history names them).
 */
export async function erasePerson(
  tx: Db,
  userId: string,
  actorId: string | null,
  summary: ErasureSummary = {},
): Promise<ErasureSummary> {
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!person) return summary;
  for (const { table, name, erasure } of STEPS) {
    const match = 'delete' in erasure ? erasure.delete : erasure.anonymise;
    const who = matching(match, userId, person.email);
    if (!who) continue;
    const where = erasure.where ? sql`(${who}) and (${sql.raw(erasure.where)})` : who;
    if (table === users) await attributeStatusChange(tx, actorId, 'erased');
    const done =
      'delete' in erasure
        ? sql`delete from ${table} where ${where} returning 1`
        : sql`update ${table} set ${sql.join(
            Object.entries(erasure.set).map(([c, v]) => sql`${sql.identifier(c)} = ${sql.raw(v)}`),
            sql`, `,
          )} where ${where} returning 1`;
    const { rows } = (await tx.execute(done)) as unknown as { rows: unknown[] };
    const label = erasure.label ?? name;
    if (label && rows.length) summary[label] = (summary[label] ?? 0) + rows.length;
  }
  return summary;
}

/**
 * Which of a guardian's children their deletion erases and which stay: a child another guardian is
 * linked to (an approved link) stays. The erasure and the admin's preview read this one rule.
 */
export async function erasurePlan(tx: Db, guardianId: string): Promise<{ erased: string[]; kept: string[] }> {
  const { childIds } = await familyOf(tx, guardianId);
  const shared = childIds.length
    ? await tx
        .select({ patientId: guardianLinks.patientId })
        .from(guardianLinks)
        .where(
          and(
            inArray(guardianLinks.patientId, childIds),
            ne(guardianLinks.guardianId, guardianId),
            // Only an approved link keeps a child: a pending one is a request anyone with the code can make.
            eq(guardianLinks.status, 'active'),
          ),
        )
    : [];
  const kept = new Set(shared.map((s) => s.patientId));
  return { erased: childIds.filter((id) => !kept.has(id)), kept: childIds.filter((id) => kept.has(id)) };
}

/** A guardian's approved deletion: them, and each child linked to nobody else (`erasurePlan`). */
export async function eraseFamily(tx: Db, guardianId: string, actorId: string | null) {
  const { erased, kept } = await erasurePlan(tx, guardianId);
  const summary: ErasureSummary = {};
  await erasePerson(tx, guardianId, actorId, summary);
  for (const child of erased) await erasePerson(tx, child, actorId, summary);
  return { summary, erasedChildren: erased.length, keptChildren: kept.length };
}

/** The requester's children as approving their deletion would leave them: erased, or kept. */
export async function deletionPreview(db: Db, guardianId: string): Promise<DeletionPreview> {
  const plan = await erasurePlan(db, guardianId);
  const ids = [...plan.erased, ...plan.kept];
  const rows = ids.length
    ? await db
        .select({
          id: users.id,
          first_name: users.firstName,
          surname: users.surname,
          full_name: users.fullName,
          patient_number: users.patientNumber,
          app_code: users.appCode,
        })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const of = (list: string[]) => rows.filter((r) => list.includes(r.id));
  return { erased: of(plan.erased), kept: of(plan.kept) };
}
