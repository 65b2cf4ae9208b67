export { QuizzesPage } from './components/quizzes-page.tsx';
// What the missions screens share with quizzes: the quiz list (step targets), areas and texts.
export { useQuizzes } from './api/quizzes.ts';
export { RowAction, useListActions } from './components/list-actions.tsx';
export { LocalisedFields, localised } from './components/localised-fields.tsx';
export { useLastShown } from './components/use-last-shown.ts';
export { SaveFailureAlert, useSaveFailure, type SaveFailure } from './components/save-refusal.tsx';
