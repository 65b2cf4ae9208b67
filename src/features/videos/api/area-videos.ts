import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { areaVideoPageSchema, areaVideoSchema, type Paged } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

export type AreaVideo = z.infer<typeof areaVideoSchema>;

export interface AreaVideoQuery {
  areaId: string;
  page: number;
  size: number;
  /** 'content': every video, marking the area's; 'subscribed': what the area's app users see. */
  view: 'content' | 'subscribed';
}

export const areaVideoKeys = {
  all: '/area-videos',
  page: (q: AreaVideoQuery) => [areaVideoKeys.all, q.areaId, q.view, q.page, q.size] as const,
};

export function useAreaVideoPage(q: AreaVideoQuery | null) {
  const client = useApiClient();
  return useSWR<Paged<AreaVideo>, ApiError>(
    q ? areaVideoKeys.page(q) : null,
    () => {
      const query = q as AreaVideoQuery;
      return client.request(
        query.view === 'subscribed'
          ? `/organisation-areas/${query.areaId}/user-videos`
          : `/organisation-areas/${query.areaId}/videos`,
        {
          query: { page: query.page, size: query.size, ...(query.view === 'content' && { strict: 'false' }) },
          schema: areaVideoPageSchema,
        },
      );
    },
    { keepPreviousData: true },
  );
}

/** Adding, removing and switching off an area's videos; each refreshes the area lists. */
export function useAreaVideoWrites(areaId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  // Stable between renders: the grid's columns are built from it.
  return useMemo(() => {
    const refresh = () =>
      mutate((key) => Array.isArray(key) && key[0] === areaVideoKeys.all, undefined, { revalidate: true });
    return {
      async include(videoId: string, included: boolean) {
        if (included)
          await client.request(`/organisation-areas/${areaId}/videos`, {
            method: 'PUT',
            body: { video_ids: [videoId] },
          });
        else await client.request(`/organisation-areas/${areaId}/videos/${videoId}`, { method: 'DELETE' });
        await refresh();
      },
      async disable(videoId: string, disabled: boolean) {
        await client.request(`/organisation-areas/${areaId}/disable-videos`, {
          method: 'PUT',
          body: { video_ids: [videoId], disabled },
        });
        await refresh();
      },
    };
  }, [client, mutate, areaId]);
}
