import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/index.ts';
import type { ExportState } from '../export/use-report-export.ts';

/** The export's wait with a cancel button, then how it ended. */
export function ExportProgress({ state, onCancel }: { state: ExportState; onCancel: () => void }) {
  const t = useT();
  if (state.phase === 'idle') return null;
  if (state.phase === 'running') {
    const label = t('table.exporting');
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <LinearProgress variant="indeterminate" aria-label={label} />
          <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
            {label}
          </Typography>
        </Box>
        <Button onClick={onCancel}>{t('reporting.export.cancel')}</Button>
      </Stack>
    );
  }
  const [severity, text] =
    state.phase === 'done'
      ? (['success', t('reporting.export.done')] as const)
      : state.phase === 'cancelled'
        ? (['info', t('reporting.export.cancelled')] as const)
        : (['error', t('reporting.export.failed')] as const);
  return (
    <Alert severity={severity} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
