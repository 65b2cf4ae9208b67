export { AreasPage, ContentAreasPage } from './components/areas-page.tsx';
