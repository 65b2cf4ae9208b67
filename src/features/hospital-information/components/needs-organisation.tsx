import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useT } from '../../../lib/index.ts';
import { sessionAtom } from '../../session/index.ts';

/** A super admin works on one organisation's information at a time: until one is selected, says so. */
export function NeedsOrganisation({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  if (session?.organisation) return children;
  return (
    <Alert severity="info">
      {t('hospitalInformation.selectOrganisation')}{' '}
      <Link component={RouterLink} to="/organisations">
        {t('hospitalInformation.selectOrganisationLink')}
      </Link>
    </Alert>
  );
}
