import {
  type CmsPage,
  type CmsPageCreate,
  type CmsPublish,
  type CmsPublishResult,
  type CmsSaveDraft,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import {
  assertImagesDescribed,
  draftOf,
  needsConfirmation,
  publishable,
  sameContent,
  toGuardianPage,
  toPage,
  translationCheck,
} from './content.ts';
import { EMPTY_SETTINGS, type CmsPageRow, type CmsRepository } from './repository.ts';

export interface CmsDeps {
  repo: CmsRepository;
  audit: Pick<AuditLog, 'recordFor' | 'record'>;
  now?: () => Date;
  /**
   * The HTML sanitiser (DOMPurify on jsdom). Only the demo seed passes another: its pages are
   * already in sanitised form (demo.test.ts proves it), and loading jsdom costs every test app seconds.
   */
  sanitise?: (html: string) => Promise<string>;
}

/** The organisation whose information an admin (or the super admin, within a selection) manages. */
/** The information home of an organisation (its defaults until an admin saves it). */
export async function homeOf(repo: Pick<CmsRepository, 'settings'>, organisationId: string) {
  const settings = (await repo.settings(organisationId)) ?? EMPTY_SETTINGS;
  return { contact: settings.contact, visitingHours: settings.visitingHours };
}

export const managed = (t: Tenancy): string => {
  return requireOrganisation(t);
};

/** The organisation whose published information the caller reads: their own (hospitalInformation.read). */
const reader = (t: Tenancy): string => requireOrganisation(t);

const pageMissing = () => notFound('Page');

/** What a change did: the page after it, and (when it changed anything) its history and audit entries. */
interface Change {
  row: CmsPageRow;
  kind?: 'draft' | 'published' | 'unpublished' | 'restored';
  action?: string;
  detail?: Record<string, unknown>;
}

/** The core of hospital information: pages, drafts, publishing, order and settings. */
export function createCmsService(deps: CmsDeps) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function lockedPage(organisationId: string, pageNumber: number, tx: Db): Promise<CmsPageRow> {
    const row = await repo.page(organisationId, pageNumber, tx, true);
    if (!row) throw pageMissing();
    return row;
  }

  /** Writes a page change, its history entry and its audit entry together. */
  async function change(
    t: Tenancy | null,
    organisationId: string,
    pageNumber: number,
    work: (row: CmsPageRow, tx: Db) => Promise<Change>,
  ): Promise<CmsPageRow> {
    return repo.transaction(async (tx) => {
      const before = await lockedPage(organisationId, pageNumber, tx);
      const { row, kind, action, detail } = await work(before, tx);
      if (!kind || !action) return row;
      {
        const published = kind === 'published';
        await repo.insertVersion(
          {
            organisationId,
            pageNumber,
            kind,
            content: (published ? row.published : row.draft) ?? {},
            coverImage: published ? row.publishedCoverImage : row.draftCoverImage,
            authorId: t?.principal.sub ?? null,
          },
          tx,
        );
      }
      const entry = { organisationId, action, subject: String(pageNumber), detail };
      if (t) await audit.recordFor(t, entry, tx);
      else await audit.record({ ...entry, actorId: null }, tx);
      return row;
    });
  }

  /** Publishes the draft as it stands (the caller has run the translation check). */
  async function publishRow(organisationId: string, row: CmsPageRow, tx: Db, at: Date) {
    if (!publishable(row.draft)) throw conflict('Give the page a title before publishing it');
    await assertImagesDescribed(row.draft);
    return (await repo.updatePage(
      organisationId,
      row.pageNumber,
      {
        published: row.draft,
        publishedCoverImage: row.draftCoverImage,
        publishedAt: at,
        scheduledPublishAt: null,
        updatedAt: at,
      },
      tx,
    )) as CmsPageRow;
  }

  async function unpublishRow(organisationId: string, row: CmsPageRow, tx: Db, at: Date) {
    if (row.published === null) throw conflict('The page is not published');
    return (await repo.updatePage(
      organisationId,
      row.pageNumber,
      {
        published: null,
        publishedCoverImage: null,
        publishedAt: null,
        scheduledUnpublishAt: null,
        updatedAt: at,
      },
      tx,
    )) as CmsPageRow;
  }

  return {
    publishRow,
    unpublishRow,
    change,

    async latest(t: Tenancy): Promise<{ data: CmsPage[] }> {
      return { data: (await repo.pages(managed(t))).map(toPage) };
    },

    async published(t: Tenancy) {
      const organisationId = reader(t);
      const rows = await repo.pages(organisationId);
      return {
        ...(await homeOf(repo, organisationId)),
        data: rows
          .filter((r) => r.visible && r.published !== null)
          .map((r) => toGuardianPage(r, 'published')),
      };
    },

    /** The drafts of the visible pages, exactly as guardians will see them once published. */
    async preview(t: Tenancy) {
      const organisationId = managed(t);
      const rows = await repo.pages(organisationId);
      return {
        ...(await homeOf(repo, organisationId)),
        organisation_cms_content: rows
          .filter((r) => r.visible && publishable(r.draft))
          .map((r) => toGuardianPage(r, 'draft')),
      };
    },

    async create(t: Tenancy, body: CmsPageCreate): Promise<CmsPage> {
      const organisationId = managed(t);
      const at = now();
      return toPage(
        await repo.transaction(async (tx) => {
          if ((await repo.pages(organisationId, tx)).length >= 100)
            throw conflict('An organisation has at most 100 pages: delete one first');
          const { pageNumber, position } = await repo.allocatePage(organisationId, tx);
          const row = await repo.insertPage(
            {
              organisationId,
              pageNumber,
              position,
              visible: body.visible ?? true,
              draft: await draftOf(body.content, {}, at, deps.sanitise),
              draftCoverImage: body.coverImage ?? null,
              createdAt: at,
              updatedAt: at,
            },
            tx,
          );
          await repo.insertVersion(
            {
              organisationId,
              pageNumber,
              kind: 'draft',
              content: row.draft,
              coverImage: row.draftCoverImage,
              authorId: t.principal.sub,
            },
            tx,
          );
          await audit.recordFor(
            t,
            { organisationId, action: 'cms.page.create', subject: String(pageNumber) },
            tx,
          );
          return row;
        }),
      );
    },

    async saveDraft(t: Tenancy, body: CmsSaveDraft): Promise<CmsPage> {
      const organisationId = managed(t);
      const at = now();
      const row = await change(t, organisationId, body.pageNumber, async (before, tx) => {
        if (body.expectedUpdatedAt && Date.parse(body.expectedUpdatedAt) !== before.updatedAt.getTime())
          throw conflict('Someone saved this page since you opened it: reload it to see their changes');
        const draft = await draftOf(body.content, before.draft, at, deps.sanitise);
        const cover = body.coverImage === undefined ? before.draftCoverImage : body.coverImage;
        // The same content again (an autosave, a second click) leaves no history entry.
        if (sameContent(draft, before.draft) && cover === before.draftCoverImage) return { row: before };
        const saved = await repo.updatePage(
          organisationId,
          body.pageNumber,
          { draft, draftCoverImage: cover, updatedAt: at },
          tx,
        );
        return {
          row: saved as CmsPageRow,
          kind: 'draft',
          action: 'cms.page.save',
          detail: { languages: Object.keys(draft) },
        };
      });
      return toPage(row);
    },

    async publish(t: Tenancy, body: CmsPublish): Promise<CmsPublishResult> {
      const organisationId = managed(t);
      const at = now();
      const current = await repo.page(organisationId, body.pageNumber);
      if (!current) throw pageMissing();
      const check = translationCheck(body.pageNumber, current.draft);
      if (needsConfirmation(check) && !body.confirmTranslations)
        return { outcome: 'needsConfirmation', check };
      const row = await change(t, organisationId, body.pageNumber, async (before, tx) => {
        if (
          before.published !== null &&
          sameContent(before.draft, before.published) &&
          before.draftCoverImage === before.publishedCoverImage
        )
          throw conflict('The page is already published as it stands');
        return {
          row: await publishRow(organisationId, before, tx, at),
          kind: 'published',
          action: 'cms.page.publish',
          detail: { missing: check.missing, outdated: check.outdated },
        };
      });
      return { outcome: 'published', page: toPage(row) };
    },

    async unpublish(t: Tenancy, pageNumber: number): Promise<CmsPage> {
      const organisationId = managed(t);
      const at = now();
      return toPage(
        await change(t, organisationId, pageNumber, async (before, tx) => ({
          row: await unpublishRow(organisationId, before, tx, at),
          kind: 'unpublished',
          action: 'cms.page.unpublish',
        })),
      );
    },

    async remove(t: Tenancy, pageNumber: number): Promise<void> {
      const organisationId = managed(t);
      await repo.transaction(async (tx) => {
        if (!(await repo.deletePage(organisationId, pageNumber, tx))) throw pageMissing();
        await audit.recordFor(
          t,
          { organisationId, action: 'cms.page.delete', subject: String(pageNumber) },
          tx,
        );
      });
    },
  };
}
export type CmsService = ReturnType<typeof createCmsService>;
