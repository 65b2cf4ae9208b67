import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { appUrl, canHaveApp, deeplinkTarget } from '../deeplink.ts';
import { PublicPage } from './public-page.tsx';

/** How long a phone gets to switch to the app before the page says it did not open. */
const APP_SWITCH_MS = 2500;

/**
 * /deeplink: a link from an e-mail or the app. On a phone or tablet it opens the patients' app at
 * the same place; where the app is not installed (or on a computer) it says how to get it, and
 * offers the same page in the browser. A target off this site is refused.
 */
export function DeeplinkPage() {
  const t = useT();
  const { pathname, search } = useLocation();
  const target = deeplinkTarget(pathname, search);
  const mobile = canHaveApp(navigator.userAgent);
  const [notOpened, setNotOpened] = useState(!mobile);

  useEffect(() => {
    if (!target || !mobile) return;
    window.location.href = appUrl(target);
    // Still here and visible after a moment: the app is not installed.
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') setNotOpened(true);
    }, APP_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [target, mobile]);

  return (
    <PublicPage>
      <PageHeader title={t('publicPages.deeplink.title')} />
      {target === null ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" component={RouterLink} to="/">
              {t('publicPages.deeplink.home')}
            </Button>
          }
        >
          {t('publicPages.deeplink.invalid')}
        </Alert>
      ) : (
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography role="status">
              {t(notOpened ? 'publicPages.deeplink.notOpened' : 'publicPages.deeplink.opening')}
            </Typography>
            {notOpened ? (
              <Typography>
                {t(mobile ? 'publicPages.deeplink.getApp' : 'publicPages.deeplink.onComputer')}
              </Typography>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {mobile ? (
                <Button variant="contained" href={appUrl(target)}>
                  {t('publicPages.deeplink.openApp')}
                </Button>
              ) : null}
              <Button variant={mobile ? 'outlined' : 'contained'} component={RouterLink} to={target}>
                {t('publicPages.deeplink.continue')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </PublicPage>
  );
}
