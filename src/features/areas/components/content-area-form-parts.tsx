import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Loading, useT } from '../../../lib/index.ts';

/** Stands in for a checkbox list while it loads, announced to screen readers as loading. */
export function ChoicesLoading() {
  return <Loading heights={[48, 48, 48]} />;
}

/** Saves a content-areas form, or goes back to /content-areas without saving. */
export function ContentAreaFormActions({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
      <Button component={RouterLink} to="/content-areas">
        {t('appUsers.cancel')}
      </Button>
    </Stack>
  );
}
