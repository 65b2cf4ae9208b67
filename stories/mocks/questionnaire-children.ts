import { delay, HttpResponse } from 'msw';
import type { QuestionnaireChild, Scores } from '../../src/api/contracts/questionnaires.ts';
import { id } from './questionnaire-responses.ts';
import { answer } from './endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

/**
 * Two children of one name, told apart by date of birth and patient number: the elder is linked to
 * every guardian asked about (co-parents), the younger to the first of them only.
 */
const noah = (
  n: number,
  date_of_birth: string,
  patient_number: string,
): Omit<QuestionnaireChild, 'guardian_ids'> => ({
  id: id(900 + n),
  first_name: 'Noah',
  surname: 'Ahmed',
  full_name: null,
  patient_number,
  date_of_birth,
});
export const elderNoah = noah(1, '2016-03-14', 'SM10400');
export const youngerNoah = noah(2, '2019-07-01', 'SM10877');

const asked = (request: Request) => (new URL(request.url).searchParams.get('userIds') ?? '').split(',');

/** A child's scores across six weekly repeats; the threshold (6) is met twice. */
export const weeklyScores: Scores = {
  // One a week from 2 November.
  data: [2, 3, 7, 5, 8, 4].map((score, i) => ({
    response_id: id(950 + i),
    answered_at: new Date(Date.UTC(2026, 10, 2 + 7 * i, 10)).toISOString(),
    score,
  })),
  total: 6,
  threshold: 6,
};

const linked = questionnairesEndpoints.linkedChildren;
const scores = questionnairesEndpoints.scores;

export const childHandlers = {
  linked: answer(linked, ({ request }) => {
    const ids = asked(request);
    return HttpResponse.json<{ data: QuestionnaireChild[] }>({
      data: [
        { ...elderNoah, guardian_ids: ids },
        { ...youngerNoah, guardian_ids: ids.slice(0, 1) },
      ],
    });
  }),
  linkedPending: answer(linked, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  linkedFails: answer(linked, () => new HttpResponse('Bad gateway', { status: 502 })),
  scores: answer(scores, () => HttpResponse.json<Scores>(weeklyScores)),
  noScores: answer(scores, () => HttpResponse.json<Scores>({ data: [], total: 0, threshold: 6 })),
  scoresPending: answer(scores, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  scoresFail: answer(scores, () => new HttpResponse('Bad gateway', { status: 502 })),
};
