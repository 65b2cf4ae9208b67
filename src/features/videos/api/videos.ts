import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  videosEndpoints as endpoints,
  type OrganisationVideo,
  type Paged,
  type VideoUpdate,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export interface VideoQuery {
  page: number;
  size: number;
  keyword: string;
  /** undefined: all; false: drafts. */
  published?: boolean;
}

export const videoKeys = {
  list: endpoints.list.path,
  page: (q: VideoQuery) => [videoKeys.list, q.page, q.size, q.keyword, q.published] as const,
};

export const fetchVideoPage = (client: ApiClient, q: VideoQuery): Promise<Paged<OrganisationVideo>> =>
  client.call(endpoints.list, {
    query: {
      page: q.page,
      size: q.size,
      keyword: q.keyword || undefined,
      published: q.published === undefined ? undefined : q.published ? 'true' : 'false',
    },
  });

export function useVideoPage(q: VideoQuery) {
  const client = useApiClient();
  return useSWR<Paged<OrganisationVideo>, ApiError>(videoKeys.page(q), () => fetchVideoPage(client, q), {
    keepPreviousData: true,
  });
}

/** Every cached page of the library: what any write on videos makes stale. */
const isVideoPage = (key: unknown) => Array.isArray(key) && key[0] === videoKeys.list;

/** Reads the library again (an upload started or finished). Stable between renders. */
export function useRefreshVideos() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isVideoPage), [mutate]);
}

/** Whether another video of the organisation already has this title (case-insensitive). */
export const fetchTitleTaken = async (client: ApiClient, title: string, videoId?: string): Promise<boolean> =>
  (await client.call(endpoints.titleCheck, { query: { title, video_id: videoId } })).exists;

export const updateVideo = async (
  client: ApiClient,
  { id, body, thumbnail }: { id: string; body: VideoUpdate; thumbnail?: Blob | null },
) => {
  // Spec §7: a new thumbnail goes to the video host first; its address is then the video's.
  if (thumbnail) await client.call(endpoints.thumbnail, { params: { video_id: id }, body: thumbnail });
  return client.call(endpoints.update, { params: { video_id: id }, body });
};
export const useUpdateVideo = () => useWrite('videos:update', updateVideo, revalidate(isVideoPage));

export const deleteVideos = (client: ApiClient, ids: string[]) =>
  client.call(endpoints.removeMany, { body: { video_ids: ids } });
export const useDeleteVideos = () => useWrite('videos:delete', deleteVideos, revalidate(isVideoPage));

/** Puts several videos in the same areas at once. */
export const setVideoAreas = (
  client: ApiClient,
  { videoIds, areaIds }: { videoIds: string[]; areaIds: string[] },
) => client.call(endpoints.setAreas, { body: { video_ids: videoIds, area_ids: areaIds } });
export const useSetVideoAreas = () => useWrite('videos:areas', setVideoAreas, revalidate(isVideoPage));
