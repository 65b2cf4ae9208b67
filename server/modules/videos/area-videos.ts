import type { Paged } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { AreaVideoFilter, VideosRepository } from './repository.ts';
import type { VideosService } from './service.ts';

type AreaVideo = Awaited<ReturnType<VideosService['toVideos']>>[number] & {
  in_area: boolean;
  disabled: boolean;
};

/** An area's videos (docs/product.md § Calls): which it shows, and which are switched off for its app users. */
export function createAreaVideosService(deps: {
  repo: VideosRepository;
  audit: Pick<AuditLog, 'recordFor'>;
  videos: VideosService;
}) {
  const { repo, audit, videos } = deps;

  async function areaIn(organisationId: string, areaId: string) {
    const area = await repo.areaById(areaId);
    if (!area || area.organisationId !== organisationId) throw notFound('Area');
    return area;
  }

  async function page(organisationId: string, areaId: string, q: AreaVideoFilter): Promise<Paged<AreaVideo>> {
    const { rows, total } = await repo.areaPage(organisationId, areaId, q);
    const mapped = await videos.toVideos(rows.map((r) => r.video));
    return {
      data: mapped.map((v, i) => ({
        ...v,
        in_area: rows[i]?.linked != null,
        disabled: rows[i]?.disabled ?? false,
      })),
      page: q.page,
      size: q.size,
      total,
    };
  }

  const record = (
    t: Tenancy,
    organisationId: string,
    action: string,
    areaId: string,
    detail: Record<string, unknown>,
    tx: Db,
  ) => audit.recordFor(t, { organisationId, action, subject: areaId, detail }, tx);

  return {
    async list(t: Tenancy, areaId: string, q: AreaVideoFilter) {
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
      await repo.transaction(async (tx) => {
        await repo.addToArea(
          areaId,
          rows.map((r) => r.id),
          tx,
        );
        await record(t, organisationId, 'area.videos.add', areaId, { videos: videoIds }, tx);
      });
    },
    async remove(t: Tenancy, areaId: string, videoId: string) {
      const organisationId = await videos.managed(t);
      await areaIn(organisationId, areaId);
      await videos.videoIn(organisationId, videoId);
      await repo.transaction(async (tx) => {
        if (!(await repo.removeFromArea(areaId, videoId, tx))) throw notFound('Video in this area');
        await record(t, organisationId, 'area.videos.remove', areaId, { video: videoId }, tx);
      });
    },
    async disable(t: Tenancy, areaId: string, videoIds: string[], disabled: boolean) {
      const organisationId = await videos.managed(t);
      await areaIn(organisationId, areaId);
      await videos.videosIn(organisationId, videoIds);
      await repo.transaction(async (tx) => {
        const changed = await repo.setDisabled(areaId, videoIds, disabled, tx);
        if (changed !== new Set(videoIds).size) throw notFound('Video in this area');
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
