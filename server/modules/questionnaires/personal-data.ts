import { declareTable } from '../../db/personal-data.ts';
import { preparedExports } from './prepared-export-schema.ts';
import {
  questionnaireAnswerCounts,
  questionnaireAnswerTexts,
  questionnaireAssignments,
  questionnaireFlags,
  questionnaireResponses,
  questionnaireSends,
  questionnaireVersions,
  questionnaires,
  safeguardingSettings,
} from './schema.ts';

const own = { owner: 'organisation_id', organisationRows: 'organisation_id = :org' } as const;
const derived = {
  class: 'none',
  owner: 'questionnaire_id (counts and texts by response)',
  organisationRows: null,
  why: 'the report’s running tallies, rebuilt from the responses; the checksum leaves them out',
} as const;

/** Questionnaires and their answers (docs/data-protection.md). */
export const personalData = [
  declareTable(questionnaires, { class: 'organisation', ...own, why: 'the hospital’s questionnaires' }),
  declareTable(questionnaireVersions, {
    class: 'organisation',
    owner: 'questionnaire_id → questionnaires',
    organisationRows: 'questionnaire_id in (select id from questionnaires where organisation_id = :org)',
    why: 'their published definitions',
  }),
  declareTable(questionnaireAssignments, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: null,
    why: 'who a questionnaire is sent to, by id; the checksum leaves it out (the schedule moves it)',
  }),
  declareTable(questionnaireSends, {
    class: 'system',
    owner: 'assignment_id → questionnaire_assignments',
    organisationRows: null,
    why: 'which sends went, so none goes twice',
  }),
  declareTable(questionnaireResponses, {
    class: 'law',
    ...own,
    download: [{ as: 'questionnaire_responses', column: 'user_id', who: 'family' }],
    erasure: {
      delete: { columns: ['user_id'] },
      where: "status <> 'completed'",
      label: 'questionnaire_responses (unanswered)',
      why: 'answered ones stay, detached: they may be part of the child’s clinical record',
    },
    why: 'the guardian’s own and the children’s own answers; another guardian’s about a shared child stay out',
  }),
  declareTable(questionnaireFlags, {
    class: 'law',
    ...own,
    erasure: { keep: 'duty of care' },
    why: 'the staff’s duty-of-care triage, kept by the hospital; not in the download',
  }),
  declareTable(questionnaireAnswerCounts, derived),
  declareTable(questionnaireAnswerTexts, derived),
  declareTable(safeguardingSettings, { class: 'organisation', ...own, why: 'who is told of a flag' }),
  declareTable(preparedExports, {
    class: 'organisation',
    ...own,
    why: 'an admin’s export being written (its file expires)',
  }),
];
