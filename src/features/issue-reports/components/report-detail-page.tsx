import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { EmptyState, PageHeader } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { sessionAtom, sessionRole } from '../../session/index.ts';
import { ReportDetail } from './report-detail.tsx';

/**
 * /report/:id: one report and its conversation — the guardian who wrote it follows and answers it;
 * the organisation's admins (a super admin within the selected organisation) also move its status.
 */
export function ReportDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const role = sessionRole(session);
  if (role === 'superAdmin' && !session?.organisation)
    return (
      <>
        <PageHeader title={t('issueReports.admin.title')} />
        <EmptyState title={t('issueReports.admin.selectOrganisation')} />
      </>
    );
  return <ReportDetail key={id} id={id} reader={role === 'guardian' ? 'family' : 'hospital'} />;
}
