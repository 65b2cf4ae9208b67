import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userOrganisationAreas } from '../areas/schema.ts';
import { organisationAreaVideos, organisationVideos } from './schema.ts';
import type { VideoRow } from './repository.ts';

/**
 * The videos a user is shown: published and ready, and in an area they belong to that does not switch
 * it off (what the area's families and app users watch). One selection for the family's list and for
 * who may read a video's captions, so a listed video's captions always load.
 */
export function shownTo(db: Db, userId: string): SQL {
  const inTheirAreas = db
    .select({ id: organisationAreaVideos.videoId })
    .from(organisationAreaVideos)
    .innerJoin(userOrganisationAreas, eq(userOrganisationAreas.areaId, organisationAreaVideos.areaId))
    .where(and(eq(organisationAreaVideos.disabled, false), eq(userOrganisationAreas.userId, userId)));
  return and(
    eq(organisationVideos.published, true),
    eq(organisationVideos.status, 'ready'),
    inArray(organisationVideos.id, inTheirAreas),
  ) as SQL;
}

/** The videos shown to a user in one organisation, newest first, a page at a time. */
export const shownPage = (
  db: Db,
  userId: string,
  organisationId: string,
  q: { page: number; size: number },
): Promise<{ rows: VideoRow[]; total: number }> =>
  videoPage(db, and(eq(organisationVideos.organisationId, organisationId), shownTo(db, userId)), q);

/** One page of the library's videos matching `where`, newest first, and how many match in all. */
export async function videoPage(
  db: Db,
  where: SQL | undefined,
  q: { page: number; size: number },
): Promise<{ rows: VideoRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organisationVideos)
      .where(where)
      .orderBy(desc(organisationVideos.createdAt), asc(organisationVideos.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(organisationVideos).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
