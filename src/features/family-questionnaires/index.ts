export { MyQuestionnairesPage } from './components/list-page.tsx';
export { AnswerPage } from './components/answer-page.tsx';
