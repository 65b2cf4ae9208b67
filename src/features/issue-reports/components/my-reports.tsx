import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, StatusChip } from '../../../design-system/index.ts';
import { LoadError, Loading, useDates, useT } from '../../../lib/index.ts';
import { useIssueReports } from '../api/issue-reports.ts';
import { statusTone } from './report-meta.ts';

const SIZE = 5;

/** The guardian's own reports, newest first, each with its status and a link to its conversation. */
export function MyReports() {
  const t = useT();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useIssueReports({ page, size: SIZE });
  const pages = data ? Math.ceil(data.total / SIZE) : 0;

  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="my-reports-title">
      <Typography id="my-reports-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('issueReports.mine.title')}
      </Typography>
      {error ? (
        <LoadError title="issueReports.mine.loadFailed" error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <Loading heights={[72, 72]} label="issueReports.mine.loading" />
      ) : data && data.total === 0 ? (
        <EmptyState title={t('issueReports.mine.empty')} headingLevel="h3" />
      ) : (
        <>
          <List disablePadding>
            {data?.data.map((r) => (
              <ListItem key={r.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                  <Typography variant="subtitle2" component="h3">
                    <Link
                      component={RouterLink}
                      to={`/report/${r.id}`}
                      aria-label={t('issueReports.mine.openNamed', {
                        category: t(`issueReports.categories.${r.category}`),
                        date: dates.date(r.created_at),
                      })}
                    >
                      {t(`issueReports.categories.${r.category}`)}
                    </Link>
                  </Typography>
                  <StatusChip tone={statusTone[r.status]} label={t(`issueReports.status.${r.status}`)} />
                  {r.unread_replies ? (
                    <StatusChip
                      tone="dark"
                      label={t('issueReports.mine.newReplies', { count: r.unread_replies })}
                    />
                  ) : null}
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {r.description}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('issueReports.mine.sent', { date: dates.date(r.created_at) })}
                </Typography>
              </ListItem>
            ))}
          </List>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page}
              onChange={(_e, next) => setPage(next)}
              sx={{ mt: 2 }}
              aria-label={t('issueReports.mine.pages')}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}
