import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useCachedAt } from '../api/index.ts';
import { useDates } from './use-dates.ts';
import { useT } from './use-t.ts';

/** 5 Dec 2026, 11:06 (London time). */
const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * "You are offline — last updated …": shown above a screen whose read (`path`, as the feature's API call
 * names it) came from the service worker's offline copy rather than the network; nothing otherwise.
 */
export function OfflineNotice({ path }: { path: string }) {
  const t = useT();
  const dates = useDates();
  const cachedAt = useCachedAt(path);
  if (!cachedAt) return null;
  return (
    <Alert severity="info" icon={<CloudOffIcon fontSize="inherit" />} sx={{ mb: 2 }} role="status">
      {t('offline.lastUpdated', { when: dates.format(cachedAt, WHEN) })}
    </Alert>
  );
}
