import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IssueReply, IssueReportDetail } from '../../../api/contracts/index.ts';
import { PageHeader, StatusChip } from '../../../design-system/index.ts';
import { LoadError, Loading, useDates, useT } from '../../../lib/index.ts';
import { useIssueReport, useReadReport } from '../api/issue-reports.ts';
import { ReplyForm } from './reply-form.tsx';
import { statusTone } from './report-meta.ts';
import { ReportThread, THREAD_DATE } from './report-thread.tsx';
import { ScreenshotDialog } from './screenshot-dialog.tsx';
import { StatusControl } from './status-control.tsx';

const reporterName = (r: IssueReportDetail) =>
  `${r.reporter.first_name} ${r.reporter.surname}`.trim() || (r.reporter.email ?? '');

/** A report, its status and its conversation, with the reply box (and, for admins, the status). */
export function ReportDetail({ id, reader }: { id: string; reader: IssueReply['author_role'] }) {
  const t = useT();
  const dates = useDates();
  const hospital = reader === 'hospital';
  const { data, error, mutate } = useIssueReport(id);
  const [shot, setShot] = useState<{ id: string; name: string } | null>(null);
  // The family reads the hospital's replies here: their unread marker goes.
  useReadReport(!hospital && data ? data.id : undefined);
  const back = (
    <Button
      component={RouterLink}
      to="/report"
      size="small"
      startIcon={
        <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      }
    >
      {t(hospital ? 'issueReports.detail.adminBack' : 'issueReports.detail.back')}
    </Button>
  );

  if (error)
    return (
      <Stack spacing={2} sx={{ maxWidth: 'md' }}>
        {back}
        <LoadError title="issueReports.detail.loadFailed" error={error} onRetry={() => void mutate()} />
      </Stack>
    );
  if (!data)
    return (
      <Stack spacing={2} sx={{ maxWidth: 'md' }}>
        {back}
        <Loading heights={[160, 120]} label="issueReports.detail.loading" />
      </Stack>
    );

  const name = reporterName(data);
  return (
    <Stack spacing={3} sx={{ maxWidth: 'md' }}>
      <PageHeader
        eyebrow={back}
        title={hospital ? t('issueReports.detail.adminTitle', { name }) : t('issueReports.detail.title')}
      />
      <Paper component="section" aria-labelledby="report-original" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="report-original" variant="h6" component="h2">
            {t(`issueReports.categories.${data.category}`)}
          </Typography>
          <StatusChip tone={statusTone[data.status]} label={t(`issueReports.status.${data.status}`)} />
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', mb: 1 }}>
          {data.description}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('issueReports.mine.sent', { date: dates.format(data.created_at, THREAD_DATE) })}
          {data.page ? ` · ${t('issueReports.detail.page', { page: data.page })}` : ''}
        </Typography>
        {hospital ? (
          <Typography variant="body2" color="text.secondary">
            {t('issueReports.detail.details', { language: data.language, version: data.app_version })}
          </Typography>
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ mt: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          {hospital ? <StatusControl report={data} /> : null}
          {data.has_screenshot ? (
            <Button variant="outlined" onClick={() => setShot({ id: data.id, name })}>
              {t('issueReports.detail.screenshot')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="report-thread" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="report-thread" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('issueReports.thread.title')}
        </Typography>
        <Stack spacing={3}>
          <ReportThread replies={data.replies} reader={reader} />
          {!hospital && data.status === 'resolved' ? (
            <Alert severity="info">{t('issueReports.detail.reopenHint')}</Alert>
          ) : null}
          <ReplyForm id={data.id} />
        </Stack>
      </Paper>
      <ScreenshotDialog report={shot} onClose={() => setShot(null)} />
    </Stack>
  );
}
