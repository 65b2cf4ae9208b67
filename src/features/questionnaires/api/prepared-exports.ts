import useSWR from 'swr';
import type {
  PreparedExport,
  PreparedExportList,
  PreparedExportFormat,
} from '../../../api/contracts/questionnaires.ts';
import { questionnairesEndpoints as endpoints } from '../../../api/contracts/questionnaire-endpoints.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite, type AfterWrite } from '../../../lib/index.ts';

/** SWR keys of the prepared exports. */
const keys = {
  one: (id: string) => [endpoints.preparedExport.path, id] as const,
  of: (questionnaireId: string) => [endpoints.preparedExports.path, { questionnaireId }] as const,
};

/** How often a file being prepared is asked about (then no more once it is ready, failed or cancelled). */
const POLL_MS = 1000;
const working = (e: PreparedExport | undefined) => e?.state === 'queued' || e?.state === 'running';

/** A prepared export's state and progress, polled while its job works. */
export function usePreparedExport(id: string | null) {
  const client = useApiClient();
  return useSWR<PreparedExport, ApiError>(
    id ? keys.one(id) : null,
    () => client.call(endpoints.preparedExport, { params: { id: id ?? '' } }),
    { refreshInterval: (latest) => (working(latest) ? POLL_MS : 0) },
  );
}

/** The asker's exports of a questionnaire that have not expired, newest first: a reload finds its file again. */
export function usePreparedExports(questionnaireId: string | null) {
  const client = useApiClient();
  return useSWR<PreparedExportList, ApiError>(questionnaireId ? keys.of(questionnaireId) : null, () =>
    client.call(endpoints.preparedExports, { query: { questionnaireId: questionnaireId ?? '' } }),
  );
}

/** What the server answered becomes the export's cached state. */
const remember: AfterWrite<PreparedExport, unknown> = (mutate, data) =>
  mutate(keys.one(data.id), data, { revalidate: false });

const prepare = (client: ApiClient, body: { questionnaireId: string; format: PreparedExportFormat }) =>
  client.call(endpoints.prepareExport, { body });
export const usePrepareExport = () => useWrite('questionnaires:prepareExport', prepare, remember);

const cancel = (client: ApiClient, id: string) => client.call(endpoints.cancelExport, { params: { id } });
export const useCancelExport = () => useWrite('questionnaires:cancelExport', cancel, remember);

/** The prepared file, to save. */
export const fetchPreparedFile = (client: ApiClient, id: string) =>
  client.download(endpoints.preparedFile, { params: { id } });
