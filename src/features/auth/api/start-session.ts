import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { Session } from '../../../api/contracts/index.ts';
import { clearSessionTimedOut, sessionAtom } from '../../session/index.ts';

/**
 * Keeps a session the API handed out (sign-in, SSO, activation) in memory and opens the portal;
 * its refresh token is in the server's HttpOnly cookie, never in the answer.
 */
export function useStartSession(): (session: Session) => Promise<void> {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  return useCallback(
    async (session: Session) => {
      clearSessionTimedOut();
      setSession({
        token: session.access_token,
        user: session.user,
        organisation: session.organisation,
      });
      await navigate('/', { replace: true });
    },
    [setSession, navigate],
  );
}
