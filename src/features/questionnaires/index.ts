import { lazy } from 'react';

export { QuestionnairesPage } from './components/questionnaires-page.tsx';

// A patient's scores over time, on their detail page: its own chunk, loaded where it shows.
export const PatientScores = lazy(async () => ({
  default: (await import('./scores/patient-scores.tsx')).PatientScores,
}));
