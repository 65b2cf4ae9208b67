import useSWR from 'swr';
import {
  missionListSchema,
  missionProgressSchema,
  missionSchema,
  type Mission,
  type MissionInput,
  type MissionProgress,
} from '../../../api/contracts/missions.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export const missionKeys = {
  list: '/missions',
  progress: (id: string) => ['/missions/progress', id] as const,
};

export function useMissions() {
  const client = useApiClient();
  return useSWR<{ data: Mission[] }, ApiError>(missionKeys.list, () =>
    client.request('/missions', { schema: missionListSchema }),
  );
}

export function useMissionProgress(id: string | null) {
  const client = useApiClient();
  return useSWR<MissionProgress, ApiError>(id ? missionKeys.progress(id) : null, () =>
    client.request(`/missions/${id ?? ''}/progress`, { schema: missionProgressSchema }),
  );
}

/** Every cached mission read: what any write on missions makes stale. */
const after = revalidate(
  (key) => key === missionKeys.list || (Array.isArray(key) && String(key[0]).startsWith('/missions')),
);

const saveMission = (client: ApiClient, { id, body }: { id?: string; body: MissionInput }) =>
  id
    ? client.request(`/missions/${id}`, { method: 'PUT', body, schema: missionSchema })
    : client.request('/missions', { method: 'POST', body, schema: missionSchema });
export const useSaveMission = () => useWrite('missions:save', saveMission, after);

const deleteMission = (client: ApiClient, id: string) =>
  client.request(`/missions/${id}`, { method: 'DELETE' });
export const useDeleteMission = () => useWrite('missions:delete', deleteMission, after);

const setMissionAreas = (client: ApiClient, { id, areaIds }: { id: string; areaIds: string[] }) =>
  client.request(`/missions/${id}/areas`, {
    method: 'PUT',
    body: { area_ids: areaIds },
    schema: missionSchema,
  });
export const useSetMissionAreas = () => useWrite('missions:areas', setMissionAreas, after);
