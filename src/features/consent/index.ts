export { ConsentManager } from './consent-manager.tsx';
