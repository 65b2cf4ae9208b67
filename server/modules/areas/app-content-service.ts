import type { AppContent } from '../../../src/api/contracts/index.ts';
import type { AreasRepository } from '../areas/repository.ts';
import { groupByCategory } from '../organisations/index.ts';
import type { VideosRepository } from '../videos/index.ts';
import { VIDEO_FEATURE, type VideosService } from '../videos/index.ts';
import type { AppPatientScope } from '../../plugins/app-patient.ts';

/** Videos one area shows the app at most (the portal pages them; an area holds a few dozen). */
const VIDEOS_PER_AREA = 200;

/**
 * What the patient's areas hold, read through the areas and videos modules: each area's carousel
 * items (those the area shows) and its published, ready, not switched-off videos — what the
 * area's app users are shown (area-videos.ts `userVideos`).
 */
export function createAppContentService(deps: {
  areas: Pick<AreasRepository, 'memberships' | 'offeredIn' | 'catalogue' | 'byId'>;
  videos: Pick<VideosRepository, 'areaPage'>;
  toVideos: VideosService['toVideos'];
  hasFeature: (organisationId: string, feature: string) => Promise<boolean>;
}) {
  const { areas, videos } = deps;
  return {
    async content(scope: AppPatientScope): Promise<AppContent> {
      const memberships = await areas.memberships({ userId: scope.userId });
      const rows = (await Promise.all(memberships.map((m) => areas.byId(m.membership.areaId)))).filter(
        (a) => a?.organisationId === scope.organisationId,
      );
      if (!rows.length) return { areas: [] };
      const [catalogue, offered, withVideos] = await Promise.all([
        areas.catalogue(),
        areas.offeredIn(rows.map((a) => a?.id as string)),
        deps.hasFeature(scope.organisationId, VIDEO_FEATURE),
      ]);
      const result: AppContent['areas'] = [];
      for (const area of rows) {
        if (!area) continue;
        const shown = new Set(offered.filter((o) => o.areaId === area.id).map((o) => o.contentItemId));
        const carousels = groupByCategory(catalogue, shown)
          .content_categories.map((c) => ({
            name: c.name,
            content_items: c.content_items
              .filter((i) => i.enabled)
              .map(({ id, name, code }) => ({ id, name, code })),
          }))
          .filter((c) => c.content_items.length > 0);
        const page = withVideos
          ? await videos.areaPage(scope.organisationId, area.id, {
              page: 1,
              size: VIDEOS_PER_AREA,
              strict: true,
              subscription: true,
            })
          : { rows: [] };
        const mapped = await deps.toVideos(page.rows.map((r) => r.video));
        result.push({
          id: area.id,
          name: area.name,
          description: area.description,
          carousels,
          videos: mapped.map((v) => ({
            id: v.id,
            title: v.title,
            thumbnail_url: v.thumbnail_url,
            playback_url: v.playback_url,
          })),
        });
      }
      return { areas: result };
    },
  };
}
export type AppContentService = ReturnType<typeof createAppContentService>;
