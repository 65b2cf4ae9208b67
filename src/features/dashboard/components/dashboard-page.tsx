import { useAtomValue, useStore } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { sessionAtom, signOut } from '../../session/index.ts';

/** `/`: the signed-in landing page. */
export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  const store = useStore();
  const navigate = useNavigate();
  if (!session) return null;
  const handleSignOut = () => {
    signOut(store, 'manual');
    void navigate('/login', { replace: true });
  };
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          <FormattedMessage id="dashboard.welcome" values={{ name: session.user.first_name }} />
        </Typography>
        {session.organisation ? (
          <Typography color="text.secondary" gutterBottom>
            {session.organisation.name}
          </Typography>
        ) : null}
        <Button variant="outlined" onClick={handleSignOut} sx={{ mt: 2 }}>
          <FormattedMessage id="nav.logout" />
        </Button>
      </Paper>
    </Box>
  );
}
