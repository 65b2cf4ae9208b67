import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Session } from '../../../api/contracts/index.ts';
import {
  clearSessionTimedOut,
  openReturnPath,
  rememberManualSignOut,
  sessionAtom,
  sessionConfirmedAtAtom,
} from '../../session/index.ts';

/**
 * Keeps a session the API handed out (sign-in, SSO, activation) in memory and opens the portal;
 * its refresh token is in the server's HttpOnly cookie, never in the answer. Opens the page the
 * sign-in page's `next` names (a portal page or the published Storybook), else the dashboard.
 */
export function useStartSession(): (session: Session) => Promise<void> {
  const setSession = useSetAtom(sessionAtom);
  const setConfirmed = useSetAtom(sessionConfirmedAtAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    async (session: Session) => {
      clearSessionTimedOut();
      rememberManualSignOut(false);
      setSession({
        token: session.access_token,
        user: session.user,
        organisation: session.organisation,
      });
      setConfirmed(Date.now());
      // Back to the page a time-out or a deep link sent the user away from (only this site's paths),
      // or to the published Storybook, which the server serves outside the portal's routes.
      await openReturnPath(search, (path) => navigate(path, { replace: true }));
    },
    [setSession, setConfirmed, navigate, search],
  );
}
