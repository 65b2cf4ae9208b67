import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { sessionAtom } from '../../session/index.ts';
import { useProfile } from '../api/profile.ts';
import { ProfileEditForm } from './profile-form.tsx';
import { Loading, useT } from '../../../lib/index.ts';

/** /account/edit/user: an admin edits their own name (guardians edit on /account itself). */
export function EditAccountPage() {
  const t = useT();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const { data: user, error: loadError } = useProfile();

  return (
    <Box sx={{ maxWidth: 'sm' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('profile.editTitle')}
      </Typography>
      <Paper sx={{ p: 3 }}>
        {loadError ? <Alert severity="error">{t('profile.loadFailed')}</Alert> : null}
        {user ? (
          <ProfileEditForm
            user={user}
            organisation={session?.organisation ?? null}
            onDone={() => void navigate('/account')}
          />
        ) : loadError ? null : (
          <Loading heights={[160]} label="profile.loading" />
        )}
      </Paper>
    </Box>
  );
}
