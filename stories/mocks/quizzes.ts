import { delay, http, HttpResponse } from 'msw';
import type { Mission, MissionProgress } from '../../src/api/contracts/missions.ts';
import type { Quiz, QuizInput, QuizResults, QuizSummary } from '../../src/api/contracts/quizzes.ts';
import { demoArea } from './areas.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { quizzesEndpoints } from '../../src/api/contracts/quizzes.ts';
import { missionsEndpoints } from '../../src/api/contracts/missions.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';
import { videosEndpoints } from '../../src/api/contracts/index.ts';

const id = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (n: number, first: string, surname: string, appCode: string) => ({
  id: `71000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 3,
  first_name: first,
  surname,
  full_name: null,
  patient_number: `SM${10400 + n}`,
  app_code: appCode,
});
const patients = [
  person(1, 'Amelia', 'Jones', 'ACDEFG'),
  person(2, 'Oliver', 'Smith', 'HJKMNP'),
  person(3, 'Isla', 'Brown', 'QRTUVW'),
];

export const demoQuiz: Quiz = {
  id: id(1),
  organisation_id: fixtures.stMarys.id,
  title: { en: 'Staying safe on the ward', ar: 'الأمان في الجناح', es: 'Seguros en la planta' },
  description: { en: 'Two questions about keeping germs away and asking for help.' },
  question_count: 2,
  area_ids: [demoArea.oncologyWard.id],
  patient_count: 2,
  attempt_count: 3,
  created_at: '2026-11-10T09:00:00.000Z',
  updated_at: '2026-11-12T09:00:00.000Z',
  questions: [
    {
      id: 'hands',
      kind: 'single',
      text: {
        en: 'When do we wash our hands?',
        ar: 'متى نغسل أيدينا؟',
        es: '¿Cuándo nos lavamos las manos?',
      },
      explanation: { en: 'Clean hands keep germs away from everyone on the ward.' },
      image_id: null,
      image_url: null,
      choices: [
        { id: 'always', text: { en: 'Before eating and after the toilet' }, correct: true },
        { id: 'never', text: { en: 'Only at bedtime' }, correct: false },
      ],
    },
    {
      id: 'help',
      kind: 'multiple',
      text: { en: 'Who can help when something hurts?', ar: 'من يستطيع المساعدة عندما يؤلمك شيء؟' },
      explanation: null,
      image_id: null,
      image_url: null,
      choices: [
        { id: 'nurse', text: { en: 'A nurse' }, correct: true },
        { id: 'doctor', text: { en: 'A doctor' }, correct: true },
        { id: 'nobody', text: { en: 'Nobody' }, correct: false },
      ],
    },
  ],
};

const summary = ({ questions: _q, ...rest }: Quiz): QuizSummary => rest;
export const demoQuizzes: QuizSummary[] = [
  summary(demoQuiz),
  {
    ...summary(demoQuiz),
    id: id(2),
    title: { en: 'Going home checklist' },
    question_count: 5,
    area_ids: [],
    patient_count: 0,
    attempt_count: 0,
  },
];

export const demoResults: QuizResults = {
  quiz_id: demoQuiz.id,
  patients: [
    {
      user: patients[0] as QuizResults['patients'][number]['user'],
      attempts: 1,
      best_score: 2,
      last_score: 2,
      total: 2,
      last_submitted_at: '2026-11-20T10:00:00.000Z',
    },
    {
      user: patients[1] as QuizResults['patients'][number]['user'],
      attempts: 2,
      best_score: 1,
      last_score: 1,
      total: 2,
      last_submitted_at: '2026-11-21T15:30:00.000Z',
    },
  ],
  questions: demoQuiz.questions.map((q) => ({
    question_id: q.id,
    text: q.text,
    answered: 2,
    correct: q.id === 'hands' ? 2 : 1,
    choices: q.choices.map((c) => ({ ...c, chosen: c.correct ? (q.id === 'hands' ? 2 : 1) : 0 })),
  })),
};

export const demoMission: Mission = {
  id: id(10),
  organisation_id: fixtures.stMarys.id,
  title: { en: 'Ready for the ward', ar: 'مستعدون للجناح', es: 'Listos para la planta' },
  description: null,
  steps: [
    { id: 'quiz', kind: 'quiz', target_id: demoQuiz.id, title: { en: 'Do the ward quiz' } },
    { id: 'feel', kind: 'questionnaire', target_id: id(20), title: { en: 'Tell us how you feel' } },
    { id: 'breathe', kind: 'content_item', target_id: id(30), title: { en: 'Try bubble breathing' } },
  ],
  badge: { name: { en: 'Ward explorer', ar: 'مستكشف الجناح' }, icon: 'rocket' },
  area_ids: [demoArea.oncologyWard.id],
  started_count: 2,
  completed_count: 1,
  created_at: '2026-11-10T09:00:00.000Z',
  updated_at: '2026-11-12T09:00:00.000Z',
};

export const demoProgress: MissionProgress = {
  mission_id: demoMission.id,
  step_count: 3,
  patients: [
    {
      user: patients[0] as MissionProgress['patients'][number]['user'],
      step_ids: ['quiz', 'feel', 'breathe'],
      last_progress_at: '2026-11-20T11:00:00.000Z',
      badge_awarded_at: '2026-11-20T11:00:00.000Z',
    },
    {
      user: patients[1] as MissionProgress['patients'][number]['user'],
      step_ids: ['quiz'],
      last_progress_at: '2026-11-21T16:00:00.000Z',
      badge_awarded_at: null,
    },
    {
      user: patients[2] as MissionProgress['patients'][number]['user'],
      step_ids: [],
      last_progress_at: null,
      badge_awarded_at: null,
    },
  ],
};

/**
 * The server's answer to a saved quiz: the body with what the server adds (ids, counts, image
 * addresses), in the contract's shape — the editor checks the answer against it.
 */
export const savedQuiz = (body: QuizInput, quizId: string): Quiz => ({
  ...summary(demoQuiz),
  id: quizId,
  title: body.title,
  description: body.description ?? null,
  question_count: body.questions.length,
  questions: body.questions.map((q) => ({
    ...q,
    explanation: q.explanation ?? null,
    image_id: q.image_id ?? null,
    image_url: q.image_id ? `/api/quizzes/images/${q.image_id}?v=1` : null,
  })),
});

const pending = async () => {
  await delay('infinite');
  return HttpResponse.json(null);
};
const badGateway = () => new HttpResponse('Bad gateway', { status: 502 });

export const quizHandlers = {
  many: answer(quizzesEndpoints.list, () => HttpResponse.json({ data: demoQuizzes })),
  empty: answer(quizzesEndpoints.list, () => HttpResponse.json({ data: [] })),
  pending: answer(quizzesEndpoints.list, pending),
  fails: answer(quizzesEndpoints.list, badGateway),
  one: answer(quizzesEndpoints.get, () => HttpResponse.json(demoQuiz)),
  results: answer(quizzesEndpoints.results, () => HttpResponse.json(demoResults)),
  noResults: answer(quizzesEndpoints.results, () =>
    HttpResponse.json<QuizResults>({ quiz_id: demoQuiz.id, patients: [], questions: [] }),
  ),
  resultsFail: answer(quizzesEndpoints.results, badGateway),
  create: answer(quizzesEndpoints.create, async ({ request }) =>
    HttpResponse.json(savedQuiz((await request.json()) as QuizInput, id(99)), { status: 201 }),
  ),
  update: answer(quizzesEndpoints.update, async ({ request, params }) =>
    HttpResponse.json(savedQuiz((await request.json()) as QuizInput, String(params.id))),
  ),
  areas: answer(quizzesEndpoints.setAreas, async ({ request }) =>
    HttpResponse.json({ ...demoQuiz, area_ids: ((await request.json()) as { area_ids: string[] }).area_ids }),
  ),
  remove: answer(quizzesEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
  removeRefused: answer(quizzesEndpoints.remove, () =>
    apiError({ status: 409, code: 'Conflict', message: 'The quiz is a step of "Ready for the ward"' }),
  ),
};

export const missionHandlers = {
  many: answer(missionsEndpoints.list, () => HttpResponse.json({ data: [demoMission] })),
  empty: answer(missionsEndpoints.list, () => HttpResponse.json({ data: [] })),
  pending: answer(missionsEndpoints.list, pending),
  fails: answer(missionsEndpoints.list, badGateway),
  progress: answer(missionsEndpoints.progress, () => HttpResponse.json(demoProgress)),
  progressFails: answer(missionsEndpoints.progress, badGateway),
  create: answer(missionsEndpoints.create, async ({ request }) =>
    HttpResponse.json({ ...demoMission, ...((await request.json()) as object), id: id(98) }, { status: 201 }),
  ),
  update: answer(missionsEndpoints.update, async ({ request }) =>
    HttpResponse.json({ ...demoMission, ...((await request.json()) as object) }),
  ),
  remove: answer(missionsEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
  areas: answer(missionsEndpoints.setAreas, async ({ request }) =>
    HttpResponse.json({
      ...demoMission,
      area_ids: ((await request.json()) as { area_ids: string[] }).area_ids,
    }),
  ),
  /** What the step editor offers besides quizzes. */
  targets: [
    answer(questionnairesEndpoints.list, () =>
      HttpResponse.json({
        data: [
          {
            id: id(20),
            organisation_id: fixtures.stMarys.id,
            title: { en: 'How are you feeling today?' },
            status: 1,
            version: 1,
            item_count: 3,
            assigned: 0,
            answered: 0,
            created_at: '2026-11-01T09:00:00.000Z',
            updated_at: '2026-11-01T09:00:00.000Z',
          },
        ],
        page: 1,
        size: 1000,
        total: 1,
      }),
    ),
    answer(videosEndpoints.list, () => HttpResponse.json({ data: [], page: 1, size: 100, total: 0 })),
    http.get('/api/organisations/:id/content-items', () =>
      HttpResponse.json({
        // As the demo organisation has it: only its features are `enabled`; carousel items are chosen per area.
        content_categories: [
          {
            name: 'Games',
            content_items: [
              { id: id(30), name: 'Bubble breathing', code: 'game-bubble-breathing', enabled: false },
            ],
          },
          {
            name: 'Features',
            content_items: [{ id: id(31), name: 'Quizzes', code: 'xplr-fea-quiz', enabled: true }],
          },
        ],
      }),
    ),
  ],
};
