import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import Cookies from 'js-cookie';

const COOKIE_CONSENT = 'cookie_consent';
export interface ConsentChoice {
  productWebsite: boolean;
  analytics: boolean;
}

/**
 * The cookie's choice: an object with both switches, nothing else kept. Checked by hand rather than
 * with zod, which the banner's first paint on /login would otherwise load.
 */
const read = (): ConsentChoice | null => {
  try {
    const value: unknown = JSON.parse(Cookies.get(COOKIE_CONSENT) ?? 'null');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { productWebsite, analytics } = value as Record<string, unknown>;
    return typeof productWebsite === 'boolean' && typeof analytics === 'boolean'
      ? { productWebsite, analytics }
      : null;
  } catch {
    return null;
  }
};

const baseConsentAtom = atomWithDefault<ConsentChoice | null>(() => read());

/** The visitor's cookie consent (product website, analytics), kept for 365 days; null until chosen. */
export const consentAtom = atom(
  (get) => get(baseConsentAtom),
  (_get, set, choice: ConsentChoice) => {
    Cookies.set(COOKIE_CONSENT, JSON.stringify(choice), { expires: 365, sameSite: 'lax', path: '/' });
    set(baseConsentAtom, choice);
  },
);
