import { useAtomValue } from 'jotai';
import Stack from '@mui/material/Stack';
import { EmptyState, PageHeader } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { sessionAtom, sessionRole } from '../../session/index.ts';
import { AdminReports } from './admin-reports.tsx';
import { MyReports } from './my-reports.tsx';
import { ReportForm } from './report-form.tsx';

/**
 * /report: a guardian reports an issue and follows their reports; the organisation's admins (and
 * a super admin within a selected organisation) work on the reports of their families.
 */
export function ReportPage() {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const role = sessionRole(session);
  if (role === 'guardian')
    return (
      <Stack spacing={3} sx={{ maxWidth: 'md' }}>
        <PageHeader title={t('issueReports.title')} description={t('issueReports.description')} />
        <MyReports />
        <ReportForm />
      </Stack>
    );
  if (role === 'superAdmin' && !session?.organisation)
    return (
      <>
        <PageHeader title={t('issueReports.admin.title')} />
        <EmptyState title={t('issueReports.admin.selectOrganisation')} />
      </>
    );
  return <AdminReports />;
}
