import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import GoogleIcon from '@mui/icons-material/Google';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { useAuthProviders } from '../api/providers.ts';
import { useSsoSignIn } from '../api/sign-in.ts';
import { emailOfIdToken, requestGoogleIdToken } from '../api/google-identity.ts';
import { linkedinAuthorizeUrl } from '../api/linkedin.ts';
import { useStartSession } from '../api/start-session.ts';
import { useT } from '../../../lib/index.ts';

/** "Continue with Google / LinkedIn", shown only for the providers the server is configured for. */
export function SsoButtons() {
  const t = useT();
  const { trigger: ssoSignIn } = useSsoSignIn();
  const startSession = useStartSession();
  const { data: providers } = useAuthProviders();
  const [failed, setFailed] = useState<'google' | 'account' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!providers?.google && !providers?.linkedin) return null;

  const google = async (clientId: string) => {
    setFailed(null);
    setBusy(true);
    try {
      const token = await requestGoogleIdToken(clientId);
      const email = emailOfIdToken(token);
      if (!email) throw new Error('no e-mail');
      try {
        const session = await ssoSignIn({ email, token, provider: 'google' });
        await startSession(session);
      } catch {
        setFailed('account');
      }
    } catch {
      setFailed('google');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Divider>{t('auth.sso.or')}</Divider>
      {failed ? (
        <Alert severity="error">
          {t(failed === 'google' ? 'auth.sso.googleFailed' : 'auth.sso.noAccount')}
        </Alert>
      ) : null}
      {providers.google ? (
        <Button
          variant="outlined"
          startIcon={<GoogleIcon />}
          disabled={busy}
          onClick={() => void google(providers.google?.client_id ?? '')}
          fullWidth
        >
          {t('auth.sso.google')}
        </Button>
      ) : null}
      {providers.linkedin ? (
        <Button
          variant="outlined"
          startIcon={<LinkedInIcon />}
          href={linkedinAuthorizeUrl(providers.linkedin.client_id, 'signin')}
          fullWidth
        >
          {t('auth.sso.linkedin')}
        </Button>
      ) : null}
    </Stack>
  );
}
