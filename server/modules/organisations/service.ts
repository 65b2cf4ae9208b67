import type {
  ContentItemsResponse,
  Organisation,
  OrganisationListItem,
  OrganisationListQuery,
  OrganisationUpdate,
  Paged,
  SubscriptionPack,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { groupByCategory } from './catalogue.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { toOrganisation } from '../auth/index.ts';
import { setFeatures, type OrganisationRow, type OrganisationsRepository } from './repository.ts';

/** Organisation fields of a create or update body, as the table names them. */
interface OrganisationFields {
  name?: string;
  url_code?: string;
  language?: string;
  area_seats?: number;
  enable_custom_asset?: boolean;
  logo_url?: string | null;
  white_logo_url?: string | null;
  brand_color?: string | null;
  require_admin_second_factor?: boolean;
  require_captions?: boolean;
  unread_email_hours?: number | null;
}

const columns = (input: OrganisationFields) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.url_code !== undefined && { urlCode: input.url_code }),
  ...(input.language !== undefined && { language: input.language }),
  ...(input.area_seats !== undefined && { areaSeats: input.area_seats }),
  ...(input.enable_custom_asset !== undefined && { enableCustomAsset: input.enable_custom_asset }),
  ...(input.logo_url !== undefined && { logoUrl: input.logo_url }),
  ...(input.white_logo_url !== undefined && { whiteLogoUrl: input.white_logo_url }),
  ...(input.brand_color !== undefined && { brandColor: input.brand_color }),
  ...(input.require_admin_second_factor !== undefined && {
    requireAdminSecondFactor: input.require_admin_second_factor,
  }),
  ...(input.require_captions !== undefined && { requireCaptions: input.require_captions }),
  ...(input.unread_email_hours !== undefined && { unreadEmailHours: input.unread_email_hours }),
});

const urlCodeTaken = (code: string) =>
  conflict(`The organisation code "${code}" is already used by another organisation`);

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
};

const iso = (d: Date) => d.toISOString();

export function createOrganisationsService(deps: {
  repo: OrganisationsRepository;
  audit: Pick<AuditLog, 'recordFor'>;
  now?: () => number;
}) {
  const { repo, audit } = deps;
  const now = deps.now ?? Date.now;

  const existing = async (id: string): Promise<OrganisationRow> => {
    const row = await repo.byId(id);
    if (!row) throw notFound('Organisation');
    return row;
  };

  const assertCodeFree = async (code: string | undefined, self?: string) => {
    if (code === undefined) return;
    const holder = await repo.byUrlCode(code);
    if (holder && holder.id !== self) throw urlCodeTaken(code);
  };

  /** Runs a write; a url_code another request took meanwhile still answers 409, not 500. */
  const writing = async <T>(code: string | undefined, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (code !== undefined && isUniqueViolation(error)) throw urlCodeTaken(code);
      throw error;
    }
  };

  return {
    /** One organisation, to anyone within it (the permission check answers others' ids 404). */
    async get(id: string): Promise<Organisation> {
      return toOrganisation(await existing(id));
    },

    async list(t: Tenancy, query: OrganisationListQuery): Promise<Paged<OrganisationListItem>> {
      const { rows, total } = await repo.page(query);
      const seats = await repo.seats(
        rows.map((r) => r.id),
        new Date(now()),
      );
      const data = rows.map((r) => ({ ...toOrganisation(r), seats: seats.get(r.id) ?? r.areaSeats }));
      return { data, page: query.page, size: query.size, total };
    },

    async all() {
      return repo.all();
    },

    /** Public: registration checks the code a family was given. */
    async byCode(code: string) {
      const row = await repo.byUrlCode(code);
      if (!row) throw notFound('Organisation');
      return {
        id: row.id,
        name: row.name,
        language: row.language as Organisation['language'],
        url_code: row.urlCode,
      };
    },

    async create(t: Tenancy, input: OrganisationFields & { features?: string[] }): Promise<Organisation> {
      await assertCodeFree(input.url_code);
      const row = await writing(input.url_code, () =>
        repo.transaction(async (tx) => {
          const created = await repo.insert(columns(input) as Parameters<typeof repo.insert>[0], tx);
          const features = await setFeatures(repo, created.id, input.features ?? [], tx);
          await audit.recordFor(
            t,
            {
              organisationId: created.id,
              action: 'organisation.create',
              subject: created.id,
              detail: { url_code: created.urlCode, features },
            },
            tx,
          );
          return { ...created, features };
        }),
      );
      return toOrganisation(row);
    },

    async update(t: Tenancy, id: string, patch: OrganisationUpdate): Promise<Organisation> {
      await existing(id);
      await assertCodeFree(patch.url_code, id);
      const row = await writing(patch.url_code, () =>
        repo.transaction(async (tx) => {
          const fields = columns(patch);
          let updated = Object.keys(fields).length
            ? await repo.update(id, fields, tx)
            : await repo.byId(id, tx);
          if (patch.features)
            updated = {
              ...(updated as OrganisationRow),
              features: await setFeatures(repo, id, patch.features, tx),
            };
          await audit.recordFor(
            t,
            {
              organisationId: id,
              action: 'organisation.update',
              subject: id,
              detail: { fields: Object.keys(patch) },
            },
            tx,
          );
          return updated as OrganisationRow;
        }),
      );
      return toOrganisation(row);
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const row = await existing(id);
      const people = await repo.userCount(id);
      // Deleting would delete every account and record of the organisation with it: refuse.
      if (people > 0)
        throw conflict(
          `"${row.name}" still has ${people} user accounts: remove them before the organisation`,
        );
      await repo.transaction(async (tx) => {
        await repo.remove(id, tx);
        await audit.recordFor(
          t,
          {
            organisationId: id,
            action: 'organisation.delete',
            subject: id,
            detail: { name: row.name },
          },
          tx,
        );
      });
    },

    async contentItems(t: Tenancy, id: string): Promise<ContentItemsResponse> {
      await existing(id);
      const [catalogue, enabled] = await Promise.all([repo.catalogue(), repo.enabledItemIds(id)]);
      return groupByCategory(catalogue, enabled);
    },

    async changeContentItems(
      t: Tenancy,
      id: string,
      change: { attach_content_item_ids: string[]; detach_content_item_ids: string[] },
    ): Promise<ContentItemsResponse> {
      await existing(id);
      const named = [...new Set([...change.attach_content_item_ids, ...change.detach_content_item_ids])];
      const known = new Set((await repo.itemsByIds(named)).map((i) => i.id));
      const unknown = named.filter((i) => !known.has(i));
      if (unknown.length)
        throw validationError('attach_content_item_ids', `Unknown content items: ${unknown.join(', ')}`);
      await repo.transaction(async (tx) => {
        await repo.detach(id, change.detach_content_item_ids, tx);
        await repo.attach(id, change.attach_content_item_ids, tx);
        const features = await repo.syncFeatures(id, tx);
        await audit.recordFor(
          t,
          {
            organisationId: id,
            action: 'organisation.content-items',
            subject: id,
            detail: { ...change, features },
          },
          tx,
        );
      });
      return this.contentItems(t, id);
    },

    async packs(t: Tenancy, id: string): Promise<SubscriptionPack[]> {
      await existing(id);
      return (await repo.packs(id)).map((p) => ({
        id: p.id,
        name: p.name,
        seats: p.seats,
        starts_at: iso(p.startsAt),
        ends_at: iso(p.endsAt),
        created_at: iso(p.createdAt),
      }));
    },

    async addPack(
      t: Tenancy,
      id: string,
      input: { name: string; seats: number; starts_at: string; ends_at: string },
    ): Promise<SubscriptionPack> {
      await existing(id);
      const row = await repo.transaction(async (tx) => {
        const pack = await repo.insertPack(
          {
            organisationId: id,
            name: input.name,
            seats: input.seats,
            startsAt: new Date(input.starts_at),
            endsAt: new Date(input.ends_at),
          },
          tx,
        );
        await audit.recordFor(
          t,
          {
            organisationId: id,
            action: 'organisation.subscription-pack.create',
            subject: pack.id,
            detail: { seats: pack.seats },
          },
          tx,
        );
        return pack;
      });
      return {
        id: row.id,
        name: row.name,
        seats: row.seats,
        starts_at: iso(row.startsAt),
        ends_at: iso(row.endsAt),
        created_at: iso(row.createdAt),
      };
    },
  };
}
export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
