import { useEffect, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { isPortalType, loginPathFor, sessionAtom, signOut } from '../../features/session/index.ts';
import { routeAccess } from './access.ts';

/**
 * Route access from the route table: allow, send to / or to /login (carrying where the user was
 * going, so that signing in returns there); an unknown address renders the
 * not-found route; a session of a non-portal type is ended.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const store = useStore();
  const { pathname, search, hash } = useLocation();
  const type = session?.user.type;
  const foreignType = type !== undefined && !isPortalType(type);
  useEffect(() => {
    if (foreignType) signOut(store, 'manual');
  }, [foreignType, store]);

  const viewer = session ? { type: session.user.type, features: session.organisation?.features ?? [] } : null;
  const access = routeAccess(pathname, viewer);
  if (access === 'redirect-login')
    return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  if (access === 'redirect-home') return <Navigate to="/" replace />;
  return children;
}
