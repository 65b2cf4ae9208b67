import { atom } from 'jotai';

/**
 * The report form's success flag (docs/product.md: the authentication state's report-form flag):
 * set when a report was sent, so that /report/thanks thanks someone who did send one.
 */
export const reportSentAtom = atom(false);
