import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useOpenIssueReports } from '../../issue-reports/index.ts';
import { useRequestPage } from '../../requests/index.ts';

/** How many account requests await approval; without the figure when it cannot be read. */
export function AwaitingRequests() {
  const { data, error } = useRequestPage(1, 1);
  if (!data && !error) return <Skeleton width="60%" />;
  return (
    <Typography color="text.secondary">
      {data ? (
        <FormattedMessage id="dashboard.requests.awaiting" values={{ count: data.total }} />
      ) : (
        <FormattedMessage id="dashboard.requests.description" />
      )}
    </Typography>
  );
}

/** How many of the organisation's reported issues are open; without the figure when it cannot be read. */
export function OpenIssueReports() {
  const { data, error } = useOpenIssueReports(true);
  if (!data && !error) return <Skeleton width="60%" />;
  return (
    <Typography color="text.secondary">
      {data ? (
        <FormattedMessage id="dashboard.reportedIssues.open" values={{ count: data.open }} />
      ) : (
        <FormattedMessage id="dashboard.reportedIssues.description" />
      )}
    </Typography>
  );
}
