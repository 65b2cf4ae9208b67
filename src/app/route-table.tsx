import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SignInPage } from '../features/auth/index.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { signedInAtom } from '../features/session/index.ts';

function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(signedInAtom);
  return signedIn ? children : <Navigate to="/login" replace />;
}

/** Every route of the portal. Issue 3 and 4 complete it with the spec's full table and guard. */
export const routes: RouteObject[] = [
  { path: '/login', element: <SignInPage /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <DashboardPage />
      </RequireSession>
    ),
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
