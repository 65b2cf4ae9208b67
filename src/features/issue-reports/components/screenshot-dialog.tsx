import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useApiClient } from '../../../api/index.ts';
import { useT } from '../../../lib/index.ts';
import { fetchScreenshot } from '../api/issue-reports.ts';

/** A report's screenshot, fetched with the admin's session when the dialog opens. */
export function ScreenshotDialog({
  report,
  onClose,
}: {
  report: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  const client = useApiClient();
  const [state, setState] = useState<{ id: string; url?: string; failed?: boolean } | null>(null);
  const id = report?.id;

  useEffect(() => {
    if (!id) return;
    let url: string | undefined;
    let live = true;
    fetchScreenshot(client, id).then(
      (u) => {
        url = u;
        if (live) setState({ id, url: u });
        else URL.revokeObjectURL(u);
      },
      () => live && setState({ id, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, id]);

  const current = state?.id === id ? state : null;
  return (
    <Dialog open={report !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('issueReports.admin.screenshotTitle', { name: report?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {current?.failed ? (
          <Alert severity="error">{t('issueReports.admin.screenshotFailed')}</Alert>
        ) : current?.url ? (
          <Box
            component="img"
            src={current.url}
            alt={t('issueReports.admin.screenshotTitle', { name: report?.name ?? '' })}
            sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
          />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('table.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('issueReports.admin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
