import { atom } from 'jotai';

/** The contact form's success flag (docs/product.md: the authentication state's contact-form flag). */
export const contactSentAtom = atom(false);
