import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { EmptyState, PageHeader } from '../../design-system/index.ts';

/** A route of the spec whose screen a later capability builds: says so plainly. */
export function NotYetAvailable({ titleKey }: { titleKey: string }) {
  const intl = useIntl();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader title={intl.formatMessage({ id: titleKey })} />
      <EmptyState
        title={intl.formatMessage({ id: 'routes.notYetAvailable.title' })}
        description={intl.formatMessage({ id: 'routes.notYetAvailable.description' })}
      />
    </Box>
  );
}
