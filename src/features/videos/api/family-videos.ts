import useSWR from 'swr';
import {
  familyVideosEndpoints as endpoints,
  type FamilyVideo,
} from '../../../api/contracts/family-videos.ts';
import type { Paged } from '../../../api/contracts/pagination.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';

export const familyVideoKeys = {
  list: endpoints.list.path,
  page: (page: number, size: number) => [familyVideoKeys.list, page, size] as const,
};

export const fetchFamilyVideos = (
  client: ApiClient,
  page: number,
  size: number,
): Promise<Paged<FamilyVideo>> => client.call(endpoints.list, { query: { page, size } });

/** The videos the guardian's areas show, a page at a time. */
export function useFamilyVideos(page: number, size: number) {
  const client = useApiClient();
  return useSWR<Paged<FamilyVideo>, ApiError>(
    familyVideoKeys.page(page, size),
    () => fetchFamilyVideos(client, page, size),
    { keepPreviousData: true },
  );
}
