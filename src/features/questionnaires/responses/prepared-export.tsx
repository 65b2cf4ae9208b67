import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { PREPARED_EXPORT_FILES, type PreparedExport } from '../../../api/contracts/questionnaires.ts';
import { useApiClient } from '../../../api/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { fetchPreparedFile, useCancelExport, usePreparedExport } from '../api/prepared-exports.ts';
import { save } from './save-file.ts';

const percent = (e: PreparedExport) =>
  e.rows_expected > 0 ? Math.min(100, Math.round((100 * e.rows_written) / e.rows_expected)) : 0;

/** What the export's state says, under its progress bar. */
function StateLine({ exported }: { exported: PreparedExport }) {
  const t = useT();
  const dates = useDates();
  const counts = { written: exported.rows_written, expected: exported.rows_expected };
  switch (exported.state) {
    case 'queued':
      return <Typography>{t('questionnaires.preparedExport.queued')}</Typography>;
    case 'running':
      return <Typography>{t('questionnaires.preparedExport.progress', counts)}</Typography>;
    case 'ready':
      return (
        <Typography>
          {t('questionnaires.preparedExport.ready', {
            written: exported.rows_written,
            until: exported.expires_at ? dates.dateTime(exported.expires_at) : '',
          })}
        </Typography>
      );
    case 'failed':
      return <Alert severity="error">{t('questionnaires.preparedExport.failed')}</Alert>;
    case 'cancelled':
      return <Alert severity="info">{t('questionnaires.preparedExport.cancelled')}</Alert>;
    case 'expired':
      return <Alert severity="info">{t('questionnaires.preparedExport.expired')}</Alert>;
  }
}

/**
 * A file of the answers being prepared in the background (too many answers to stream to a waiting
 * browser): its progress as "n of m answers", Cancel while it is written, Download once it is ready.
 */
export function PreparedExportPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const client = useApiClient();
  const exported = usePreparedExport(id);
  const cancel = useCancelExport();
  const [downloading, setDownloading] = useState(false);
  const label = t('questionnaires.preparedExport.title');
  const e = exported.data;

  const download = async (ready: PreparedExport) => {
    setDownloading(true);
    try {
      const file = await fetchPreparedFile(client, ready.id);
      save(file, `questionnaire-${ready.questionnaire_id}.${PREPARED_EXPORT_FILES[ready.format].extension}`);
    } catch {
      toast.error(t('questionnaires.preparedExport.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const stop = async () => {
    try {
      await cancel.trigger(id);
    } catch {
      toast.error(t('questionnaires.preparedExport.cancelFailed'));
    }
  };
  const working = e?.state === 'queued' || e?.state === 'running';

  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, mb: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          {e ? t('questionnaires.preparedExport.heading', { format: e.format.toUpperCase() }) : label}
        </Typography>
        {exported.error && !e ? (
          <Alert severity="error">{t('questionnaires.preparedExport.loadFailed')}</Alert>
        ) : !e ? (
          <LinearProgress aria-label={t('questionnaires.preparedExport.progressLabel')} />
        ) : (
          <>
            {working ? (
              <LinearProgress
                aria-label={t('questionnaires.preparedExport.progressLabel')}
                {...(e.state === 'running' ? { variant: 'determinate', value: percent(e) } : {})}
              />
            ) : null}
            <StateLine exported={e} />
          </>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {e?.state === 'ready' ? (
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={downloading}
              onClick={() => void download(e)}
            >
              {t('questionnaires.preparedExport.download')}
            </Button>
          ) : null}
          {working ? (
            <Button variant="outlined" disabled={cancel.isMutating} onClick={() => void stop()}>
              {t('questionnaires.preparedExport.cancel')}
            </Button>
          ) : (
            <Button onClick={onClose}>{t('questionnaires.preparedExport.close')}</Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
