import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { loadErrorMessageId, useT } from '../../../lib/index.ts';

/** A read that failed: what could not be loaded, why (from the API's answer), and a retry. */
export function RetryAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>{t('table.retry')}</Button>}>
      <AlertTitle>{title}</AlertTitle>
      {t(loadErrorMessageId(error))}
    </Alert>
  );
}
