import { Suspense, lazy, useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { loadTagManager, shouldLoadTagManager } from '../../design-system/index.ts';
import { consentAtom } from './atoms.ts';
import { useT } from '../../lib/index.ts';

// The banner (its switches) loads after the page's first paint, not with /login (issue 13); from
// its own file, since a dynamic import of the design system's index would need all of it at once.
const CookieConsent = lazy(() =>
  import('../../design-system/shell/cookie-consent/cookie-consent.tsx').then((m) => ({
    default: m.CookieConsent,
  })),
);

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
