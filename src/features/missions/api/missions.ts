import useSWR from 'swr';
import {
  missionsEndpoints as endpoints,
  type Mission,
  type MissionInput,
  type MissionProgress,
} from '../../../api/contracts/missions.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export const missionKeys = {
  list: endpoints.list.path,
  progress: (id: string) => [endpoints.progress.path, id] as const,
};

export function useMissions() {
  const client = useApiClient();
  return useSWR<{ data: Mission[] }, ApiError>(missionKeys.list, () => client.call(endpoints.list));
}

export function useMissionProgress(id: string | null) {
  const client = useApiClient();
  return useSWR<MissionProgress, ApiError>(id ? missionKeys.progress(id) : null, () =>
    client.call(endpoints.progress, { params: { id: id ?? '' } }),
  );
}

/** Every cached mission read: what any write on missions makes stale. */
const after = revalidate(
  (key) => key === missionKeys.list || (Array.isArray(key) && String(key[0]).startsWith(endpoints.list.path)),
);

const saveMission = (client: ApiClient, { id, body }: { id?: string; body: MissionInput }) =>
  id ? client.call(endpoints.update, { params: { id }, body }) : client.call(endpoints.create, { body });
export const useSaveMission = () => useWrite('missions:save', saveMission, after);

const deleteMission = (client: ApiClient, id: string) => client.call(endpoints.remove, { params: { id } });
export const useDeleteMission = () => useWrite('missions:delete', deleteMission, after);

const setMissionAreas = (client: ApiClient, { id, areaIds }: { id: string; areaIds: string[] }) =>
  client.call(endpoints.setAreas, { params: { id }, body: { area_ids: areaIds } });
export const useSetMissionAreas = () => useWrite('missions:areas', setMissionAreas, after);
