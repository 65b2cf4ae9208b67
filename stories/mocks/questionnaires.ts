import { delay, HttpResponse } from 'msw';
import type { Paged } from '../../src/api/contracts/index.ts';
import type {
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireSummary,
} from '../../src/api/contracts/questionnaires.ts';
import { fixtures } from './fixtures.ts';
import { answer } from './endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

const id = (n: number) => `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TITLES = [
  { en: 'How are you feeling today?', ar: 'كيف تشعر اليوم؟', es: '¿Cómo te sientes hoy?' },
  { en: 'Pain check', ar: 'فحص الألم', es: 'Control del dolor' },
  { en: 'Sleep diary', es: 'Diario de sueño' },
  { en: 'Going home survey' },
  { en: 'Ward round notes (staff)' },
];

/** A small questionnaire with a branch and weighted options: what the builder and preview stories open. */
export const demoItems: QuestionnaireItem[] = [
  {
    linkId: 'pain',
    text: { en: 'Does anything hurt?', ar: 'هل يؤلمك شيء؟', es: '¿Te duele algo?' },
    type: 'boolean',
    required: true,
  },
  {
    linkId: 'level',
    text: { en: 'How much does it hurt?', ar: 'ما مدى الألم؟', es: '¿Cuánto te duele?' },
    type: 'choice',
    required: true,
    answerOption: [
      { code: 'little', display: { en: 'A little', ar: 'قليلًا', es: 'Un poco' }, weight: 1 },
      { code: 'lot', display: { en: 'A lot', ar: 'كثيرًا', es: 'Mucho' }, weight: 5 },
    ],
    enableWhen: [{ question: 'pain', operator: '=', answer: { valueBoolean: true } }],
  },
  {
    linkId: 'note',
    text: {
      en: 'Anything else to tell us?',
      ar: 'هل تريد إخبارنا بشيء آخر؟',
      es: '¿Algo más que contarnos?',
    },
    type: 'text',
  },
];

/** One question of each answer kind, then a question whose condition the builder stories pick. */
export const branchingItems: QuestionnaireItem[] = [
  {
    linkId: 'pain',
    text: { en: 'Are you in pain?', ar: 'هل تشعر بألم؟', es: '¿Te duele algo?' },
    type: 'boolean',
  },
  {
    linkId: 'level',
    text: { en: 'How much?', ar: 'ما مدى الألم؟', es: '¿Cuánto?' },
    type: 'choice',
    answerOption: [
      { code: 'little', display: { en: 'A little', ar: 'قليلًا', es: 'Un poco' }, weight: 1 },
      { code: 'lot', display: { en: 'A lot', ar: 'كثيرًا', es: 'Mucho' }, weight: 5 },
    ],
  },
  { linkId: 'days', text: { en: 'How many days?', ar: 'كم يومًا؟', es: '¿Cuántos días?' }, type: 'integer' },
  { linkId: 'since', text: { en: 'Since when?', ar: 'منذ متى؟', es: '¿Desde cuándo?' }, type: 'date' },
  {
    linkId: 'more',
    text: { en: 'Tell us more', ar: 'أخبرنا أكثر', es: 'Cuéntanos más' },
    type: 'text',
    enableWhen: [{ question: 'pain', operator: '=', answer: { valueBoolean: true } }],
  },
];

/** A condition on an answer the question does not have: the builder warns that its question never shows. */
export const neverShownItems: QuestionnaireItem[] = [
  ...branchingItems.slice(0, 2),
  {
    linkId: 'help',
    text: { en: 'Who can help?', ar: 'من يمكنه المساعدة؟', es: '¿Quién puede ayudar?' },
    type: 'text',
    enableWhen: [{ question: 'level', operator: '=', answer: { valueCoding: { code: 'unbearable' } } }],
  },
];

export const demoQuestionnaires: QuestionnaireSummary[] = TITLES.map((title, i) => ({
  id: id(i + 1),
  organisation_id: fixtures.stMarys.id,
  title,
  status: [1, 1, 0, 0, 2][i] ?? 0,
  version: i === 0 ? 2 : 1,
  item_count: 3 + i,
  assigned: i < 2 ? 12 - i * 4 : 0,
  answered: i < 2 ? 7 - i * 3 : 0,
  created_at: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, 21) - i * 86_400_000).toISOString(),
}));

export const demoQuestionnaire = (
  summary = demoQuestionnaires[0] as QuestionnaireSummary,
): Questionnaire => ({
  ...summary,
  version_id: id(100),
  description: { en: 'A few questions before the ward round.' },
  item: demoItems,
  dutyOfCare: { kind: 'score', threshold: 5 },
});

const page = (url: URL): Paged<QuestionnaireSummary> => {
  const p = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const status = url.searchParams.get('status');
  const rows = demoQuestionnaires
    .filter((q) => !search || q.title.en.toLowerCase().includes(search))
    .filter((q) => status === null || String(q.status) === status);
  return { data: rows.slice((p - 1) * size, p * size), page: p, size, total: rows.length };
};

const find = (questionnaireId: string | null) =>
  demoQuestionnaires.find((q) => q.id === questionnaireId) ?? demoQuestionnaires[0];

export const questionnaireHandlers = {
  many: answer(questionnairesEndpoints.list, ({ request }) => HttpResponse.json(page(new URL(request.url)))),
  empty: answer(questionnairesEndpoints.list, () =>
    HttpResponse.json<Paged<QuestionnaireSummary>>({ data: [], page: 1, size: 10, total: 0 }),
  ),
  pending: answer(questionnairesEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(questionnairesEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  one: answer(questionnairesEndpoints.get, ({ request }) =>
    HttpResponse.json(demoQuestionnaire(find(new URL(request.url).searchParams.get('id')))),
  ),
  onePending: answer(questionnairesEndpoints.get, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  oneFails: answer(questionnairesEndpoints.get, () => new HttpResponse('Bad gateway', { status: 502 })),
  /** The questionnaire with these items and no duty-of-care rule. */
  withItems: (item: QuestionnaireItem[]) =>
    answer(questionnairesEndpoints.get, () =>
      HttpResponse.json<Questionnaire>({ ...demoQuestionnaire(), item, dutyOfCare: null }),
    ),
  status: answer(questionnairesEndpoints.setStatus, async ({ request }) => {
    const body = (await request.json()) as { questionnaireId: string; status: number };
    return HttpResponse.json({ ...demoQuestionnaire(find(body.questionnaireId)), status: body.status });
  }),
  create: answer(questionnairesEndpoints.create, async ({ request }) =>
    HttpResponse.json(
      { ...demoQuestionnaire(), ...((await request.json()) as object), id: id(99), status: 0, version: 1 },
      { status: 201 },
    ),
  ),
  update: answer(questionnairesEndpoints.update, async ({ request }) =>
    HttpResponse.json({ ...demoQuestionnaire(), ...((await request.json()) as object) }),
  ),
  remove: answer(questionnairesEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
};
