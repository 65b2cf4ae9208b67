import { and, count, desc, eq, getTableColumns, isNull, lte, or, sql } from 'drizzle-orm';
import { AccountStatus, UserType, type Language } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { eraseFamily, deletionPreview } from './erasure-queries.ts';
import { collectFamilyData, versionsOf, type FamilyData } from './family-data-queries.ts';
import { dataRequests } from './schema.ts';

export type DataRequestRow = typeof dataRequests.$inferSelect & {
  firstName: string;
  surname: string;
  email: string | null;
};

/** A person an e-mail goes to, with what decides its language. */
export interface Recipient {
  id: string;
  type: number;
  email: string | null;
  firstName: string;
  language: string | null;
  organisationName: string;
  organisationLanguage: string;
  familyLanguages: Language[] | null;
  /** The organisation's colour and logo, for the e-mail's layout. */
  organisationBrandColor: string | null;
  organisationLogoUrl: string | null;
}

const recipientColumns = {
  id: users.id,
  type: users.type,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  organisationName: organisations.name,
  organisationLanguage: organisations.language,
  familyLanguages: sql<Language[] | null>`${organisations.familyLanguages}`,
  organisationBrandColor: organisations.brandColor,
  organisationLogoUrl: organisations.logoUrl,
};

const requestColumns = {
  ...getTableColumns(dataRequests),
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
};

export function createDataRequestsRepository(db: Db) {
  const select = (executor: Db) =>
    executor
      .select(requestColumns)
      .from(dataRequests)
      .innerJoin(users, eq(users.id, dataRequests.requesterId));
  return {
    /** Every row held about the guardian and their children, by table (family-data-queries.ts). */
    familyData: (guardianId: string) => collectFamilyData(db, guardianId),
    /** The questionnaire versions the family's answers were given to. */
    versionsOf: (data: FamilyData) => versionsOf(db, data),
    /** The children approving the guardian's deletion would erase and keep (erasure-queries.ts). */
    deletionPreview: (guardianId: string) => deletionPreview(db, guardianId),
    /** Erases the guardian and each child linked to nobody else, in the caller's transaction. */
    eraseFamily: (guardianId: string, actorId: string | null, tx: Db) => eraseFamily(tx, guardianId, actorId),
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
    async insert(values: typeof dataRequests.$inferInsert, tx: Db) {
      const [row] = await tx.insert(dataRequests).values(values).returning({ id: dataRequests.id });
      if (!row) throw new Error('The data request was not stored');
      return row.id;
    },
    async byId(id: string, executor: Db = db): Promise<DataRequestRow | undefined> {
      const [row] = await select(executor).where(eq(dataRequests.id, id));
      return row;
    },
    async ofRequester(requesterId: string): Promise<DataRequestRow[]> {
      return select(db)
        .where(eq(dataRequests.requesterId, requesterId))
        .orderBy(desc(dataRequests.receivedAt));
    },
    async page(organisationId: string | null, state: string | undefined, page: number, size: number) {
      const where = and(
        organisationId ? eq(dataRequests.organisationId, organisationId) : undefined,
        state ? eq(dataRequests.state, state as DataRequestRow['state']) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        select(db)
          .where(where)
          // Open requests first, the soonest due at the top; decided ones after, newest first.
          .orderBy(
            sql`case when ${dataRequests.state} in ('received', 'approved') then 0 else 1 end`,
            sql`case when ${dataRequests.state} in ('received', 'approved') then ${dataRequests.dueOn} end`,
            desc(dataRequests.receivedAt),
          )
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(dataRequests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Changes the request; with `onlyIn`, only while it is in that state (answers whether it changed). */
    async update(
      id: string,
      patch: Partial<typeof dataRequests.$inferInsert>,
      tx: Db,
      onlyIn?: DataRequestRow['state'],
    ) {
      const rows = await tx
        .update(dataRequests)
        .set(patch)
        .where(and(eq(dataRequests.id, id), onlyIn ? eq(dataRequests.state, onlyIn) : undefined))
        .returning({ id: dataRequests.id });
      return rows.length > 0;
    },
    /** Open requests due on or before `lastDay` whose admins were not reminded since `since`. */
    async dueSoon(lastDay: string, since: Date) {
      return db
        .select({
          id: dataRequests.id,
          organisationId: dataRequests.organisationId,
          dueOn: dataRequests.dueOn,
        })
        .from(dataRequests)
        .where(
          and(
            eq(dataRequests.state, 'received'),
            lte(dataRequests.dueOn, lastDay),
            or(isNull(dataRequests.remindedAt), lte(dataRequests.remindedAt, since)),
          ),
        );
    },
    async recipient(userId: string, executor: Db = db): Promise<Recipient | undefined> {
      const [row] = await executor
        .select(recipientColumns)
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, userId));
      return row;
    },
    /** The organisation's active admins, who work its queue. */
    async adminsOf(organisationId: string, executor: Db = db): Promise<Recipient[]> {
      return executor
        .select(recipientColumns)
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(
          and(
            eq(users.organisationId, organisationId),
            eq(users.type, UserType.Admin),
            eq(users.status, AccountStatus.Active),
          ),
        );
    },
  };
}
export type DataRequestsRepository = ReturnType<typeof createDataRequestsRepository>;
