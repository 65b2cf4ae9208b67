/**
 * For the guardian: the questionnaires asked of them, answered and saved as drafts, over the questionnaires
 * module's calls (the staff's screens are questionnaires/).
 */
import { lazy } from 'react';

export { LIST_PATH } from './components/paths.ts';

// The list and the answering form are separate chunks: the list opens without the form's inputs.
export const MyQuestionnairesPage = lazy(async () => ({
  default: (await import('./components/list-page.tsx')).MyQuestionnairesPage,
}));
export const AnswerPage = lazy(async () => ({
  default: (await import('./components/answer-page.tsx')).AnswerPage,
}));
