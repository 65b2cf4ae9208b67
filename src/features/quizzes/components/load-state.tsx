import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useT } from '../../../lib/index.ts';

/** "Load failed + Retry" as the other screens show it (the lead folds these into LoadFailed). */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('table.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** The two-line loading skeleton, announced as busy. */
export function LoadingLines({ label }: { label: string }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label={label} role="status">
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={48} />
    </Stack>
  );
}
