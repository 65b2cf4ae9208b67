import { HttpResponse } from 'msw';
import type {
  FlagState,
  QuestionnaireFlag,
  QuestionnaireResponse,
  SafeguardingView,
} from '../../src/api/contracts/questionnaires.ts';
import { at, demoResponses, fails, id, painCheck, pending } from './questionnaire-responses.ts';
import { answer } from './endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

const MINUTE = 60_000;
/** An instant `minutes` from now (negative: ago), so that a flag's clock reads the same whenever it is shown. */
const fromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
/**
 * The same, half a minute further from now, for the instants a flag's clock counts from or to: it shows
 * whole minutes, so an instant exactly 90 minutes ago reads "1 h 30 min" at the story's first
 * millisecond and "1 h 29 min" or "1 h 30 min" by a few milliseconds either way; half a minute off the
 * boundary it reads the same however long the story has run.
 */
const clockFromNow = (minutes: number) => fromNow(minutes + Math.sign(minutes) / 2);
const STAFF_ID = '40000000-0000-4000-8000-000000000001';
const tobi = {
  id: '40000000-0000-4000-8000-000000000900',
  type: 3,
  first_name: 'Tobi',
  surname: 'Okafor',
  full_name: null,
  patient_number: 'SM10400',
  app_code: 'K7P-3QX',
};

const base = (n: number, response: number, raisedMinutesAgo: number): QuestionnaireFlag => ({
  id: id(n),
  questionnaire_id: painCheck.id,
  questionnaire_title: painCheck.title,
  response_id: id(response),
  user: demoResponses[response - 1]?.user as QuestionnaireResponse['user'],
  subject: null,
  rule: { kind: 'score', threshold: 5 },
  question: null,
  score: 5,
  state: 'raised',
  raised_at: clockFromNow(-raisedMinutesAgo),
  acknowledged_at: null,
  acknowledged_by: null,
  note: null,
  started_at: null,
  resolved_at: null,
  resolved_by: null,
  outcome: null,
  resolution_note: null,
  escalations: 0,
  next_escalation_at: null,
});

/** One flag in each state: raised (about Tobi, answered by his guardian), acknowledged, in progress, resolved. */
export const demoFlags: QuestionnaireFlag[] = [
  {
    ...base(201, 1, 90),
    user: demoResponses[2]?.user as QuestionnaireResponse['user'],
    subject: tobi,
    next_escalation_at: clockFromNow(150),
  },
  {
    ...base(202, 2, 60 * 9),
    rule: { kind: 'answer', linkId: 'level', answer: { valueCoding: { code: 'lot' } } },
    question: { en: 'How much does it hurt?', ar: 'ما مدى الألم؟', es: '¿Cuánto te duele?' },
    score: 1,
    state: 'acknowledged',
    escalations: 1,
    acknowledged_at: fromNow(-60 * 4),
    acknowledged_by: STAFF_ID,
    note: 'Called the family; pain relief reviewed.',
  },
  {
    ...base(203, 1, 60 * 26),
    state: 'in_progress',
    acknowledged_at: fromNow(-60 * 25),
    acknowledged_by: STAFF_ID,
    started_at: fromNow(-60 * 24),
  },
  {
    ...base(204, 2, 60 * 72),
    state: 'resolved',
    raised_at: at(17, 15),
    acknowledged_at: at(17, 16),
    acknowledged_by: STAFF_ID,
    started_at: at(17, 17),
    resolved_at: at(18, 9),
    resolved_by: STAFF_ID,
    outcome: 'family_contacted',
    resolution_note: 'Spoke to the family; a clinic visit is booked.',
  },
];

/** A raised flag nobody acknowledged in time: escalated twice, the next one due now. */
export const overdueFlag: QuestionnaireFlag = {
  ...base(205, 1, 60 * 9),
  subject: tobi,
  escalations: 2,
  next_escalation_at: fromNow(-1),
};

const matches = (status: string, state: FlagState) =>
  status === 'all' ||
  (status === 'open' && state === 'raised') ||
  (status === 'active' && state !== 'resolved') ||
  (status === 'resolved' && state === 'resolved');

const stepped = (flag: QuestionnaireFlag, action: string, body: Record<string, string>): QuestionnaireFlag =>
  action === 'acknowledge'
    ? {
        ...flag,
        state: 'acknowledged',
        acknowledged_at: fromNow(0),
        next_escalation_at: null,
        note: body.note ?? null,
      }
    : action === 'start'
      ? { ...flag, state: 'in_progress', started_at: fromNow(0) }
      : {
          ...flag,
          state: 'resolved',
          resolved_at: fromNow(0),
          outcome: body.outcome as QuestionnaireFlag['outcome'],
          resolution_note: body.note ?? null,
        };

export const flagHandlers = {
  populated: answer(questionnairesEndpoints.flags, ({ request }) => {
    const status = new URL(request.url).searchParams.get('status') ?? 'open';
    return HttpResponse.json({ data: demoFlags.filter((f) => matches(status, f.state)) });
  }),
  overdue: answer(questionnairesEndpoints.flags, () => HttpResponse.json({ data: [overdueFlag] })),
  /** Flags of named rules: each names the rule that raised it. */
  named: answer(questionnairesEndpoints.flags, () =>
    HttpResponse.json({
      data: demoFlags.slice(0, 2).map((f) => ({
        ...f,
        state: 'raised',
        acknowledged_at: null,
        note: null,
        rule: {
          ...f.rule,
          label:
            f.rule.kind === 'score'
              ? { en: 'Low mood', ar: 'مزاج منخفض', es: 'Ánimo bajo' }
              : { en: 'Severe pain', ar: 'ألم شديد', es: 'Dolor fuerte' },
        },
      })),
    }),
  ),
  empty: answer(questionnairesEndpoints.flags, () => HttpResponse.json({ data: [] })),
  pending: pending(questionnairesEndpoints.flags),
  fails: fails(questionnairesEndpoints.flags),
  steps: (['acknowledge', 'start', 'resolve'] as const).map((action) =>
    answer(questionnairesEndpoints[`${action}Flag`], async ({ params, request }) => {
      // Starting a flag sends no body.
      const body = (await request.json().catch(() => ({}))) as Record<string, string>;
      const flag = demoFlags.find((f) => f.id === params.id) ?? (demoFlags[0] as QuestionnaireFlag);
      return HttpResponse.json<QuestionnaireFlag>(stepped(flag, action, body));
    }),
  ),
};

/** St Mary's safeguarding settings: two staff to choose from, one named, the defaults otherwise. */
export const demoSafeguarding: SafeguardingView = {
  contact_user_ids: [STAFF_ID],
  team_email: 'safeguarding@stmarys.test',
  acknowledge_hours: 4,
  emergency_number: '999',
  urgent_help: { en: 'the ward 4 nurses on 020 7946 0000, day and night' },
  staff: [
    { id: STAFF_ID, type: 1, first_name: 'Amira', surname: 'Haddad' },
    { id: '40000000-0000-4000-8000-000000000002', type: 4, first_name: 'Nadia', surname: 'Nurse' },
  ],
};

export const safeguardingHandlers = {
  populated: answer(questionnairesEndpoints.safeguarding, () => HttpResponse.json(demoSafeguarding)),
  pending: pending(questionnairesEndpoints.safeguarding),
  fails: fails(questionnairesEndpoints.safeguarding),
  saves: answer(questionnairesEndpoints.saveSafeguarding, async ({ request }) =>
    HttpResponse.json<SafeguardingView>({
      ...((await request.json()) as Omit<SafeguardingView, 'staff'>),
      staff: demoSafeguarding.staff,
    }),
  ),
};
