import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthCard } from '../../../design-system/index.ts';
import { useActivate } from '../api/activate.ts';

/** /auth/activate?token=…: activates the account from the e-mailed link. */
export function ActivatePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const token = params.get('token');
  const { trigger, data, error } = useActivate();

  useEffect(() => {
    if (token) void trigger({ token }).catch(() => undefined);
  }, [token, trigger]);

  let body;
  if (!token) body = <Alert severity="error">{t('auth.activate.missing')}</Alert>;
  else if (error) body = <Alert severity="error">{t('auth.activate.failed')}</Alert>;
  else if (data) body = <Alert severity="success">{t('auth.activate.done')}</Alert>;
  else
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <span>{t('auth.activate.working')}</span>
      </Stack>
    );

  return (
    <AuthCard title={t('auth.activate.title')} productName={t('app.name')}>
      {body}
      {token && !data && !error ? null : (
        <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
          {t('auth.backToSignIn')}
        </Link>
      )}
    </AuthCard>
  );
}
