export { MissionsPage } from './components/missions-page.tsx';
