import { lazy } from 'react';

export { LIST_PATH } from './components/paths.ts';

// The list and the answering form are separate chunks: the list opens without the form's inputs.
export const MyQuestionnairesPage = lazy(async () => ({
  default: (await import('./components/list-page.tsx')).MyQuestionnairesPage,
}));
export const AnswerPage = lazy(async () => ({
  default: (await import('./components/answer-page.tsx')).AnswerPage,
}));
