import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useApiClient } from '../../../api/index.ts';
import { AuthCard } from '../../../design-system/index.ts';
import { completeLinkedin } from '../api/linkedin.ts';
import { useStartSession } from '../api/start-session.ts';
import { useT } from '../../../lib/index.ts';

/** /auth/linkedin: where LinkedIn sends the browser back with a code. */
export function LinkedinCallbackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code');
  const client = useApiClient();
  const startSession = useStartSession();
  const [failed, setFailed] = useState(!code);

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    completeLinkedin(client, code, 'signin')
      .then((result) => {
        if (!cancelled && 'session' in result) return startSession(result.session);
        return undefined;
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [code, client, startSession]);

  return (
    <AuthCard title={t('auth.sso.linkedinTitle')} productName={t('app.name')}>
      {failed ? (
        <>
          <Alert severity="error">{t('auth.sso.linkedinFailed')}</Alert>
          <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
            {t('auth.backToSignIn')}
          </Link>
        </>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <span>{t('auth.sso.linkedinWorking')}</span>
        </Stack>
      )}
    </AuthCard>
  );
}
