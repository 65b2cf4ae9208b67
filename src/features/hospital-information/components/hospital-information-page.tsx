import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRole } from '../../session/index.ts';
import { GuardianInformation } from './guardian-information.tsx';
import { NeedsOrganisation } from './needs-organisation.tsx';

// The admins' list (a data table) and editor load only for them: a guardian's phone downloads and
// runs the reader alone.
const AdminPages = lazy(async () => ({ default: (await import('./admin-pages.tsx')).AdminPages }));
const PageEditor = lazy(async () => ({ default: (await import('./page-editor.tsx')).PageEditor }));

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
