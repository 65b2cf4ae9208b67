import { delay, http, HttpResponse } from 'msw';
import type { QuestionnaireChild, Scores } from '../../src/api/contracts/questionnaires.ts';
import { id } from './questionnaire-responses.ts';

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

const linkedPath = '/api/questionnaire/linked-children';
const scoresPath = '/api/questionnaire/scores';

export const childHandlers = {
  linked: http.get(linkedPath, ({ request }) => {
    const ids = asked(request);
    return HttpResponse.json<{ data: QuestionnaireChild[] }>({
      data: [
        { ...elderNoah, guardian_ids: ids },
        { ...youngerNoah, guardian_ids: ids.slice(0, 1) },
      ],
    });
  }),
  linkedPending: http.get(linkedPath, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  linkedFails: http.get(linkedPath, () => new HttpResponse('Bad gateway', { status: 502 })),
  scores: http.get(scoresPath, () => HttpResponse.json<Scores>(weeklyScores)),
  noScores: http.get(scoresPath, () => HttpResponse.json<Scores>({ data: [], total: 0, threshold: 6 })),
  scoresPending: http.get(scoresPath, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  scoresFail: http.get(scoresPath, () => new HttpResponse('Bad gateway', { status: 502 })),
};
