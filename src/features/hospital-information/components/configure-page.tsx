import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { PageHeader } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
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
      pageTitle(p.content) ?? t('hospitalInformation.untitled', { number: p.pageNumber }),
    ]),
  );

  return (
    <>
      <PageHeader
        title={t('hospitalInformation.configure.title')}
        description={t('hospitalInformation.configure.description')}
        actions={
          <Button component={RouterLink} to="/hospital-information">
            {t('hospitalInformation.backToPages')}
          </Button>
        }
      />
      {error ? (
        <LoadError
          title="hospitalInformation.configure.loadFailed"
          error={error}
          onRetry={() => {
            void settings.mutate();
            void latest.mutate();
          }}
        />
      ) : null}
      {!error && (!settings.data || !latest.data) ? <Loading heights={[160, 240]} gap={2} /> : null}
      {settings.data && latest.data ? <ConfigureForm initial={settings.data} titles={titles} /> : null}
    </>
  );
}
