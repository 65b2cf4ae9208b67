export { ConsentManager } from './consent-manager.tsx';
export { consentAtom, type ConsentChoice } from './atoms.ts';
