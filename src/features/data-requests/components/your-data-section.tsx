import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DATA_EXPORT_FORMATS, type DataExportFormat } from '../../../api/contracts/data-requests.ts';
import { useApiClient } from '../../../api/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { fetchFamilyData, useMyDataRequests } from '../api/data-requests.ts';
import { DeletionDialog } from './deletion-dialog.tsx';
import { RequestState } from './request-state.tsx';

const FILE_ENDINGS: Record<DataExportFormat, string> = { json: 'json', fhir: 'fhir.json', html: 'html' };

/** Hands a file to the browser to save under a name. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A guardian's "Your data" on their account page: download what Lantern holds about them and their
 * children (UK GDPR articles 15 and 20), and ask for its deletion (article 17).
 */
export function YourDataSection() {
  const t = useT();
  const toast = useToast();
  const client = useApiClient();
  const headingId = useId();
  const requests = useMyDataRequests();
  const [downloading, setDownloading] = useState<DataExportFormat | null>(null);
  const [asking, setAsking] = useState(false);
  const latest = requests.data?.[0];
  const open = latest?.state === 'received' || latest?.state === 'approved';

  const download = async (format: DataExportFormat) => {
    setDownloading(format);
    try {
      save(await fetchFamilyData(client, format), `lantern-data.${FILE_ENDINGS[format]}`);
    } catch {
      toast.error(t('dataRequests.yourData.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('dataRequests.yourData.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dataRequests.yourData.description')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {DATA_EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={downloading !== null}
            onClick={() => void download(format)}
          >
            {t(`dataRequests.yourData.download.${format}`)}
          </Button>
        ))}
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {t('dataRequests.yourData.deletionTitle')}
      </Typography>
      {requests.error ? (
        <LoadError
          title="dataRequests.yourData.loadFailed"
          error={requests.error}
          onRetry={() => void requests.mutate()}
        />
      ) : null}
      {latest ? <RequestState request={latest} /> : null}
      {requests.data && !open ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('dataRequests.yourData.deletionDescription')}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
            {t('dataRequests.yourData.ask')}
          </Button>
        </>
      ) : null}
      {open ? <Alert severity="info">{t('dataRequests.yourData.oneOpen')}</Alert> : null}
      <DeletionDialog open={asking} onClose={() => setAsking(false)} />
    </Paper>
  );
}
