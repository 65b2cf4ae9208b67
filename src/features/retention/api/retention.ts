import useSWR from 'swr';
import {
  retentionEndpoints as endpoints,
  type RetentionSchedule,
  type RetentionUpdate,
} from '../../../api/contracts/retention.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** SWR keys of the retention schedule: every read starts with `retentionKeys.root`. */
export const retentionKeys = {
  root: 'retention',
  schedule: (organisationId: string) => [retentionKeys.root, organisationId] as const,
};

const refreshRetention = revalidate((key) => Array.isArray(key) && key[0] === retentionKeys.root);

/** The selected organisation's retention schedule (the request carries the organisation). */
export function useRetention(organisationId: string | null | undefined) {
  const client = useApiClient();
  return useSWR<RetentionSchedule, ApiError>(
    organisationId ? retentionKeys.schedule(organisationId) : null,
    () => client.call(endpoints.get),
  );
}

export const saveRetention = (client: ApiClient, body: RetentionUpdate) =>
  client.call(endpoints.update, { body });
export const useSaveRetention = () => useWrite('retention:save', saveRetention, refreshRetention);
