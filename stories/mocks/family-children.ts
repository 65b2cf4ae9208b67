import { delay, HttpResponse } from 'msw';
import type {
  CalendarEvent,
  ChildUsage,
  FamilyChild,
  FamilyChildren,
} from '../../src/api/contracts/index.ts';
import { crowdedMonth, demoEvents } from './calendar.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { familyEndpoints } from '../../src/api/contracts/index.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Today at 00:00 UTC, as the calendar's mocks count. */
const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
const at = (days: number, hour: number) => new Date(today + days * DAY + hour * HOUR).toISOString();
const dayOf = (days: number) => new Date(today + days * DAY).toISOString().slice(0, 10);

/** The demo guardian's son, as the dashboard gets him: a questionnaire to answer and three events. */
export const tobi: FamilyChild = {
  id: '30000000-0000-4000-8000-000000000001',
  first_name: 'Tobi',
  surname: 'Okafor',
  full_name: null,
  patient_number: null,
  app_code: 'K7P3QX',
  relationship: 'parent',
  access: 'full',
  parts: ['calendar', 'usage', 'questionnaires', 'videos', 'reports'],
  limited_by: null,
  other_guardians: [{ first_name: 'Omar', surname: 'Haddad', relationship: 'parent' }],
  questionnaires: {
    pending: 1,
    next: {
      response_id: '30000000-0000-4000-8000-000000000101',
      questionnaire_id: '30000000-0000-4000-8000-000000000201',
      title: { en: 'How are you feeling today?', ar: 'كيف تشعر اليوم؟', es: '¿Cómo te sientes hoy?' },
      assigned_at: at(-2, 9),
    },
  },
  upcoming_events: [
    {
      id: demoEvents[1]?.id ?? '',
      title: 'Blood test',
      kind: 'procedure',
      start_time: at(1, 8),
      end_time: at(1, 9),
      all_day: false,
    },
    {
      id: '30000000-0000-4000-8000-000000000302',
      title: 'Play therapy',
      kind: 'activity',
      start_time: at(2, 15),
      end_time: at(2, 16),
      all_day: false,
    },
    {
      id: '30000000-0000-4000-8000-000000000303',
      title: 'Hospital fun day',
      kind: 'activity',
      start_time: at(12, 0),
      end_time: at(13, 0),
      all_day: true,
    },
  ],
};

/** An older sister who has come of age: the guardian sees her events, not her app use. */
export const ama: FamilyChild = {
  id: '30000000-0000-4000-8000-000000000002',
  first_name: 'Ama',
  surname: 'Okafor',
  full_name: null,
  patient_number: 'P-2041',
  app_code: 'R8M2TD',
  relationship: 'carer',
  access: 'limited',
  parts: ['calendar'],
  limited_by: 'control_age',
  other_guardians: [],
  questionnaires: { pending: 0, next: null },
  upcoming_events: [],
};

const family = (children: FamilyChild[], open = 1): FamilyChildren => ({ children, reports: { open } });

/** Tobi's last week: a few minutes most days, his area's games and environments, mostly happy. */
export const tobiUsage: ChildUsage = {
  patient_id: tobi.id,
  from: dayOf(-6),
  to: dayOf(0),
  total_seconds: 7_380,
  days_used: 5,
  daily: [1_320, 0, 2_040, 900, 0, 1_740, 1_380].map((seconds, i) => ({
    date: dayOf(i - 6),
    seconds,
    sessions: seconds ? 1 + (i % 2) : 0,
  })),
  content: [
    { state: 'game', code: 'game-bubble-breathing', name: 'Bubble Breathing', seconds: 2_460 },
    { state: 'environment', code: 'env-night-sky', name: 'Night Sky', seconds: 1_800 },
    { state: 'experience', code: 'exp-mri-scanner', name: 'MRI Scanner', seconds: 1_260 },
    { state: 'video', code: '30000000-0000-4000-8000-000000000401', name: null, seconds: 540 },
  ],
  moods: {
    total: [
      { mood: 'happy', count: 4 },
      { mood: 'calm', count: 2 },
      { mood: 'worried', count: 1 },
    ],
    daily: [
      { date: dayOf(-6), mood: 'happy', count: 1 },
      { date: dayOf(-4), mood: 'happy', count: 2 },
      { date: dayOf(-4), mood: 'worried', count: 1 },
      { date: dayOf(-3), mood: 'calm', count: 2 },
      { date: dayOf(-1), mood: 'happy', count: 1 },
    ],
    most_common: 'happy',
  },
};

const quietWeek: ChildUsage = {
  ...tobiUsage,
  total_seconds: 0,
  days_used: 0,
  daily: tobiUsage.daily.map((d) => ({ ...d, seconds: 0, sessions: 0 })),
  content: [],
  moods: { total: [], daily: [], most_common: null },
};

/** The events of Tobi's areas and those chosen for him, as the calendar's mocks have them. */
const tobiEvents: CalendarEvent[] = demoEvents.filter((e) => e.source === 'portal');

const children = (body: FamilyChildren) => answer(familyEndpoints.children, () => HttpResponse.json(body));
const usage = (body: ChildUsage) =>
  answer(familyEndpoints.usage, ({ params }) =>
    HttpResponse.json<ChildUsage>({ ...body, patient_id: String(params.patient_id) }),
  );
const events = (body: CalendarEvent[]) => answer(familyEndpoints.events, () => HttpResponse.json(body));
const failure = () => apiError({ status: 500, code: 'InteralServerError', message: 'Something went wrong' });
const forever = async () => {
  await delay('infinite');
  return HttpResponse.json(null);
};

/** Tobi after he asked to keep his app use from this guardian: limited until the hospital reviews it. */
const tobiDeclined: FamilyChild = {
  ...tobi,
  access: 'limited',
  parts: ['calendar'],
  limited_by: 'young_person',
  questionnaires: { pending: 0, next: null },
};

export const familyHandlers = {
  tobi: children(family([tobi])),
  declined: children(family([tobiDeclined], 0)),
  several: children(family([tobi, ama], 0)),
  onlyLimited: children(family([ama], 0)),
  noChild: children(family([], 0)),
  childrenPending: answer(familyEndpoints.children, forever),
  childrenFail: answer(familyEndpoints.children, failure),
  usage: usage(tobiUsage),
  quietWeek: usage(quietWeek),
  usagePending: answer(familyEndpoints.usage, forever),
  usageFail: answer(familyEndpoints.usage, failure),
  events: events(tobiEvents),
  noEvents: events([]),
  /** A crowded month the server cut: its first events, and how many there are. */
  crowdedEvents: answer(familyEndpoints.events, () =>
    HttpResponse.json(crowdedMonth, {
      headers: { 'X-Total-Count': '1210', 'X-Result-Limit': String(crowdedMonth.length) },
    }),
  ),
  eventsPending: answer(familyEndpoints.events, forever),
  eventsFail: answer(familyEndpoints.events, failure),
};
