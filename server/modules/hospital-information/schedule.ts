import type {
  CmsSchedule,
  CmsScheduleResult,
  CmsTranslationCheck,
  CmsVersion,
  CmsPage,
} from '../../../src/api/contracts/index.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { needsConfirmation, sameContent, toPage, translationCheck } from './content.ts';
import { londonInstant } from '../../../src/api/contracts/index.ts';
import type { ScheduledChangeNotice, ScheduledFailureReport } from '../../jobs/failures.ts';
import type { Db } from '../../db/client.ts';
import type { CmsRepository } from './repository.ts';
import { managed, type CmsService } from './service.ts';

/** A London wall-clock time that must lie ahead of `now`; null clears it. */
function instantOf(local: string | null, field: string, now: Date): Date | null {
  if (local === null) return null;
  // A time with an offset names its instant; one without is London's wall clock.
  const instant = /[zZ]|[+-]\d{2}:?\d{2}$/.test(local) ? new Date(local) : londonInstant(local);
  if (!instant)
    throw validationError(field, 'That time does not exist in London (the clocks go forward then)');
  if (instant.getTime() <= now.getTime()) throw validationError(field, 'Choose a time in the future');
  return instant;
}

/** The page's title as the admin wrote it: English first, else any language's. */
function pageTitle(row: { draft: unknown; published: unknown } | undefined): string | undefined {
  for (const content of [row?.draft, row?.published]) {
    const byLanguage = (content ?? {}) as Record<string, { title?: string } | undefined>;
    const title = byLanguage.en?.title || Object.values(byLanguage).find((l) => l?.title)?.title;
    if (title) return title;
  }
  return undefined;
}

/** Version history and restore, the translation check, scheduled publishing and its sweep. */
export function createCmsScheduleService(deps: {
  repo: CmsRepository;
  pages: CmsService;
  now?: () => Date;
  /** A scheduled change that could not happen: recorded, audited and e-mailed to the admins. */
  reportFailure?: (report: ScheduledFailureReport) => Promise<void>;
  /** A scheduled change that happened: the admins are told, in its transaction. */
  notice?: (notice: ScheduledChangeNotice, tx: Db) => Promise<void>;
}) {
  const { repo, pages } = deps;
  const now = deps.now ?? (() => new Date());

  async function pageOf(organisationId: string, pageNumber: number) {
    const row = await repo.page(organisationId, pageNumber);
    if (!row) throw notFound('Page');
    return row;
  }

  return {
    async check(t: Tenancy, pageNumber: number): Promise<CmsTranslationCheck> {
      const row = await pageOf(managed(t), pageNumber);
      return translationCheck(pageNumber, row.draft);
    },

    async versions(t: Tenancy, pageNumber: number): Promise<{ data: CmsVersion[] }> {
      const organisationId = managed(t);
      await pageOf(organisationId, pageNumber);
      const rows = await repo.versions(organisationId, pageNumber, 100);
      return {
        data: rows.map(({ version: v, firstName, surname, email }) => ({
          id: v.id,
          pageNumber: v.pageNumber,
          kind: v.kind,
          coverImage: v.coverImage,
          content: v.content,
          createdAt: v.createdAt.toISOString(),
          author: v.authorId
            ? { id: v.authorId, name: [firstName, surname].filter(Boolean).join(' ') || (email ?? '') }
            : null,
        })),
      };
    },

    /** The version's content becomes the draft (what is published stays until published again). */
    async restore(t: Tenancy, pageNumber: number, versionId: string): Promise<CmsPage> {
      const organisationId = managed(t);
      const at = now();
      await pageOf(organisationId, pageNumber);
      const version = await repo.version(organisationId, pageNumber, versionId);
      if (!version) throw notFound('Version');
      const row = await pages.change(t, organisationId, pageNumber, async (before, tx) => {
        if (sameContent(version.content, before.draft) && version.coverImage === before.draftCoverImage)
          throw conflict('The draft already holds this version');
        // Languages the version changes count as edited now; the others keep their edit times.
        const draft = Object.fromEntries(
          Object.entries(version.content).map(([l, v]) => {
            const kept = before.draft[l as keyof typeof before.draft];
            const same = kept && kept.title === v.title && kept.html === v.html;
            return [l, { ...v, updatedAt: same ? kept.updatedAt : at.toISOString() }];
          }),
        );
        const saved = await repo.updatePage(
          organisationId,
          pageNumber,
          { draft, draftCoverImage: version.coverImage, updatedAt: at },
          tx,
        );
        return { row: saved ?? before, kind: 'restored', action: 'cms.page.restore', detail: { versionId } };
      });
      return toPage(row);
    },

    /**
     * Sets or clears the page's scheduled publish and unpublish. Scheduling a publish runs the
     * translation check now, as publishing would.
     */
    async schedule(t: Tenancy, pageNumber: number, body: CmsSchedule): Promise<CmsScheduleResult> {
      const organisationId = managed(t);
      const at = now();
      const publishAt = instantOf(body.publishAt, 'publishAt', at);
      const unpublishAt = instantOf(body.unpublishAt, 'unpublishAt', at);
      if (publishAt && unpublishAt && unpublishAt <= publishAt)
        throw validationError('unpublishAt', 'Unpublish after the page is published');
      const current = await pageOf(organisationId, pageNumber);
      if (publishAt) {
        const check = translationCheck(pageNumber, current.draft);
        if (needsConfirmation(check) && !body.confirmTranslations)
          return { outcome: 'needsConfirmation', check };
      }
      const row = await pages.change(t, organisationId, pageNumber, async (before, tx) => {
        if (publishAt && !Object.values(before.draft).some((l) => l.title))
          throw conflict('Give the page a title before publishing it');
        if (unpublishAt && !publishAt && before.published === null)
          throw conflict('The page is not published: schedule its publishing too');
        const saved = await repo.updatePage(
          organisationId,
          pageNumber,
          { scheduledPublishAt: publishAt, scheduledUnpublishAt: unpublishAt },
          tx,
        );
        return {
          row: saved ?? before,
          action: 'cms.page.schedule',
          kind: undefined,
          detail: {
            publishAt: publishAt?.toISOString() ?? null,
            unpublishAt: unpublishAt?.toISOString() ?? null,
          },
        };
      });
      return { outcome: 'scheduled', page: toPage(row) };
    },

    /**
     * Carries out every scheduled change due at `at` (the in-process timer calls it; tests call it
     * with their own clock). A page whose change fails (a draft emptied since) keeps the rest going.
     */
    async sweep(at: Date = now()): Promise<number> {
      let done = 0;
      for (const { organisationId, pageNumber } of await repo.due(at)) {
        try {
          await pages.change(null, organisationId, pageNumber, async (before, tx) => {
            const steps = [
              { when: before.scheduledPublishAt, kind: 'published' as const },
              { when: before.scheduledUnpublishAt, kind: 'unpublished' as const },
            ]
              .filter(
                (s): s is { when: Date; kind: 'published' | 'unpublished' } =>
                  s.when !== null && s.when <= at,
              )
              .sort((a, b) => a.when.getTime() - b.when.getTime());
            let row = before;
            for (const step of steps) {
              row =
                step.kind === 'published'
                  ? await pages.publishRow(organisationId, row, tx, at)
                  : await pages.unpublishRow(organisationId, row, tx, at);
            }
            const last = steps.at(-1)?.kind;
            if (last)
              await deps.notice?.(
                { organisationId, kind: last, subject: pageTitle(row) ?? `#${pageNumber}` },
                tx,
              );
            return {
              row,
              kind: last,
              action: last === 'published' ? 'cms.page.publish' : 'cms.page.unpublish',
              detail: { scheduled: true },
            };
          });
          done++;
        } catch {
          // The change can no longer happen (nothing to publish or unpublish): drop what was due,
          // keep what is still ahead, and tell the admins.
          const row = await repo.page(organisationId, pageNumber);
          const due = (when: Date | null | undefined) => when !== null && when !== undefined && when <= at;
          const publishDue = due(row?.scheduledPublishAt);
          const patch = {
            ...(publishDue && { scheduledPublishAt: null }),
            ...(due(row?.scheduledUnpublishAt) && { scheduledUnpublishAt: null }),
          };
          if (Object.keys(patch).length === 0) continue;
          await repo.updatePage(organisationId, pageNumber, patch);
          await deps.reportFailure?.({
            organisationId,
            kind: publishDue ? 'publish' : 'unpublish',
            subject: pageTitle(row) ?? `#${pageNumber}`,
            reason: publishDue
              ? 'The page had no title when it was due, so there was nothing to publish.'
              : 'The page was no longer published when it was due.',
          });
        }
      }
      return done;
    },
  };
}
export type CmsScheduleService = ReturnType<typeof createCmsScheduleService>;
