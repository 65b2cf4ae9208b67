import { Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { DesignSystemProvider } from '../../design-system/index.ts';
import { languageAtom } from '../../features/session/index.ts';
import { directionOf } from '../i18n.tsx';

/**
 * The sign-in, registration and auth pages: spec §1 keeps them in the Latin font even in Arabic,
 * so this nests a theme without the Arabic family.
 */
export function AuthLayout() {
  const language = useAtomValue(languageAtom);
  return (
    <DesignSystemProvider direction={directionOf(language)} arabicFont={false}>
      <Outlet />
    </DesignSystemProvider>
  );
}
