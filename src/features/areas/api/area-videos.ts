import useSWR from 'swr';
import { z } from 'zod';
import { areaVideoPageSchema, areaVideoSchema, type Paged } from '../../../api/contracts/index.ts';
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
  all: '/area-videos',
  page: (q: AreaVideoQuery) => [areaVideoKeys.all, q.areaId, q.view, q.page, q.size] as const,
};

export const fetchAreaVideoPage = (client: ApiClient, q: AreaVideoQuery): Promise<Paged<AreaVideo>> =>
  client.request(
    q.view === 'subscribed'
      ? `/organisation-areas/${q.areaId}/user-videos`
      : `/organisation-areas/${q.areaId}/videos`,
    {
      // The server lists only the area's videos (strict) unless asked for every one.
      query: { page: q.page, size: q.size, ...(q.view === 'content' && { strict: 'false' }) },
      schema: areaVideoPageSchema,
    },
  );

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
    ? client.request(`/organisation-areas/${areaId}/videos`, {
        method: 'PUT',
        body: { video_ids: [videoId] },
      })
    : client.request(`/organisation-areas/${areaId}/videos/${videoId}`, { method: 'DELETE' });
export const useIncludeAreaVideo = () => useWrite('area-videos:include', includeAreaVideo, refreshAreaVideos);

/** Hides a video of the area from its app users, or shows it again. */
export const disableAreaVideo = (
  client: ApiClient,
  { areaId, videoId, disabled }: { areaId: string; videoId: string; disabled: boolean },
) =>
  client.request(`/organisation-areas/${areaId}/disable-videos`, {
    method: 'PUT',
    body: { video_ids: [videoId], disabled },
  });
export const useDisableAreaVideo = () => useWrite('area-videos:disable', disableAreaVideo, refreshAreaVideos);
