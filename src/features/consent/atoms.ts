import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import Cookies from 'js-cookie';
import { z } from 'zod';

const COOKIE_CONSENT = 'cookie_consent';
const choiceSchema = z.object({ productWebsite: z.boolean(), analytics: z.boolean() });
export type ConsentChoice = z.infer<typeof choiceSchema>;

const read = (): ConsentChoice | null => {
  try {
    const parsed = choiceSchema.safeParse(JSON.parse(Cookies.get(COOKIE_CONSENT) ?? 'null'));
    return parsed.success ? parsed.data : null;
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
