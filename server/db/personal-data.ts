import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { RetentionKind } from '../../src/api/contracts/retention.ts';

/**
 * What a table holds about people, declared once beside its schema (each module's personal-data.ts):
 * the family download, the erasure, the retention sweeps, the access matrix's checksum and the table
 * of docs/data-protection.md read these declarations, and a test fails on a table that declares nothing.
 *
 * - family: about a guardian or a child, theirs to download and to have erased;
 * - organisation: the hospital's own content and settings;
 * - law: kept because the law or the duty of care requires it, even after an erasure;
 * - system: the product's machinery (jobs, rate limits, upload progress), no one's record;
 * - none: shared catalogues and derived counts that name nobody.
 */
export type DataClass = 'family' | 'organisation' | 'law' | 'system' | 'none';

/** Whose rows a family's download holds: the family's sets, resolved once per download. */
export type FamilySet = 'guardian' | 'children' | 'family' | 'guardian-email' | 'guardian-reports';

export interface Download {
  /** The download's section (the JSON key, the readable page's heading). */
  as: string;
  /** The column matched against the set: a user id, the guardian's e-mail or their reports' ids. */
  column: string;
  who: FamilySet;
  /** Columns left out besides the secrets every table loses (password and token hashes). */
  omit?: readonly string[];
}

/** How a row reaches the person erased: columns holding their id, or their e-mail (any case). */
export type PersonMatch = { columns: readonly string[] } | { email: string };

export type Erasure =
  /** The row stays as it is: the reason. */
  | { keep: string }
  /** Deleted; `where` narrows it (SQL over the table's columns), `label` names it in the erasure's summary. */
  | { delete: PersonMatch; where?: string; label?: string; why?: string }
  /** The named columns erased (SQL values) and the row kept. */
  | {
      anonymise: PersonMatch;
      set: Readonly<Record<string, string>>;
      where?: string;
      label?: string;
      why?: string;
    };

/** The nightly retention job's sweeps, as its audit entries count them. */
export type SweepName = 'outbox_bodies' | 'issue_screenshots' | 'app_activity' | 'ended_sessions';

/** A sweep: rows older than their organisation's period (or a fixed one) deleted or erased. */
export interface Retention {
  /** The organisation's period (src/api/contracts/retention.ts), or a fixed number of days. */
  period: RetentionKind | number;
  /** The SQL expression (over the row, alias `t`) the period is counted from. */
  from: string;
  /** Which rows the sweep looks at (SQL over `t`), beside their age. */
  where?: string;
  /** The row's organisation (SQL over `t`, and `u`, the row's user, when `join` is 'user'). */
  organisation?: string;
  join?: 'user';
  /** Delete the row, or erase these columns (SQL values). */
  action: 'delete' | { set: Readonly<Record<string, string>> };
  /** Which job sweeps it: a sweep of the nightly retention job (the name its audit counts under) or the audit's prune. */
  job: SweepName | 'audit.prune';
}

export interface TableDeclaration {
  class: DataClass;
  /** How a row reaches a family, a user or an organisation, in words (the docs' table). */
  owner: string;
  /** The SQL condition over the row that picks one organisation's rows (`:org` stands for its id): the
   * access matrix's checksum reads these; null for a table the checksum leaves out (say why). */
  organisationRows: string | null;
  /** When the checksum reads only some columns (images: their bytes are summed by their hash). */
  checksumColumns?: readonly string[];
  download?: readonly Download[];
  erasure?: Erasure;
  retention?: Retention;
  why: string;
}

export interface Declared extends TableDeclaration {
  table: PgTable;
  name: string;
}

/** A table's declaration, beside its schema. */
export const declareTable = (table: PgTable, declaration: TableDeclaration): Declared => ({
  table,
  name: getTableName(table),
  ...declaration,
});

/**
 * The tables of `schema` (a module namespace of tables and other exports) that declare nothing, or
 * more than once, as sentences naming them: empty when every table declares exactly once.
 */
export function declarationProblems(
  schema: Record<string, unknown>,
  declared: readonly Declared[],
): string[] {
  const problems: string[] = [];
  const tables = Object.values(schema).filter((value): value is PgTable => is(value, PgTable));
  for (const table of tables) {
    const n = declared.filter((d) => d.table === table).length;
    const name = getTableName(table);
    if (n === 0)
      problems.push(
        `table ${name} declares nothing about personal data: declare it in its module’s personal-data.ts`,
      );
    if (n > 1) problems.push(`table ${name} is declared ${n} times`);
  }
  for (const d of declared)
    if (!tables.includes(d.table)) problems.push(`table ${d.name} is declared but not in the schema`);
  return problems;
}

/** A table's column by its database name (a declaration names columns as the database does). */
export function columnOf(table: PgTable, name: string) {
  const column = Object.values(getTableColumns(table)).find((c) => c.name === name);
  if (!column) throw new Error(`${getTableName(table)} has no column ${name}`);
  return column;
}
