import { lazy, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom, sessionRole } from '../../session/index.ts';

// Only a super admin without an organisation ever sees the chooser: everyone else's screens load
// without it (the route table wraps every organisation screen in this).
const ChooseOrganisation = lazy(async () => ({
  default: (await import('./choose-organisation.tsx')).ChooseOrganisation,
}));

/**
 * Around a screen that acts within an organisation: a super admin who has selected none is asked
 * to choose one here (instead of calls that would all be refused); everyone else sees the screen.
 */
export function OrganisationRequired({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  if (sessionRole(session) !== 'superAdmin' || session?.organisation) return children;
  return <ChooseOrganisation />;
}
