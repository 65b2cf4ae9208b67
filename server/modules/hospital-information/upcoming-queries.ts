import { and, asc, eq, gt, or, sql, type Column, type SQL } from 'drizzle-orm';
import { CMS_LANGUAGES, type Language, type ScheduledWork } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import type { UpcomingScope } from '../module.ts';
import { organisations } from '../organisations/schema.ts';
import { cmsPages, type CmsContentJson } from './schema.ts';

/**
 * A page's title as its admins know it: in the organisation's language, else English, else any
 * language that has one (the number only when none has, which a scheduled publish never allows).
 */
function titleOf(content: CmsContentJson | null, language: string, pageNumber: number): string {
  const order = [language, 'en', ...CMS_LANGUAGES] as Language[];
  for (const l of order) {
    const title = content?.[l]?.title;
    if (title) return title;
  }
  return `#${pageNumber}`;
}

/**
 * The messages screen's view of scheduled publishing: every page's publish and unpublish still
 * ahead, soonest first. The query (not the repository's, which the pages' writes share) lives here
 * beside the one mapping that reads it.
 */
export const cmsUpcomingWork =
  (db: Db) =>
  async ({ organisationId, now, limit }: UpcomingScope): Promise<ScheduledWork[]> => {
    const ahead = (column: Column) =>
      sql`case when ${column} > ${now.toISOString()}::timestamptz then ${column} end`;
    const soonest: SQL = sql`least(${ahead(cmsPages.scheduledPublishAt)}, ${ahead(cmsPages.scheduledUnpublishAt)})`;
    const rows = await db
      .select({
        organisationId: cmsPages.organisationId,
        pageNumber: cmsPages.pageNumber,
        draft: cmsPages.draft,
        published: cmsPages.published,
        publishAt: cmsPages.scheduledPublishAt,
        unpublishAt: cmsPages.scheduledUnpublishAt,
        organisationName: organisations.name,
        language: organisations.language,
      })
      .from(cmsPages)
      .innerJoin(organisations, eq(organisations.id, cmsPages.organisationId))
      .where(
        and(
          or(gt(cmsPages.scheduledPublishAt, now), gt(cmsPages.scheduledUnpublishAt, now)),
          organisationId === null ? undefined : eq(cmsPages.organisationId, organisationId),
        ),
      )
      .orderBy(asc(soonest), asc(cmsPages.organisationId), asc(cmsPages.pageNumber))
      // Each page holds one or two changes: its first `limit` hold the `limit` soonest.
      .limit(limit);
    return rows.flatMap((row) => {
      const organisation = { id: row.organisationId, name: row.organisationName };
      const item = (kind: 'publish' | 'unpublish', at: Date, content: CmsContentJson | null) => ({
        id: `hospital-information:${row.organisationId}:${row.pageNumber}:${kind}`,
        kind,
        subject: titleOf(content, row.language, row.pageNumber),
        dueAt: at.toISOString(),
        organisation,
      });
      // A publish shows the draft; an unpublish takes down what is published by then.
      const publishing = row.publishAt && row.publishAt > now ? row.publishAt : null;
      const showing = publishing ? row.draft : (row.published ?? row.draft);
      return [
        ...(publishing ? [item('publish', publishing, row.draft)] : []),
        ...(row.unpublishAt && row.unpublishAt > now ? [item('unpublish', row.unpublishAt, showing)] : []),
      ];
    });
  };
