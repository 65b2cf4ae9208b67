import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { CookieConsent, loadTagManager, shouldLoadTagManager } from '../../design-system/index.ts';
import { consentAtom } from './atoms.ts';
import { useT } from '../../lib/index.ts';

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
  );
}
