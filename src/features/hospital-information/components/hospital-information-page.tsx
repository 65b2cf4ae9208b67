import { useSearchParams } from 'react-router-dom';
import { useRole } from '../../session/index.ts';
import { AdminPages } from './admin-pages.tsx';
import { GuardianInformation } from './guardian-information.tsx';
import { NeedsOrganisation } from './needs-organisation.tsx';
import { PageEditor } from './page-editor.tsx';

/**
 * /hospital-information: guardians read the published pages; admins (and a super admin within the
 * organisation they selected) manage them, `?page=N` opening one page's editor.
 */
export function HospitalInformationPage() {
  const role = useRole();
  const [params] = useSearchParams();
  if (role === 'guardian') return <GuardianInformation />;
  const pageNumber = Number(params.get('page'));
  return (
    <NeedsOrganisation>
      {Number.isInteger(pageNumber) && pageNumber > 0 ? (
        <PageEditor pageNumber={pageNumber} />
      ) : (
        <AdminPages />
      )}
    </NeedsOrganisation>
  );
}
