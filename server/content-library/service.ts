import type { AuditLog } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { notFound, validationError } from '../http/errors.ts';
import type { Tenancy } from '../plugins/tenancy.ts';
import { managedBy } from './access.ts';

/** What the shared admin calls need of an item's repository (see ./repository.ts). */
export interface ContentRepository<Row, Insert> {
  transaction<R>(work: (tx: Db) => Promise<R>): Promise<R>;
  byId(id: string): Promise<Row | undefined>;
  insert(values: Insert, tx?: Db): Promise<Row>;
  update(id: string, set: Partial<Insert>, tx?: Db): Promise<void>;
  remove(id: string, tx?: Db): Promise<void>;
  setAreas(itemId: string, areaIds: string[], tx?: Db): Promise<void>;
}

export interface ContentKind<Row, Body, Fields, View> {
  /** How the item is named: in a refusal, a 404, the audit. */
  plural: string;
  noun: string;
  action: string;
  /** The checks the schema cannot make, and the fields to store. */
  checked(organisationId: string, body: Body): Promise<Fields>;
  view(row: Row): Promise<View>;
}

/**
 * The admin calls quizzes and missions share: admins of the organisation (with the feature) read,
 * create, edit, delete and offer items in areas; another organisation's item reads as missing;
 * every write is audited in its transaction as `<action>.create`, `.update`, `.delete`, `.areas`.
 */
export function createContentAdmin<
  Row extends { organisationId: string },
  Insert,
  Body,
  Fields extends Partial<Insert> & { title: { en: string } },
  View,
>(
  deps: {
    repo: ContentRepository<Row, Insert>;
    areas: { areasIn(organisationId: string, ids: string[]): Promise<string[]> };
    audit: Pick<AuditLog, 'recordFor'>;
  },
  kind: ContentKind<Row, Body, Fields, View>,
) {
  const { repo, audit } = deps;
  const managed = async (t: Tenancy) => managedBy(t, kind.plural);
  const record = (t: Tenancy, organisationId: string, action: string, subject: string, tx: Db, detail = {}) =>
    audit.recordFor(t, { organisationId, action: `${kind.action}.${action}`, subject, detail }, tx);

  /** The item, if it is the organisation's; another organisation's reads as missing. */
  async function itemIn(organisationId: string, id: string): Promise<Row> {
    const row = await repo.byId(id);
    if (!row || row.organisationId !== organisationId) throw notFound(kind.noun);
    return row;
  }

  return {
    managed,
    record,
    itemIn,

    async get(t: Tenancy, id: string): Promise<View> {
      return kind.view(await itemIn(await managed(t), id));
    },

    async create(t: Tenancy, body: Body): Promise<View> {
      const organisationId = await managed(t);
      const input = await kind.checked(organisationId, body);
      const row = await repo.transaction(async (tx) => {
        const saved = await repo.insert(
          { organisationId, createdBy: t.principal.sub, ...input } as Insert,
          tx,
        );
        const { id } = saved as Row & { id: string };
        await record(t, organisationId, 'create', id, tx, { title: input.title.en });
        return saved;
      });
      return kind.view(row);
    },

    /** Edits in place: the ids inside (questions, steps) are kept, so earlier results still line up. */
    async update(t: Tenancy, id: string, body: Body): Promise<View> {
      const organisationId = await managed(t);
      await itemIn(organisationId, id);
      const input = await kind.checked(organisationId, body);
      await repo.transaction(async (tx) => {
        await repo.update(id, input, tx);
        await record(t, organisationId, 'update', id, tx);
      });
      return kind.view(await itemIn(organisationId, id));
    },

    /** Deletes the item with what hangs on it; `refuse` may stop it first (with the reason). */
    async remove(t: Tenancy, id: string, refuse?: (organisationId: string) => Promise<void>): Promise<void> {
      const organisationId = await managed(t);
      await itemIn(organisationId, id);
      await refuse?.(organisationId);
      await repo.transaction(async (tx) => {
        await repo.remove(id, tx);
        await record(t, organisationId, 'delete', id, tx);
      });
    },

    /** Offers the item in exactly these areas (of the organisation). */
    async setAreas(t: Tenancy, id: string, areaIds: string[]): Promise<View> {
      const organisationId = await managed(t);
      const row = await itemIn(organisationId, id);
      const unique = [...new Set(areaIds)];
      const ours = await deps.areas.areasIn(organisationId, unique);
      if (ours.length !== unique.length) throw validationError('area_ids', 'Not areas of the organisation');
      await repo.transaction(async (tx) => {
        await repo.setAreas(id, unique, tx);
        await record(t, organisationId, 'areas', id, tx, { area_ids: unique });
      });
      return kind.view(row);
    },
  };
}
