import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** Above a content-areas sub-page's title: back to the user's areas. */
export function BackLink() {
  const intl = useIntl();
  return (
    <Link
      component={RouterLink}
      to="/content-areas"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon
        aria-hidden
        fontSize="small"
        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
      />
      {intl.formatMessage({ id: 'contentAreas.back' })}
    </Link>
  );
}
