import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../design-system/index.ts';
import { loadErrorMessageId, useT } from '../../../lib/index.ts';
import { useLatestPages, useSettings } from '../api/reads.ts';
import { pageTitle } from '../languages.ts';
import { ConfigureForm } from './configure-form.tsx';
import { NeedsOrganisation } from './needs-organisation.tsx';

/** /hospital-information/configure: which pages guardians see and in what order; contact; visiting hours. */
export function ConfigurePage() {
  return (
    <NeedsOrganisation>
      <Configure />
    </NeedsOrganisation>
  );
}

function Configure() {
  const t = useT();
  const settings = useSettings();
  const latest = useLatestPages();
  const error = settings.error ?? latest.error;
  const titles = new Map(
    (latest.data?.data ?? []).map((p) => [
      p.pageNumber,
      pageTitle(p.content) ?? t('cms.untitled', { number: p.pageNumber }),
    ]),
  );

  return (
    <>
      <PageHeader
        title={t('cms.configure.title')}
        description={t('cms.configure.description')}
        actions={
          <Button component={RouterLink} to="/hospital-information">
            {t('cms.backToPages')}
          </Button>
        }
      />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void settings.mutate();
                void latest.mutate();
              }}
            >
              {t('table.retry')}
            </Button>
          }
        >
          {t('cms.configure.loadFailed')} {t(loadErrorMessageId(error))}
        </Alert>
      ) : null}
      {!error && (!settings.data || !latest.data) ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('shell.loading')}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : null}
      {settings.data && latest.data ? <ConfigureForm initial={settings.data} titles={titles} /> : null}
    </>
  );
}
