import useSWR from 'swr';
import type { Paged } from '../../../api/contracts/index.ts';
import {
  reportExportPageSchema,
  reportOptionsSchema,
  reportRunSchema,
  savedReportPageSchema,
  savedReportSchema,
  type ReportDefinition,
  type ReportDefinitionInput,
  type ReportExport,
  type ReportOptions,
  type ReportRun,
  type SavedReport,
} from '../../../api/contracts/reporting.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** SWR keys of reporting: every key starts with '/reporting', so one test finds what a write makes stale. */
export const reportingKeys = {
  page: (page: number, size: number) => ['/reporting', 'page', page, size] as const,
  one: (id: string) => ['/reporting', 'one', id] as const,
  run: (id: string, page: number, size: number) => ['/reporting', 'run', id, page, size] as const,
  options: ['/reporting', 'options'] as const,
  exports: (page: number, size: number) => ['/reporting', 'exports', page, size] as const,
};
const isReportingKey = (key: unknown) => Array.isArray(key) && key[0] === '/reporting';

export function useReportPage(page: number, size: number) {
  const client = useApiClient();
  return useSWR<Paged<SavedReport>, ApiError>(
    reportingKeys.page(page, size),
    () => client.request('/reporting', { query: { page, size }, schema: savedReportPageSchema }),
    { keepPreviousData: true },
  );
}

export function useReport(id: string | null) {
  const client = useApiClient();
  return useSWR<SavedReport, ApiError>(id ? reportingKeys.one(id) : null, () =>
    client.request(`/reporting/${id}`, { schema: savedReportSchema }),
  );
}

export function useReportOptions() {
  const client = useApiClient();
  return useSWR<ReportOptions, ApiError>(reportingKeys.options, () =>
    client.request('/reporting/options', { schema: reportOptionsSchema }),
  );
}

/** One page of a report's rows (what the grid shows). */
export const fetchReportRun = (
  client: ApiClient,
  id: string,
  page: number,
  size: number,
  signal?: AbortSignal,
) => client.request(`/reporting/${id}/run`, { query: { page, size }, schema: reportRunSchema, signal });

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
    () => client.request('/reporting/exports', { query: { page, size }, schema: reportExportPageSchema }),
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
    (client, report: ReportDefinition) =>
      client.request('/reporting', { method: 'POST', body: reportBody(report), schema: savedReportSchema }),
    after,
  );

export const useUpdateReport = () =>
  useWrite(
    'reporting:update',
    (client, { id, report }: { id: string; report: ReportDefinition }) =>
      client.request(`/reporting/${id}`, {
        method: 'PUT',
        body: reportBody(report),
        schema: savedReportSchema,
      }),
    after,
  );

export const useDeleteReport = () =>
  useWrite(
    'reporting:delete',
    (client, id: string) => client.request(`/reporting/${id}`, { method: 'DELETE' }),
    after,
  );

/**
 * Every row of the report as the server's .xlsx file: the server builds it from the report's saved
 * columns and filters, and logs and audits the rows the file truly holds.
 */
export const fetchReportExport = async (client: ApiClient, id: string, signal?: AbortSignal) =>
  (await client.request(`/reporting/${id}/export`, { as: 'blob', signal })) as Blob;

/** The export log's pages, stale once an export is written. */
export const isExportLogKey = (key: unknown) =>
  Array.isArray(key) && key[0] === '/reporting' && key[1] === 'exports';
