import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../features/session/index.ts';

/** /logout: ends the session (a manual sign-out: no timed-out notice) and goes to /login. */
export function LogoutPage() {
  const store = useStore();
  const navigate = useNavigate();
  useEffect(() => {
    signOut(store, 'manual');
    void navigate('/login', { replace: true });
  }, [store, navigate]);
  return null;
}
