export { consentAtom, type ConsentChoice } from './atoms.ts';
export { ConsentManager } from './consent-manager.tsx';
