import useSWR from 'swr';
import type { Paged } from '../../../api/contracts/index.ts';
import {
  reportingEndpoints as endpoints,
  type ReportDefinition,
  type ReportDefinitionInput,
  type ReportExport,
  type ReportOptions,
  type ReportRun,
  type SavedReport,
} from '../../../api/contracts/reporting.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** SWR keys of reporting: every key starts with the list's path, so one test finds what a write makes stale. */
const root = endpoints.list.path;
export const reportingKeys = {
  page: (page: number, size: number) => [root, 'page', page, size] as const,
  one: (id: string) => [root, 'one', id] as const,
  run: (id: string, page: number, size: number) => [root, 'run', id, page, size] as const,
  options: [root, 'options'] as const,
  exports: (page: number, size: number) => [root, 'exports', page, size] as const,
};
const isReportingKey = (key: unknown) => Array.isArray(key) && key[0] === root;

export function useReportPage(page: number, size: number) {
  const client = useApiClient();
  return useSWR<Paged<SavedReport>, ApiError>(
    reportingKeys.page(page, size),
    () => client.call(endpoints.list, { query: { page, size } }),
    { keepPreviousData: true },
  );
}

export function useReport(id: string | null) {
  const client = useApiClient();
  return useSWR<SavedReport, ApiError>(id ? reportingKeys.one(id) : null, () =>
    client.call(endpoints.get, { params: { id: id ?? '' } }),
  );
}

export function useReportOptions() {
  const client = useApiClient();
  return useSWR<ReportOptions, ApiError>(reportingKeys.options, () => client.call(endpoints.options));
}

/** One page of a report's rows (what the grid shows). */
export const fetchReportRun = (
  client: ApiClient,
  id: string,
  page: number,
  size: number,
  signal?: AbortSignal,
) => client.call(endpoints.run, { params: { id }, query: { page, size }, signal });

export function useReportRun(id: string, page: number, size: number) {
  const client = useApiClient();
  return useSWR<ReportRun, ApiError>(
    reportingKeys.run(id, page, size),
    () => fetchReportRun(client, id, page, size),
    {
      keepPreviousData: true,
    },
  );
}

export function useExportLog(page: number, size: number) {
  const client = useApiClient();
  return useSWR<Paged<ReportExport>, ApiError>(
    reportingKeys.exports(page, size),
    () => client.call(endpoints.exports, { query: { page, size } }),
    { keepPreviousData: true },
  );
}

const after = revalidate(isReportingKey);

/**
 * The body of POST and PUT /reporting: exactly the fields an admin edits. A saved report carries its
 * id, organisation and dates too, which the server's contract refuses in a body.
 */
export const reportBody = ({
  name,
  subject,
  columns,
  filters,
  sort,
}: ReportDefinition): ReportDefinitionInput => ({
  name: name.trim(),
  subject,
  columns,
  filters,
  sort,
});

export const useCreateReport = () =>
  useWrite(
    'reporting:create',
    (client, report: ReportDefinition) => client.call(endpoints.create, { body: reportBody(report) }),
    after,
  );

export const useUpdateReport = () =>
  useWrite(
    'reporting:update',
    (client, { id, report }: { id: string; report: ReportDefinition }) =>
      client.call(endpoints.update, { params: { id }, body: reportBody(report) }),
    after,
  );

export const useDeleteReport = () =>
  useWrite(
    'reporting:delete',
    (client, id: string) => client.call(endpoints.remove, { params: { id } }),
    after,
  );

/**
 * Every row of the report as the server's .xlsx file: the server builds it from the report's saved
 * columns and filters, and logs and audits the rows the file truly holds.
 */
export const fetchReportExport = async (client: ApiClient, id: string, signal?: AbortSignal) =>
  client.download(endpoints.export, { params: { id }, signal });

/** The export log's pages, stale once an export is written. */
export const isExportLogKey = (key: unknown) => Array.isArray(key) && key[0] === root && key[1] === 'exports';
