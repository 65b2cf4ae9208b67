import { delay, HttpResponse } from 'msw';
import type { QuestionnaireAssignment } from '../../src/api/contracts/questionnaires.ts';
import { demoQuestionnaires } from './questionnaires.ts';
import { guardians } from './app-users.ts';
import { answer } from './endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

const id = (n: number) => `62000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
const painCheck = demoQuestionnaires[0] as (typeof demoQuestionnaires)[number];
const respondent = (u: (typeof guardians)[number]) => ({
  id: u.id,
  type: u.type,
  first_name: u.first_name,
  surname: u.surname,
  full_name: u.full_name,
  patient_number: u.patient_number,
  app_code: null,
});
const [first, second] = guardians.map(respondent) as [
  ReturnType<typeof respondent>,
  ReturnType<typeof respondent>,
];

/**
 * Two assignments of the demo questionnaire: a weekly one with two reminders two days apart (asked,
 * reminded twice, repeated; one reminder failed, one guardian has no address), and a one-off.
 */
export const demoAssignments: QuestionnaireAssignment[] = [
  {
    id: id(1),
    questionnaire_id: painCheck.id,
    assigned_by: '40000000-0000-4000-8000-000000000001',
    created_at: at(2),
    recipients: [first, second],
    subject: null,
    repeat: { every: 1, unit: 'week', until: '2026-12-31' },
    remind: { afterDays: 2, atMost: 2 },
    stopped_at: null,
    sends: [
      { kind: 'assigned', occurrence: 0, ordinal: 0, day: 2, who: first, state: 'sent' },
      { kind: 'assigned', occurrence: 0, ordinal: 0, day: 2, who: second, state: 'sent' },
      { kind: 'reminder', occurrence: 0, ordinal: 1, day: 4, who: first, state: 'sent' },
      { kind: 'reminder', occurrence: 0, ordinal: 1, day: 4, who: second, state: null },
      { kind: 'reminder', occurrence: 0, ordinal: 2, day: 6, who: first, state: 'failed' },
      { kind: 'repeat', occurrence: 1, ordinal: 0, day: 9, who: first, state: 'queued' },
    ].map((s, i) => ({
      id: id(100 + i),
      recipient: s.who,
      kind: s.kind as 'assigned' | 'reminder' | 'repeat',
      occurrence: s.occurrence,
      ordinal: s.ordinal,
      sent_at: at(s.day),
      state: s.state as 'queued' | 'sent' | 'failed' | null,
      failure: s.state === null ? 'The guardian has no e-mail address' : null,
    })),
  },
  {
    id: id(2),
    questionnaire_id: painCheck.id,
    assigned_by: '40000000-0000-4000-8000-000000000001',
    created_at: at(1, 14),
    recipients: [first],
    subject: null,
    repeat: null,
    remind: null,
    stopped_at: null,
    sends: [],
  },
];

export const assignmentHandlers = {
  populated: answer(questionnairesEndpoints.assignments, () => HttpResponse.json({ data: demoAssignments })),
  empty: answer(questionnairesEndpoints.assignments, () => HttpResponse.json({ data: [] })),
  pending: answer(questionnairesEndpoints.assignments, async () => {
    await delay('infinite');
    return HttpResponse.json({ data: [] });
  }),
  fails: answer(questionnairesEndpoints.assignments, () => new HttpResponse('Bad gateway', { status: 502 })),
};
