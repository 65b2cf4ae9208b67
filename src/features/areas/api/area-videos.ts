import useSWR from 'swr';
import { z } from 'zod';
import {
  areaVideoSchema,
  areasVideosEndpoints as endpoints,
  type Paged,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export type AreaVideo = z.infer<typeof areaVideoSchema>;

export interface AreaVideoQuery {
  areaId: string;
  page: number;
  size: number;
  /**
   * 'content': every video, marking the area's; 'uploaded': the area's own videos; 'subscribed':
   * what the area's app users see.
   */
  view: 'content' | 'uploaded' | 'subscribed';
}

export const areaVideoKeys = {
  all: endpoints.list.path,
  page: (q: AreaVideoQuery) => [areaVideoKeys.all, q.areaId, q.view, q.page, q.size] as const,
};

export const fetchAreaVideoPage = (client: ApiClient, q: AreaVideoQuery): Promise<Paged<AreaVideo>> =>
  q.view === 'subscribed'
    ? client.call(endpoints.userVideos, { params: { id: q.areaId }, query: { page: q.page, size: q.size } })
    : client.call(endpoints.list, {
        params: { id: q.areaId },
        // The server lists only the area's videos (strict) unless asked for every one.
        query: { page: q.page, size: q.size, ...(q.view === 'content' && { strict: 'false' }) },
      });

export function useAreaVideoPage(q: AreaVideoQuery | null) {
  const client = useApiClient();
  return useSWR<Paged<AreaVideo>, ApiError>(
    q ? areaVideoKeys.page(q) : null,
    () => fetchAreaVideoPage(client, q as AreaVideoQuery),
    {
      keepPreviousData: true,
    },
  );
}

/** Every cached page of every area's videos: what switching a video in or off makes stale. */
const refreshAreaVideos = revalidate((key) => Array.isArray(key) && key[0] === areaVideoKeys.all);

/** Puts a video in the area, or takes it out. */
export const includeAreaVideo = (
  client: ApiClient,
  { areaId, videoId, included }: { areaId: string; videoId: string; included: boolean },
) =>
  included
    ? client.call(endpoints.add, { params: { id: areaId }, body: { video_ids: [videoId] } })
    : client.call(endpoints.remove, { params: { area_id: areaId, video_id: videoId } });
export const useIncludeAreaVideo = () => useWrite('area-videos:include', includeAreaVideo, refreshAreaVideos);

/** Hides a video of the area from its app users, or shows it again. */
export const disableAreaVideo = (
  client: ApiClient,
  { areaId, videoId, disabled }: { areaId: string; videoId: string; disabled: boolean },
) => client.call(endpoints.disable, { params: { id: areaId }, body: { video_ids: [videoId], disabled } });
export const useDisableAreaVideo = () => useWrite('area-videos:disable', disableAreaVideo, refreshAreaVideos);
