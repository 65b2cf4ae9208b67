import useSWR, { useSWRConfig } from 'swr';
import {
  organisationVideoPageSchema,
  organisationVideoSchema,
  titleCheckSchema,
  type OrganisationVideo,
  type Paged,
  type VideoUpdate,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

export interface VideoQuery {
  page: number;
  size: number;
  keyword: string;
  /** undefined: all; false: drafts. */
  published?: boolean;
}

export const videoKeys = {
  list: '/organisation-videos',
  page: (q: VideoQuery) => [videoKeys.list, q.page, q.size, q.keyword, q.published] as const,
};

export function useVideoPage(q: VideoQuery) {
  const client = useApiClient();
  return useSWR<Paged<OrganisationVideo>, ApiError>(
    videoKeys.page(q),
    () =>
      client.request('/organisation-videos', {
        query: {
          page: q.page,
          size: q.size,
          keyword: q.keyword || undefined,
          published: q.published === undefined ? undefined : String(q.published),
        },
        schema: organisationVideoPageSchema,
      }),
    { keepPreviousData: true },
  );
}

/** Writes on videos; each refreshes the cached pages. */
export function useVideoWrites() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => Array.isArray(key) && key[0] === videoKeys.list, undefined, { revalidate: true });
  return {
    refresh,
    async titleExists(title: string, videoId?: string) {
      const answer = await client.request('/organisation-videos/title-check', {
        query: { title, video_id: videoId },
        schema: titleCheckSchema,
      });
      return answer.exists;
    },
    async update(id: string, body: VideoUpdate, thumbnail?: Blob | null) {
      // Spec §7: a new thumbnail goes to the video host first; its address is then the video's.
      if (thumbnail)
        await client.request(`/organisation-videos/${id}/thumbnail`, {
          method: 'PUT',
          body: thumbnail,
          schema: organisationVideoSchema,
        });
      const video = await client.request(`/organisation-videos/${id}`, {
        method: 'PUT',
        body,
        schema: organisationVideoSchema,
      });
      await refresh();
      return video;
    },
    async remove(ids: string[]) {
      await client.request('/organisation-videos', { method: 'DELETE', body: { video_ids: ids } });
      await refresh();
    },
    async setAreas(videoIds: string[], areaIds: string[]) {
      await client.request('/organisation-videos/organisation-areas', {
        method: 'PUT',
        body: { video_ids: videoIds, area_ids: areaIds },
      });
      await refresh();
    },
  };
}
