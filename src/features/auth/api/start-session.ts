import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { Session } from '../../../api/contracts/index.ts';
import { clearSessionTimedOut, sessionAtom } from '../../session/index.ts';

/** Keeps a session the API handed out (sign-in, SSO, activation) and opens the portal. */
export function useStartSession(): (session: Session) => Promise<void> {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  return useCallback(
    async (session: Session) => {
      clearSessionTimedOut();
      setSession({
        token: session.access_token,
        refreshToken: session.refresh_token,
        user: session.user,
        organisation: session.organisation,
      });
      await navigate('/', { replace: true });
    },
    [setSession, navigate],
  );
}
