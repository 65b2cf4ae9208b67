import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  healthEndpoints,
  issueReportsEndpoints as endpoints,
  type IssueReport,
  type IssueReportDetail,
  type IssueReportCreate,
  type IssueStatus,
  type Paged,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';
import { isNotificationKey } from '../../notifications/index.ts';
import { summaryKey } from './open-count.ts';

export interface IssueReportQuery {
  page: number;
  size: number;
  status?: IssueStatus;
}

/** One key family: a new report, a status change or a reply makes every cached page, report and count stale. */
export const issueReportKeys = {
  list: endpoints.list.path,
  page: (q: IssueReportQuery) => [endpoints.list.path, q.page, q.size, q.status ?? ''] as const,
  detail: (id: string) => [endpoints.list.path, 'detail', id] as const,
  summary: summaryKey,
};

export const fetchIssueReports = (client: ApiClient, q: IssueReportQuery): Promise<Paged<IssueReport>> =>
  client.call(endpoints.list, { query: { page: q.page, size: q.size, status: q.status } });

/** Admins: their organisation's reports; a guardian: their own. */
export function useIssueReports(q: IssueReportQuery) {
  const client = useApiClient();
  return useSWR<Paged<IssueReport>, ApiError>(issueReportKeys.page(q), () => fetchIssueReports(client, q), {
    keepPreviousData: true,
  });
}

const refreshReports = revalidate((key) => Array.isArray(key) && key[0] === issueReportKeys.list);

export const createIssueReport = (client: ApiClient, body: IssueReportCreate) =>
  client.call(endpoints.create, { body });
export const useCreateIssueReport = () => useWrite('issue-reports:create', createIssueReport, refreshReports);

export const fetchIssueReport = (client: ApiClient, id: string): Promise<IssueReportDetail> =>
  client.call(endpoints.detail, { params: { id } });

/** A report with its thread (its reporter, or its organisation's admins). */
export function useIssueReport(id: string) {
  const client = useApiClient();
  return useSWR<IssueReportDetail, ApiError>(issueReportKeys.detail(id), () => fetchIssueReport(client, id));
}

/**
 * Once its reporter has the report on screen, they have read its replies: the server marks their
 * notifications leading to it read, and the list's marker and the bell's count follow.
 */
export function useReadReport(id: string | undefined) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!id) return;
    void client
      .call(endpoints.markRead, { params: { id } })
      .then(() =>
        mutate((key) => isNotificationKey(key) || (Array.isArray(key) && key[0] === issueReportKeys.list)),
      )
      // Not marking a reply read loses nothing: the marker stays until the next visit.
      .catch(() => undefined);
  }, [client, mutate, id]);
}

export const replyToIssue = (client: ApiClient, { id, body }: { id: string; body: string }) =>
  client.call(endpoints.reply, { params: { id }, body: { body } });
export const useReplyToIssue = () => useWrite('issue-reports:reply', replyToIssue, refreshReports);

export const changeIssueStatus = (client: ApiClient, { id, status }: { id: string; status: IssueStatus }) =>
  client.call(endpoints.changeStatus, { params: { id }, body: { status } });
export const useChangeIssueStatus = () => useWrite('issue-reports:status', changeIssueStatus, refreshReports);

/** The portal's version, which a report carries (the server that serves the portal says it). */
export function useAppVersion(): string | undefined {
  const client = useApiClient();
  const { data } = useSWR(
    healthEndpoints.status.path,
    () => client.call(healthEndpoints.status, { anonymous: true }),
    {
      revalidateOnFocus: false,
    },
  );
  return data?.version;
}

/**
 * A screenshot as an object URL, fetched through the API client (the bearer token, a refresh and retry
 * when it expired, a typed error); the caller revokes the URL when it is done with it.
 */
export async function fetchScreenshot(client: ApiClient, id: string): Promise<string> {
  const image = await client.download(endpoints.screenshot, { params: { id } });
  return URL.createObjectURL(image);
}
