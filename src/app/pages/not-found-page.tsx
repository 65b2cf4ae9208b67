import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState, PageHeader } from '../../design-system/index.ts';

/** An address no route has: says so, and leads home (a signed-in user is not silently redirected). */
export function NotFoundPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <PageHeader title={t('routes.notFound.title')} />
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('routes.notFound.heading')}
        description={t('routes.notFound.description')}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            {t('routes.notFound.home')}
          </Button>
        }
      />
    </>
  );
}
