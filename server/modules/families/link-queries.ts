import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyLink, LinkStatus } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { guardianLinks, linkAssents } from './schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { londonToday, ZONE } from '../../db/london.ts';
import { accessOfRow } from './access-repository.ts';

const guardian = alias(users, 'guardian');
const patient = alias(users, 'patient');
const approver = alias(users, 'approver');
const revoker = alias(users, 'revoker');

const person = (u: typeof guardian | typeof patient) => ({
  id: u.id,
  type: u.type,
  firstName: u.firstName,
  surname: u.surname,
  fullName: u.fullName,
  patientNumber: u.patientNumber,
  appCode: u.appCode,
  email: u.email,
  dateOfBirth: u.dateOfBirth,
});

/** The child's age in whole years on London's today. */
const age = sql<number | null>`extract(year from age(${londonToday}, ${patient.dateOfBirth}))::int`;

/** The day the link is due for review: its own date, or the organisation's period after approval. */
export const reviewOn = sql<string | null>`to_char(coalesce(${guardianLinks.reviewOn},
  ((${guardianLinks.approvedAt} at time zone ${ZONE})::date
    + make_interval(months => ${organisations.linkReviewMonths}::int))::date), 'YYYY-MM-DD')`;

/** The day a guardian's access to the child turns limited: the child's birthday at the organisation's age. */
const limitedFrom = sql<
  string | null
>`to_char(${patient.dateOfBirth} + make_interval(years => ${organisations.controlAge}::int), 'YYYY-MM-DD')`;

const COLUMNS = {
  link: guardianLinks,
  guardian: person(guardian),
  patient: person(patient),
  approver: { id: approver.id, firstName: approver.firstName, surname: approver.surname },
  revoker: { id: revoker.id, firstName: revoker.firstName, surname: revoker.surname },
  limitedFrom,
  reviewOn,
  facts: {
    limitedParts: organisations.limitedParts,
    assentAge: organisations.assentAge,
    controlAge: organisations.controlAge,
    age,
  },
  assent: linkAssents,
};

const selectLinks = (executor: Db, where: SQL | undefined) =>
  executor
    .select(COLUMNS)
    .from(guardianLinks)
    .innerJoin(guardian, eq(guardian.id, guardianLinks.guardianId))
    .innerJoin(patient, eq(patient.id, guardianLinks.patientId))
    .innerJoin(organisations, eq(organisations.id, guardianLinks.organisationId))
    .leftJoin(approver, eq(approver.id, guardianLinks.approvedBy))
    .leftJoin(revoker, eq(revoker.id, guardianLinks.revokedBy))
    .leftJoin(linkAssents, eq(linkAssents.linkId, guardianLinks.id))
    .where(where);
type LinkRow = Awaited<ReturnType<typeof selectLinks>>[number];
type PersonRow = LinkRow['guardian'];
type Actor = LinkRow['approver'];

const toPerson = (p: PersonRow): FamilyLink['guardian'] => ({
  id: p.id,
  type: p.type as FamilyLink['guardian']['type'],
  first_name: p.firstName,
  surname: p.surname,
  full_name: p.fullName,
  patient_number: p.patientNumber,
  app_code: p.appCode,
  email: p.email,
  date_of_birth: p.dateOfBirth,
});
const toActor = (a: Actor): FamilyLink['approved_by'] =>
  a?.id ? { id: a.id, first_name: a.firstName ?? '', surname: a.surname ?? '' } : null;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toFamilyLink = (row: LinkRow): FamilyLink => ({
  id: row.link.id,
  guardian: toPerson(row.guardian),
  patient: toPerson(row.patient),
  relationship: row.link.relationship,
  status: row.link.status,
  source: row.link.source,
  created_at: row.link.createdAt.toISOString(),
  approved_by: toActor(row.approver),
  approved_at: iso(row.link.approvedAt),
  revoked_by: toActor(row.revoker),
  revoked_at: iso(row.link.revokedAt),
  revoke_reason: row.link.revokeReason,
  limited_from: row.limitedFrom,
  access_level: row.link.accessLevel,
  access:
    row.link.status === 'active'
      ? accessOfRow({
          level: row.link.accessLevel,
          ...row.facts,
          answer: row.assent?.answer ?? null,
          reviewedAt: row.assent?.reviewedAt ?? null,
          safeguarding: row.assent?.safeguarding ?? false,
        })
      : null,
  confidential_reason: row.link.confidentialReason,
  review_on: row.link.status === 'active' ? row.reviewOn : null,
  assent: row.assent?.answer
    ? {
        answer: row.assent.answer,
        reason: row.assent.reason,
        answered_at: row.assent.answeredAt.toISOString(),
        reviewed_at: iso(row.assent.reviewedAt),
        review_reason: row.assent.reviewReason,
        safeguarding: row.assent.safeguarding,
      }
    : null,
});

/** Links with both people, who approved or revoked them and the coming-of-age date, as the admin sees them. */
export function createLinkQueries(db: Db) {
  const select = selectLinks;

  return {
    async linkIn(organisationId: string, id: string, executor: Db = db): Promise<FamilyLink | undefined> {
      const [row] = await select(
        executor,
        and(eq(guardianLinks.id, id), eq(guardianLinks.organisationId, organisationId)),
      ).limit(1);
      return row ? toFamilyLink(row) : undefined;
    },

    /** A user's links, on either side: live ones first, then history, newest first. */
    async linksOf(organisationId: string, userId: string): Promise<FamilyLink[]> {
      const rows = await select(
        db,
        and(
          eq(guardianLinks.organisationId, organisationId),
          or(eq(guardianLinks.guardianId, userId), eq(guardianLinks.patientId, userId)),
        ),
      ).orderBy(
        sql`${guardianLinks.status} = 'revoked'`,
        desc(guardianLinks.createdAt),
        asc(guardianLinks.id),
      );
      return rows.map((r) => toFamilyLink(r));
    },

    /** A page of the organisation's links of one status, oldest first (the approval queue's order). */
    async page(organisationId: string, status: LinkStatus, page: number, size: number) {
      const where = and(eq(guardianLinks.organisationId, organisationId), eq(guardianLinks.status, status));
      const [rows, [total]] = await Promise.all([
        select(db, where)
          .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(guardianLinks).where(where),
      ]);
      return { rows: rows.map((r) => toFamilyLink(r)), total: total?.n ?? 0 };
    },

    /** Active links whose child reaches the organisation's coming of age within `days` days (London's calendar). */
    async comingOfAge(organisationId: string, days: number): Promise<FamilyLink[]> {
      const turns = sql`(${patient.dateOfBirth} + make_interval(years => ${organisations.controlAge}::int))::date`;
      const rows = await select(
        db,
        and(
          eq(guardianLinks.organisationId, organisationId),
          eq(guardianLinks.status, 'active'),
          sql`${turns} > ${londonToday}`,
          sql`${turns} <= ${londonToday} + ${days}::int`,
        ),
      ).orderBy(sql`${turns}`, asc(guardianLinks.id));
      return rows.map((r) => toFamilyLink(r));
    },
  };
}
