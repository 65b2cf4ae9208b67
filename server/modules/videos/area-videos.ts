import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { organisationAreaVideos, organisationAreas, organisationVideos } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { VideosService } from './service.ts';

type AreaVideo = Awaited<ReturnType<VideosService['toVideos']>>[number] & {
  in_area: boolean;
  disabled: boolean;
};

/** An area's videos (spec §7): which it shows, and which are switched off for its app users. */
export function createAreaVideosService(deps: { db: Db; audit: AuditLog; videos: VideosService }) {
  const { db, audit, videos } = deps;

  async function areaIn(organisationId: string, areaId: string) {
    const [area] = await db.select().from(organisationAreas).where(eq(organisationAreas.id, areaId)).limit(1);
    if (!area || area.organisationId !== organisationId) throw notFound('Area');
    return area;
  }

  async function page(
    organisationId: string,
    areaId: string,
    q: { page: number; size: number; strict: boolean; subscription: boolean },
  ): Promise<Paged<AreaVideo>> {
    const link = and(
      eq(organisationAreaVideos.videoId, organisationVideos.id),
      eq(organisationAreaVideos.areaId, areaId),
    );
    const conditions: SQL[] = [eq(organisationVideos.organisationId, organisationId)];
    if (q.strict || q.subscription) conditions.push(sql`${organisationAreaVideos.areaId} is not null`);
    if (q.subscription)
      conditions.push(
        eq(organisationVideos.published, true),
        eq(organisationAreaVideos.disabled, false),
        eq(organisationVideos.status, 'ready'),
      );
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          video: organisationVideos,
          linked: organisationAreaVideos.areaId,
          disabled: organisationAreaVideos.disabled,
        })
        .from(organisationVideos)
        .leftJoin(organisationAreaVideos, link)
        .where(where)
        .orderBy(desc(organisationVideos.createdAt), asc(organisationVideos.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size),
      db.select({ n: count() }).from(organisationVideos).leftJoin(organisationAreaVideos, link).where(where),
    ]);
    const mapped = await videos.toVideos(rows.map((r) => r.video));
    return {
      data: mapped.map((v, i) => ({
        ...v,
        in_area: rows[i]?.linked != null,
        disabled: rows[i]?.disabled ?? false,
      })),
      page: q.page,
      size: q.size,
      total: total?.n ?? 0,
    };
  }

  const record = (
    t: Tenancy,
    organisationId: string,
    action: string,
    areaId: string,
    detail: Record<string, unknown>,
    tx: Db,
  ) => audit.record({ actorId: t.principal.sub, organisationId, action, subject: areaId, detail }, tx);

  return {
    async list(
      t: Tenancy,
      areaId: string,
      q: { page: number; size: number; strict: boolean; subscription: boolean },
    ) {
      const organisationId = await videos.managed(t);
      await areaIn(organisationId, areaId);
      return page(organisationId, areaId, q);
    },
    /** What the area's app users are shown: published, ready, not switched off. */
    async userVideos(t: Tenancy, areaId: string, q: { page: number; size: number }) {
      return this.list(t, areaId, { ...q, strict: true, subscription: true });
    },
    async add(t: Tenancy, areaId: string, videoIds: string[]) {
      const organisationId = await videos.managed(t);
      await areaIn(organisationId, areaId);
      const rows = await videos.videosIn(organisationId, videoIds);
      await db.transaction(async (tx) => {
        await tx
          .insert(organisationAreaVideos)
          .values(rows.map((r) => ({ areaId, videoId: r.id })))
          .onConflictDoNothing();
        await record(t, organisationId, 'area.videos.add', areaId, { videos: videoIds }, tx);
      });
    },
    async remove(t: Tenancy, areaId: string, videoId: string) {
      const organisationId = await videos.managed(t);
      await areaIn(organisationId, areaId);
      await videos.videoIn(organisationId, videoId);
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(organisationAreaVideos)
          .where(and(eq(organisationAreaVideos.areaId, areaId), eq(organisationAreaVideos.videoId, videoId)))
          .returning();
        if (!gone.length) throw notFound('Video in this area');
        await record(t, organisationId, 'area.videos.remove', areaId, { video: videoId }, tx);
      });
    },
    async disable(t: Tenancy, areaId: string, videoIds: string[], disabled: boolean) {
      const organisationId = await videos.managed(t);
      await areaIn(organisationId, areaId);
      await videos.videosIn(organisationId, videoIds);
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(organisationAreaVideos)
          .set({ disabled })
          .where(
            and(eq(organisationAreaVideos.areaId, areaId), inArray(organisationAreaVideos.videoId, videoIds)),
          )
          .returning();
        if (changed.length !== new Set(videoIds).size) throw notFound('Video in this area');
        await record(
          t,
          organisationId,
          disabled ? 'area.videos.disable' : 'area.videos.enable',
          areaId,
          { videos: videoIds },
          tx,
        );
      });
    },
  };
}
export type AreaVideosService = ReturnType<typeof createAreaVideosService>;
