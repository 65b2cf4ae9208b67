export { AreasPage, ContentAreasPage } from './components/areas-page.tsx';
export { useAreas } from './api/areas.ts';
