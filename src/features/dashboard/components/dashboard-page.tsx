import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { UserType } from '../../../api/contracts/index.ts';
import { FamilyCards } from '../../family/index.ts';
import { UnreadNotifications } from '../../notifications/index.ts';
import { sessionAtom } from '../../session/index.ts';
import type { Shortcut } from '../shortcuts.ts';

// Staff see these counts; a family's dashboard does not load the requests and reports code for them.
const AwaitingRequests = lazy(() =>
  import('./staff-counts.tsx').then((m) => ({ default: m.AwaitingRequests })),
);
const OpenIssueReports = lazy(() =>
  import('./staff-counts.tsx').then((m) => ({ default: m.OpenIssueReports })),
);

export interface DashboardPageProps {
  /** Links to the screens the menu does not hold, as the route table offers them to this user. */
  shortcuts: Shortcut[];
}

/**
 * `/`: the signed-in landing page — for a guardian, a card per child with what needs doing — with
 * links to the screens the menu does not hold.
 */
export function DashboardPage({ shortcuts }: DashboardPageProps) {
  const session = useAtomValue(sessionAtom);
  const intl = useIntl();
  if (!session) return null;
  return (
    <Box>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          <FormattedMessage id="dashboard.welcome" values={{ name: session.user.first_name }} />
        </Typography>
        {session.organisation ? (
          <Typography color="text.secondary">{session.organisation.name}</Typography>
        ) : null}
      </Paper>
      {session.user.type === UserType.Guardian ? <FamilyCards /> : null}
      {shortcuts.length ? (
        <Box
          component="nav"
          aria-label={intl.formatMessage({ id: 'dashboard.shortcuts' })}
          sx={{
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {shortcuts.map((shortcut) => (
            <ShortcutCard key={shortcut.key} shortcut={shortcut} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function ShortcutCard({ shortcut }: { shortcut: Shortcut }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={shortcut.path} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            <FormattedMessage id={`dashboard.${shortcut.key}.title`} />
          </Typography>
          {shortcut.key === 'requests' ? (
            <Suspense fallback={<Skeleton width="60%" />}>
              <AwaitingRequests />
            </Suspense>
          ) : shortcut.key === 'reportedIssues' ? (
            <Suspense fallback={<Skeleton width="60%" />}>
              <OpenIssueReports />
            </Suspense>
          ) : shortcut.key === 'notifications' ? (
            <Suspense fallback={<Skeleton width="60%" />}>
              <UnreadNotifications />
            </Suspense>
          ) : (
            <Typography color="text.secondary">
              <FormattedMessage id={`dashboard.${shortcut.key}.description`} />
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
