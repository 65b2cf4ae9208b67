import { useAtomValue } from 'jotai';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/index.ts';
import { reportSentAtom } from '../atoms.ts';

/** /report/thanks: after a report was sent (anyone arriving otherwise is taken to the form). */
export function ReportThanksPage() {
  const t = useT();
  const sent = useAtomValue(reportSentAtom);
  if (!sent) return <Navigate to="/report" replace />;
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 'sm', textAlign: 'center' }}>
      <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ my: 1 }}>
        {t('issueReports.thanks.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('issueReports.thanks.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/report" variant="contained">
          {t('issueReports.thanks.toReports')}
        </Button>
        <Button component={RouterLink} to="/">
          {t('issueReports.thanks.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
