import useSWR from 'swr';
import {
  preparedExportSchema,
  type PreparedExport,
  type PreparedExportFormat,
} from '../../../api/contracts/questionnaires.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite, type AfterWrite } from '../../../lib/index.ts';

/** SWR keys of the prepared exports. */
const keys = {
  one: (id: string) => ['/questionnaire/responses/exports', id] as const,
};

/** How often a file being prepared is asked about (then no more once it is ready, failed or cancelled). */
const POLL_MS = 1000;
const working = (e: PreparedExport | undefined) => e?.state === 'queued' || e?.state === 'running';

/** A prepared export's state and progress, polled while its job works. */
export function usePreparedExport(id: string | null) {
  const client = useApiClient();
  return useSWR<PreparedExport, ApiError>(
    id ? keys.one(id) : null,
    () => client.request(`/questionnaire/responses/exports/${id}`, { schema: preparedExportSchema }),
    { refreshInterval: (latest) => (working(latest) ? POLL_MS : 0) },
  );
}

/** What the server answered becomes the export's cached state. */
const remember: AfterWrite<PreparedExport, unknown> = (mutate, data) =>
  mutate(keys.one(data.id), data, { revalidate: false });

const prepare = (client: ApiClient, body: { questionnaireId: string; format: PreparedExportFormat }) =>
  client.request('/questionnaire/responses/exports', {
    method: 'POST',
    body,
    schema: preparedExportSchema,
  });
export const usePrepareExport = () => useWrite('questionnaires:prepareExport', prepare, remember);

const cancel = (client: ApiClient, id: string) =>
  client.request(`/questionnaire/responses/exports/${id}`, {
    method: 'DELETE',
    schema: preparedExportSchema,
  });
export const useCancelExport = () => useWrite('questionnaires:cancelExport', cancel, remember);

/** The prepared file, to save. */
export const fetchPreparedFile = async (client: ApiClient, id: string) =>
  (await client.request(`/questionnaire/responses/exports/${id}/file`, { as: 'blob' })) as Blob;
