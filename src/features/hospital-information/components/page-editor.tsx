import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useLatestPages } from '../api/reads.ts';
import { EditorForm } from './editor-form.tsx';

/** /hospital-information?page=N: one page's editor, or why it cannot be shown. */
export function PageEditor({ pageNumber }: { pageNumber: number }) {
  const t = useT();
  const navigate = useNavigate();
  const { data, error, mutate } = useLatestPages();
  // A restored version replaces the draft: the form starts again from the page as it now is.
  const [generation, setGeneration] = useState(0);
  const page = data?.data.find((p) => p.pageNumber === pageNumber);
  const back = (
    <Button
      startIcon={
        <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      }
      onClick={() => void navigate('/hospital-information')}
    >
      {t('hospitalInformation.backToPages')}
    </Button>
  );

  if (error) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        <LoadError title="hospitalInformation.loadFailed" error={error} onRetry={() => void mutate()} />
      </Stack>
    );
  }
  if (!data) {
    return <Loading heights={[56, 320]} gap={2} />;
  }
  if (!page) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        <Alert severity="warning">{t('hospitalInformation.pageGone')}</Alert>
      </Stack>
    );
  }
  return (
    <EditorForm
      key={`${page.pageNumber}:${generation}`}
      page={page}
      back={back}
      onRestored={() => setGeneration((g) => g + 1)}
    />
  );
}
