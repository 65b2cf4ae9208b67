import useSWR from 'swr';
import { issueReportsEndpoints as endpoints, type IssueReportSummary } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

/** The summary's key: in the report keys' family, so that every report write refreshes it. */
export const summaryKey = [endpoints.list.path, 'summary'] as const;

/**
 * Admins: how many of the organisation's reports are open (the menu's badge, the dashboard's card);
 * undefined while unknown. `enabled` false asks nothing (guardians may not ask).
 */
export function useOpenIssueReports(enabled: boolean) {
  const client = useApiClient();
  return useSWR<IssueReportSummary, ApiError>(enabled ? summaryKey : null, () =>
    client.call(endpoints.summary),
  );
}
