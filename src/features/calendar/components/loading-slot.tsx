import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useT } from '../../../lib/index.ts';

/**
 * The events' loading bar in a slot of its height whether or not it shows, so the calendar below does
 * not move when the events arrive.
 */
export function LoadingSlot({ loading }: { loading: boolean }) {
  const t = useT();
  return (
    <Box sx={{ height: 4 }}>
      {loading ? <LinearProgress role="status" aria-busy="true" aria-label={t('shell.loading')} /> : null}
    </Box>
  );
}
