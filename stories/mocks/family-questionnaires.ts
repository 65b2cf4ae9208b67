import { delay, HttpResponse } from 'msw';
import type {
  AnsweredResponse,
  AnswerItem,
  MyQuestionnaire,
  QuestionnaireResponse,
  SafetyNet,
} from '../../src/api/contracts/questionnaires.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { familyQuestionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

const id = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const tobi = {
  id: id(900),
  type: 3,
  first_name: 'Tobi',
  surname: 'Okafor',
  full_name: null,
  patient_number: null,
  app_code: 'K7P3QX',
};

/** Sleep, then (only when Tobi slept badly) what kept him awake, then appetite: a branch on the first answer. */
const sleepCheck: MyQuestionnaire = {
  response_id: id(1),
  questionnaire_id: id(101),
  status: 'pending',
  assigned_at: '2026-11-20T09:00:00.000Z',
  answered_at: null,
  version: 1,
  title: { en: 'Sleep and appetite', ar: 'النوم والشهية', es: 'Sueño y apetito' },
  description: {
    en: 'Before the clinic on Friday.',
    ar: 'قبل العيادة يوم الجمعة.',
    es: 'Antes de la consulta del viernes.',
  },
  item: [
    {
      linkId: 'slept',
      text: {
        en: 'Did your child sleep well?',
        ar: 'هل نام طفلك جيدًا؟',
        es: '¿Ha dormido bien tu hijo o hija?',
      },
      type: 'boolean',
      required: true,
    },
    {
      linkId: 'awake',
      text: {
        en: 'What kept your child awake?',
        ar: 'ما الذي أبقى طفلك مستيقظًا؟',
        es: '¿Qué le ha mantenido despierto?',
      },
      type: 'text',
      required: true,
      enableWhen: [{ question: 'slept', operator: '=', answer: { valueBoolean: false } }],
    },
    {
      linkId: 'appetite',
      text: { en: 'How is their appetite?', ar: 'كيف شهيته؟', es: '¿Qué tal el apetito?' },
      type: 'choice',
      required: true,
      answerOption: [
        { code: 'good', display: { en: 'Good', ar: 'جيدة', es: 'Bueno' } },
        { code: 'poor', display: { en: 'Poor', ar: 'ضعيفة', es: 'Escaso' } },
      ],
    },
  ],
  answers: [],
  draft_saved_at: null,
  subject: tobi,
};

const draftAnswers: AnswerItem[] = [
  { linkId: 'slept', answer: [{ valueBoolean: false }] },
  { linkId: 'awake', answer: [{ valueString: 'A cough' }] },
];
const withDraft: MyQuestionnaire = {
  ...sleepCheck,
  answers: draftAnswers,
  draft_saved_at: '2026-11-26T18:00:00.000Z',
};
const answered: MyQuestionnaire = {
  ...sleepCheck,
  response_id: id(2),
  status: 'completed',
  answered_at: '2026-11-27T10:30:00.000Z',
  answers: [...draftAnswers, { linkId: 'appetite', answer: [{ valueCoding: { code: 'poor' } }] }],
};
const forGuardian: MyQuestionnaire = {
  ...sleepCheck,
  response_id: id(3),
  title: { en: 'Your visit', ar: 'زيارتك', es: 'Tu visita' },
  subject: null,
};

export const myQuestionnaires = { fresh: sleepCheck, withDraft, answered, forGuardian };

const asResponse = (q: MyQuestionnaire, answers: AnswerItem[]): QuestionnaireResponse => ({
  id: q.response_id,
  questionnaire_id: q.questionnaire_id,
  version: q.version,
  user: {
    id: fixtures.guardian.id,
    type: 2,
    first_name: 'Grace',
    surname: 'Okafor',
    full_name: null,
    patient_number: null,
    app_code: null,
  },
  status: 'completed',
  assigned_at: q.assigned_at,
  answered_at: '2026-11-27T10:30:00.000Z',
  answered_by: fixtures.guardian.id,
  score: null,
  answers,
  subject: q.subject,
});

const one = (q: MyQuestionnaire) =>
  answer(familyQuestionnairesEndpoints.one, () => HttpResponse.json<MyQuestionnaire>(q));

export const familyQuestionnaireHandlers = {
  list: answer(familyQuestionnairesEndpoints.mine, () =>
    HttpResponse.json<{ data: MyQuestionnaire[] }>({ data: [withDraft, forGuardian, answered] }),
  ),
  none: answer(familyQuestionnairesEndpoints.mine, () =>
    HttpResponse.json<{ data: MyQuestionnaire[] }>({ data: [] }),
  ),
  pending: answer(familyQuestionnairesEndpoints.mine, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(familyQuestionnairesEndpoints.mine, () =>
    apiError({ status: 403, code: 'Forbidden', message: 'The Questionnaires feature is not enabled' }),
  ),
  fresh: one(sleepCheck),
  withDraft: one(withDraft),
  /** Half answered with "Yes": the branch about what kept the child awake stays closed. */
  sleptWellDraft: one({
    ...withDraft,
    answers: [{ linkId: 'slept', answer: [{ valueBoolean: true }] }],
  }),
  answered: one(answered),
  onePending: answer(familyQuestionnairesEndpoints.one, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  draftSaves: answer(familyQuestionnairesEndpoints.saveDraft, async ({ request }) => {
    const { answers } = (await request.json()) as { answers: AnswerItem[] };
    return HttpResponse.json<MyQuestionnaire>({
      ...sleepCheck,
      answers,
      draft_saved_at: new Date().toISOString(),
    });
  }),
  submitSucceeds: answer(familyQuestionnairesEndpoints.answer, async ({ request }) => {
    const { answers } = (await request.json()) as { answers: AnswerItem[] };
    return HttpResponse.json<AnsweredResponse>({ ...asResponse(sleepCheck, answers), safety_net: null });
  }),
  /** Answers that met the duty-of-care rule: the reply carries the safety net in the family's language. */
  submitWorrying: (language: keyof typeof safetyNets) =>
    answer(familyQuestionnairesEndpoints.answer, async ({ request }) => {
      const { answers } = (await request.json()) as { answers: AnswerItem[] };
      return HttpResponse.json<AnsweredResponse>({
        ...asResponse(sleepCheck, answers),
        safety_net: safetyNets[language],
      });
    }),
};

/** The organisation's default safety net as the server writes it, in each language. */
export const safetyNets = {
  en: {
    message:
      "Thank you for your answers. The team at St Mary's Children's Hospital will look at them and may contact you. If you are worried now, contact the ward 4 nurses on 020 7946 0000. In an emergency, call 999.",
    emergency_number: '999',
  },
  ar: {
    message:
      'شكرًا على إجاباتك. سيطّلع عليها فريق مستشفى سانت ماري للأطفال وقد يتواصل معك. إذا كنت قلقًا الآن، فتواصل مع ممرضات الجناح 4 على الرقم 020 7946 0000. في حالة الطوارئ، اتصل بالرقم 999.',
    emergency_number: '999',
  },
  es: {
    message:
      'Gracias por tus respuestas. El equipo del Hospital Infantil las revisará y puede que se ponga en contacto contigo. Si te preocupa algo ahora, contacta con las enfermeras de la planta 4 (910 000 000). En caso de emergencia, llama al 112.',
    emergency_number: '112',
  },
} satisfies Record<string, SafetyNet>;
