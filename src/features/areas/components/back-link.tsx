import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** Above a sub-page's title: back to the list it came from (by default the user's content areas). */
export function BackLink({
  to = '/content-areas',
  label = 'contentAreas.back',
}: {
  to?: string;
  label?: string;
}) {
  const intl = useIntl();
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <ArrowBackIcon
        aria-hidden
        fontSize="small"
        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
      />
      {intl.formatMessage({ id: label })}
    </Link>
  );
}
