import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { sessionAtom } from '../../session/index.ts';

/** `/`: the signed-in landing page. */
export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return (
    <Box sx={{ py: { xs: 1, md: 2 } }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          <FormattedMessage id="dashboard.welcome" values={{ name: session.user.first_name }} />
        </Typography>
        {session.organisation ? (
          <Typography color="text.secondary">{session.organisation.name}</Typography>
        ) : null}
      </Paper>
    </Box>
  );
}
