export { ConsentManager } from './consent-manager.tsx';
export { consentAtom } from './atoms.ts';
