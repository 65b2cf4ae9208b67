import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useOrganisationSelection, useSessionLifecycle } from '../../features/session/index.ts';

/** The portal's frame around every signed-in screen and public information page. */
export function AppLayout() {
  useSessionLifecycle();
  useOrganisationSelection();
  return (
    <Suspense fallback={<LinearProgress />}>
      <Outlet />
    </Suspense>
  );
}
