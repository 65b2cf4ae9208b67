export { QuestionnairesPage } from './components/questionnaires-page.tsx';
