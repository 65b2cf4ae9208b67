import { declareTable } from '../../db/personal-data.ts';
import { quizAreas, quizAttempts, quizImages, quizzes } from './schema.ts';

const own = { owner: 'organisation_id', organisationRows: 'organisation_id = :org' } as const;

/** Quizzes and the children's attempts (docs/data-protection.md). */
export const personalData = [
  declareTable(quizzes, { class: 'organisation', ...own, why: 'the hospital’s content' }),
  declareTable(quizAreas, {
    class: 'organisation',
    owner: 'area_id → organisation_areas',
    organisationRows: 'area_id in :areas',
    why: 'where a quiz is offered',
  }),
  declareTable(quizImages, {
    class: 'organisation',
    ...own,
    checksumColumns: ['id', 'organisation_id', 'hash'],
    why: 'the questions’ pictures (the checksum sums their bytes by hash)',
  }),
  declareTable(quizAttempts, {
    class: 'family',
    ...own,
    download: [{ as: 'quiz_attempts', column: 'user_id', who: 'children' }],
    erasure: { delete: { columns: ['user_id'] }, why: 'not part of any clinical record' },
    why: 'the app’s record of them',
  }),
];
