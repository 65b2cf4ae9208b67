import { Suspense, lazy, useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { loadTagManager, shouldLoadTagManager } from '../../design-system/index.ts';
import { consentAtom } from './atoms.ts';
import { useT } from '../../lib/index.ts';

// The banner (its switches) is not in the chunk /login waits for, but its download
// starts with the page: it is often the largest text painted, so it must not wait a round trip
// more. From its own file, since importing the design system's index would need all of it at once.
const banner = import('../../design-system/shell/cookie-consent/cookie-consent.tsx');
const CookieConsent = lazy(() => banner.then((m) => ({ default: m.CookieConsent })));

const tagManagerId = import.meta.env.VITE_GTM_ID as string | undefined;

/** Asks for cookie consent once, and starts the tag manager only where the spec allows it. */
export function ConsentManager() {
  const t = useT();
  const [consent, setConsent] = useAtom(consentAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    if (tagManagerId && shouldLoadTagManager(pathname, consent)) loadTagManager(tagManagerId);
  }, [pathname, consent]);
  if (consent) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent
        onChoose={setConsent}
        text={{
          title: t('consent.title'),
          body: t('consent.body'),
          productWebsite: t('consent.productWebsite'),
          analytics: t('consent.analytics'),
          acceptAll: t('consent.acceptAll'),
          necessaryOnly: t('consent.necessaryOnly'),
          save: t('consent.save'),
        }}
      />
    </Suspense>
  );
}
