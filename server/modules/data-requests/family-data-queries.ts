import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { columnOf, type FamilySet } from '../../db/personal-data.ts';
import { DECLARED } from '../../personal-data.ts';
import { guardianLinks } from '../families/schema.ts';
import { issueReports } from '../issue-reports/schema.ts';
import { questionnaireVersions } from '../questionnaires/schema.ts';
import { users } from '../users/schema.ts';

/** Every row Lantern holds about a family, by table: the guardian who asks and their linked children. */
export type FamilyData = Record<string, Record<string, unknown>[]>;

/**
 * The guardian and the children an admin linked to them, or approved their link to: a pending link is a
 * request, not a child of theirs (anyone who knows a code and a birthday can ask).
 */
export async function familyOf(db: Db, guardianId: string) {
  const links = await db
    .select({ patientId: guardianLinks.patientId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.status, 'active')));
  return { guardianId, childIds: [...new Set(links.map((l) => l.patientId))] };
}

/** Columns never handed out: secrets (hashes of passwords and tokens), not personal data. */
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash']);

/** A table's rows under their database column names, secrets left out. */
async function rowsOf(db: Db, table: PgTable, where: SQL | undefined, omit: readonly string[] = []) {
  const rows = (await db.select().from(table).where(where)) as Record<string, unknown>[];
  const keys = Object.entries(getTableColumns(table));
  return rows.map((row) =>
    Object.fromEntries(
      keys
        .filter(([, column]) => !SECRET_COLUMNS.has(column.name) && !omit.includes(column.name))
        .map(([key, column]) => {
          const value = row[key];
          return [column.name, value instanceof Date ? value.toISOString() : value];
        }),
    ),
  );
}

/** The family's sets a table's rows are matched against (an empty set matches nothing). */
async function familySets(db: Db, guardianId: string): Promise<Record<FamilySet, unknown[]>> {
  const { childIds } = await familyOf(db, guardianId);
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, guardianId));
  const reports = await db
    .select({ id: issueReports.id })
    .from(issueReports)
    .where(eq(issueReports.reporterId, guardianId));
  return {
    guardian: [guardianId],
    children: childIds,
    family: [guardianId, ...childIds],
    'guardian-email': me?.email ? [me.email] : [],
    'guardian-reports': reports.map((r) => r.id),
  };
}

/**
 * What the family may download, by each table's declaration (its module's personal-data.ts;
 * docs/data-protection.md lists every table and why it is in or out): the requester's rows and their
 * children's, never another family's; the staff's duty-of-care flags and their notes stay with the
 * hospital, as do other guardians' answers about a shared child.
 */
export async function collectFamilyData(db: Db, guardianId: string): Promise<FamilyData> {
  const sets = await familySets(db, guardianId);
  const data: FamilyData = {};
  for (const { table, download } of DECLARED)
    for (const { as, column, who, omit } of download ?? []) {
      const values = sets[who];
      data[as] = values.length ? await rowsOf(db, table, inArray(columnOf(table, column), values), omit) : [];
    }
  return data;
}

/** The answers' questionnaire versions, by id. */
export async function versionsOf(db: Db, data: FamilyData) {
  const ids = [...new Set(data.questionnaire_responses?.map((r) => r.version_id as string) ?? [])];
  if (!ids.length)
    return new Map<string, { questionnaireId: string; version: number; definition: unknown }>();
  const rows = await db
    .select({
      id: questionnaireVersions.id,
      questionnaireId: questionnaireVersions.questionnaireId,
      version: questionnaireVersions.version,
      definition: questionnaireVersions.definition,
    })
    .from(questionnaireVersions)
    .where(inArray(questionnaireVersions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** How many rows an export holds (the audit records it). */
export const rowCount = (data: FamilyData): number =>
  Object.values(data).reduce((sum, rows) => sum + rows.length, 0);
