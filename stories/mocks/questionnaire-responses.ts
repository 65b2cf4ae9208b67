import { delay, HttpResponse } from 'msw';
import type { QuestionnaireResponse, ResponseSummary } from '../../src/api/contracts/questionnaires.ts';
import { demoQuestionnaires } from './questionnaires.ts';
import { patients, guardians } from './app-users.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import type { EndpointShape } from '../../src/api/contracts/index.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

export const id = (n: number) => `61000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
export const painCheck = demoQuestionnaires[0] as (typeof demoQuestionnaires)[number];
const respondent = (u: (typeof patients)[number]) => ({
  id: u.id,
  type: u.type,
  first_name: u.first_name,
  surname: u.surname,
  full_name: u.full_name,
  patient_number: u.patient_number,
  app_code: u.child?.app_code ?? null,
});

/** Five people asked the demo questionnaire (items pain → level → note): three answered. */
export const demoResponses: QuestionnaireResponse[] = [
  {
    user: patients[0],
    answers: [
      { linkId: 'pain', answer: [{ valueBoolean: true }] },
      { linkId: 'level', answer: [{ valueCoding: { code: 'lot' } }] },
      { linkId: 'note', answer: [{ valueString: 'My knee hurts at night.' }] },
    ],
    score: 5,
  },
  {
    user: patients[3],
    answers: [
      { linkId: 'pain', answer: [{ valueBoolean: true }] },
      { linkId: 'level', answer: [{ valueCoding: { code: 'little' } }] },
    ],
    score: 1,
  },
  { user: guardians[0], answers: [{ linkId: 'pain', answer: [{ valueBoolean: false }] }], score: 0 },
  { user: patients[2], answers: null, score: null },
  { user: patients[1], answers: null, score: null },
].map((r, i) => ({
  id: id(i + 1),
  questionnaire_id: painCheck.id,
  version: i < 2 ? 2 : 1,
  user: respondent(r.user as (typeof patients)[number]),
  status: (r.answers ? 'completed' : 'pending') as QuestionnaireResponse['status'],
  assigned_at: at(18),
  answered_at: r.answers ? at(19 + i, 10 + i) : null,
  answered_by: r.answers ? (r.user?.id ?? null) : null,
  score: r.score,
  answers: r.answers ?? [],
  // The guardian answered about their child.
  subject: r.user === guardians[0] ? respondent(patients[0] as (typeof patients)[number]) : null,
}));

export const demoSummary: ResponseSummary = {
  questionnaire_id: painCheck.id,
  assigned: 5,
  completed: 3,
  score: { min: 0, max: 5, mean: 2 },
  questions: [
    {
      linkId: 'pain',
      text: { en: 'Does anything hurt?', ar: 'هل يؤلمك شيء؟', es: '¿Te duele algo?' },
      type: 'boolean',
      answered: 3,
      distribution: [
        { code: 'true', display: null, count: 2 },
        { code: 'false', display: null, count: 1 },
      ],
      other: 0,
      numeric: null,
      texts: [],
    },
    {
      linkId: 'level',
      text: { en: 'How much does it hurt?', ar: 'ما مدى الألم؟', es: '¿Cuánto te duele?' },
      type: 'choice',
      answered: 2,
      distribution: [
        { code: 'little', display: { en: 'A little', ar: 'قليلًا', es: 'Un poco' }, count: 1 },
        { code: 'lot', display: { en: 'A lot', ar: 'كثيرًا', es: 'Mucho' }, count: 1 },
      ],
      other: 0,
      numeric: null,
      texts: [],
    },
    {
      linkId: 'note',
      text: {
        en: 'Anything else to tell us?',
        ar: 'هل تريد إخبارنا بشيء آخر؟',
        es: '¿Algo más que contarnos?',
      },
      type: 'text',
      answered: 1,
      distribution: [],
      other: 0,
      numeric: null,
      texts: ['My knee hurts at night.'],
    },
  ],
};

const emptySummary: ResponseSummary = {
  ...demoSummary,
  assigned: 0,
  completed: 0,
  score: null,
  questions: demoSummary.questions.map((q) => ({
    ...q,
    answered: 0,
    distribution: q.distribution.map((d) => ({ ...d, count: 0 })),
    texts: [],
  })),
};

const withUsers = (users: QuestionnaireResponse[]) => ({
  data: [
    {
      ...painCheck,
      users: users.map((r) => ({
        response_id: r.id,
        user: r.user,
        status: r.status,
        version: r.version,
        assigned_at: r.assigned_at,
        answered_at: r.answered_at,
      })),
    },
  ],
});

/** The call never answers (a loading state). */
export const pending = (endpoint: Pick<EndpointShape, 'method' | 'path'>) =>
  answer(endpoint, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });
/** The call fails as a proxy in the way would. */
export const fails = (endpoint: Pick<EndpointShape, 'method' | 'path'>) =>
  answer(endpoint, () => new HttpResponse('Bad gateway', { status: 502 }));

export const assignHandlers = {
  asked: answer(questionnairesEndpoints.withUsers, () => HttpResponse.json(withUsers(demoResponses))),
  nobodyAsked: answer(questionnairesEndpoints.withUsers, () => HttpResponse.json(withUsers([]))),
  askedPending: pending(questionnairesEndpoints.withUsers),
  askedFails: fails(questionnairesEndpoints.withUsers),
  assigns: answer(questionnairesEndpoints.assign, async ({ request }) => {
    const { userIds } = (await request.json()) as { userIds: string[] };
    return HttpResponse.json(
      {
        data: userIds.map((u, i) => ({
          user_id: u,
          response_id: id(300 + i),
          created: true,
          subject_patient_id: null,
        })),
      },
      { status: 201 },
    );
  }),
  /** The server's refusal when the questionnaire stopped being Active meanwhile. */
  refused: answer(questionnairesEndpoints.assign, () =>
    apiError({ status: 409, code: 'Conflict', message: 'A draft cannot be assigned: activate it first' }),
  ),
};

type ResponseList = {
  data: QuestionnaireResponse[];
  page: number;
  size: number;
  total: number;
  total_is_estimate?: boolean;
  next_cursor: string | null;
  subjects: NonNullable<QuestionnaireResponse['subject']>[];
};

/** The answers per person as the server pages them (page, size, subject), with every child asked about. */
const pagedResponses = (all: QuestionnaireResponse[], estimate?: number) =>
  answer(questionnairesEndpoints.responses, ({ request }) => {
    const query = new URL(request.url).searchParams;
    // The mocks' cursor names the page it leads to (the server's is opaque).
    const led = /^page-(\d+)$/.exec(query.get('cursor') ?? '')?.[1];
    const page = Number(led ?? query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const subject = query.get('subject');
    const matching = subject ? all.filter((r) => r.subject?.id === subject) : all;
    const subjects = [
      ...new Map(all.flatMap((r) => (r.subject ? [[r.subject.id, r.subject]] : []))).values(),
    ];
    const body: ResponseList = {
      data: matching.slice((page - 1) * size, page * size),
      page,
      size,
      total: estimate ?? matching.length,
      total_is_estimate: estimate !== undefined,
      // "Next page" follows this cursor; a page number is for a jump.
      next_cursor: page * size < matching.length ? `page-${page + 1}` : null,
      subjects,
    };
    return HttpResponse.json(body);
  });

/** Sixty people asked: more than one page. */
const manyResponses: QuestionnaireResponse[] = Array.from({ length: 60 }, (_, i) => {
  const base = demoResponses[i % demoResponses.length] as QuestionnaireResponse;
  const n = String(i).padStart(12, '0');
  return {
    ...base,
    id: `00000000-0000-4000-8000-${n}`,
    user: {
      ...base.user,
      id: `00000000-0000-4000-9000-${n}`,
      type: 2,
      first_name: `Person ${i + 1}`,
      surname: '',
      full_name: null,
    },
  };
});

/** No prepared export of the questionnaire yet (nothing to show again after a reload). */
const noPreparedExports = answer(questionnairesEndpoints.preparedExports, () =>
  HttpResponse.json({ items: [] }),
);

export const responseHandlers = {
  populated: [
    noPreparedExports,
    pagedResponses(demoResponses),
    answer(questionnairesEndpoints.summary, () => HttpResponse.json(demoSummary)),
  ],
  many: [
    noPreparedExports,
    pagedResponses(manyResponses),
    answer(questionnairesEndpoints.summary, () => HttpResponse.json(demoSummary)),
  ],
  /** A questionnaire sent to a whole hospital: about 50,000 asked, the total an estimate (sixty made up here). */
  estimated: [
    pagedResponses(manyResponses, 50_000),
    answer(questionnairesEndpoints.summary, () => HttpResponse.json(demoSummary)),
  ],
  empty: [
    noPreparedExports,
    pagedResponses([]),
    answer(questionnairesEndpoints.summary, () => HttpResponse.json(emptySummary)),
  ],
  pending: [pending(questionnairesEndpoints.responses), pending(questionnairesEndpoints.summary)],
  fails: [fails(questionnairesEndpoints.responses), fails(questionnairesEndpoints.summary)],
  exports: [
    answer(
      questionnairesEndpoints.xlsx,
      () => new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200 }),
    ),
    answer(questionnairesEndpoints.fhir, () =>
      HttpResponse.json({ resourceType: 'Bundle', type: 'collection', entry: [] }),
    ),
    answer(
      questionnairesEndpoints.ndjson,
      () => new HttpResponse('{"resourceType":"QuestionnaireResponse"}\n', { status: 200 }),
    ),
  ],
  exportFails: answer(questionnairesEndpoints.xlsx, () =>
    apiError({ status: 403, code: 'Forbidden', message: 'Not allowed' }),
  ),
};
