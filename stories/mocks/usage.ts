import { delay, http, HttpResponse } from 'msw';
import {
  MOODS,
  type AppRetention,
  type AppUsage,
  type AppUsageDetail,
  type EventAnalytics,
  type MoodAnalytics,
  type OrgToken,
  type SubscriptionOverview,
} from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { usageEndpoints } from '../../src/api/contracts/index.ts';

/** The stories' "today": figures end on it whatever the range. */
const LAST = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;
const date = (n: number) => new Date(LAST - n * DAY).toISOString().slice(0, 10);
/** Deterministic wobble, so that every run draws the same charts. */
const wave = (i: number, base: number) =>
  Math.max(0, Math.round(base + base * 0.5 * Math.sin(i * 1.7) + (i % 5)));

type Scope = 'organisation' | 'family';
const head = (days: number, scope: Scope) => ({ from: date(days - 1), to: date(0), scope });
const daysOf = (url: string) => Number(new URL(url).searchParams.get('days') ?? 30);

export function usageOf(days: number, scope: Scope = 'organisation'): AppUsage {
  const k = scope === 'family' ? 0.08 : 1;
  const daily = Array.from({ length: days }, (_, i) => {
    const n = days - 1 - i;
    const sessions = Math.round(wave(i, 14) * k);
    return {
      date: date(n),
      app_sessions: sessions,
      active_patients: Math.min(sessions, Math.max(1, Math.round(wave(i + 3, 8) * k))),
      focus_seconds: sessions * 410,
    };
  });
  const sum = (f: (d: (typeof daily)[number]) => number) => daily.reduce((s, d) => s + f(d), 0);
  return {
    ...head(days, scope),
    app_sessions: sum((d) => d.app_sessions),
    active_patients: scope === 'family' ? 1 : 15,
    focus_seconds: sum((d) => d.focus_seconds),
    daily,
  };
}

export const detail: AppUsageDetail = {
  ...head(30, 'organisation'),
  by_state: [
    { state: 'game', seconds: 61_200, patients: 14 },
    { state: 'experience', seconds: 40_500, patients: 12 },
    { state: 'environment', seconds: 28_800, patients: 11 },
    { state: 'home', seconds: 9_000, patients: 15 },
  ],
  by_code: [
    { state: 'game', code: 'game-bubble-breathing', name: 'Bubble breathing', seconds: 33_000, patients: 12 },
    { state: 'experience', code: 'exp-mri-scanner', name: 'The MRI scanner', seconds: 25_100, patients: 9 },
    { state: 'environment', code: 'env-night-sky', name: 'Night sky', seconds: 19_000, patients: 10 },
    { state: 'game', code: 'game-star-catcher', name: 'Star catcher', seconds: 18_400, patients: 8 },
    { state: 'home', code: 'menu', name: null, seconds: 9_000, patients: 15 },
  ],
};

export const retention: AppRetention = {
  ...head(30, 'organisation'),
  cohorts: [
    { week: '2026-10-19', patients: 5, retained: [5, 4, 3, 3, 2] },
    { week: '2026-10-26', patients: 4, retained: [4, 3, 2, 2] },
    { week: '2026-11-02', patients: 3, retained: [3, 2, 2] },
    { week: '2026-11-09', patients: 2, retained: [2, 1] },
    { week: '2026-11-16', patients: 1, retained: [1] },
  ],
};

export const events: EventAnalytics = {
  ...head(30, 'organisation'),
  total_created: 27,
  by_user_type: [
    { type: 1, count: 18 },
    { type: 3, count: 9 },
  ],
  event_moods: [
    { mood: 'worried', count: 7 },
    { mood: 'calm', count: 5 },
    { mood: 'happy', count: 4 },
    { mood: 'tired', count: 3 },
  ],
  mood_per_event: [
    {
      id: '30000000-0000-4000-8000-000000000001',
      title: 'Blood test',
      start_time: '2026-11-18T09:00:00.000Z',
      moods: [
        { mood: 'worried', count: 4 },
        { mood: 'calm', count: 1 },
      ],
    },
    {
      id: '30000000-0000-4000-8000-000000000002',
      title: 'Physio exercises',
      start_time: '2026-11-12T15:00:00.000Z',
      moods: [
        { mood: 'happy', count: 4 },
        { mood: 'tired', count: 3 },
      ],
    },
  ],
};

export function moodsOf(days: number, scope: Scope = 'organisation'): MoodAnalytics {
  const daily = Array.from({ length: Math.min(days, 14) }, (_, i) => date(i)).flatMap((d, i) =>
    MOODS.slice(0, 4 + (i % 3)).map((mood, j) => ({ date: d, mood, count: ((i + 1) * (j + 2)) % 6 || 1 })),
  );
  const common = [...new Set(daily.map((d) => d.date))].map((d) => {
    const rows = daily.filter((r) => r.date === d).sort((a, b) => b.count - a.count);
    return rows[0] as (typeof daily)[number];
  });
  return {
    ...head(days, scope),
    daily: daily.sort((a, b) => a.date.localeCompare(b.date)),
    daily_most_common: common.sort((a, b) => a.date.localeCompare(b.date)),
  };
}

export const subscription: SubscriptionOverview = {
  seats: 120,
  area_seats: 100,
  active: 64,
  pending: 9,
  requests: 4,
  by_pack: [
    {
      id: '40000000-0000-4000-8000-000000000001',
      name: 'Winter pack',
      seats: 20,
      starts_at: '2026-10-01T00:00:00.000Z',
      ends_at: '2027-03-31T00:00:00.000Z',
      running: true,
    },
  ],
};

const token: OrgToken = {
  orgToken: `${fixtures.stMarys.id}.1900000000.sig`,
  organisation_id: fixtures.stMarys.id,
  exp: 1_900_000_000_000,
};
const empty = (days: number) => ({
  usage: {
    ...usageOf(days),
    app_sessions: 0,
    active_patients: 0,
    focus_seconds: 0,
    daily: usageOf(days).daily.map((d) => ({ ...d, app_sessions: 0, active_patients: 0, focus_seconds: 0 })),
  },
});

const figures = (scope: Scope) => [
  answer(usageEndpoints.orgToken, () => HttpResponse.json(token)),
  answer(usageEndpoints.appUsage, ({ request }) => HttpResponse.json(usageOf(daysOf(request.url), scope))),
  answer(usageEndpoints.appUsageDetail, () =>
    HttpResponse.json(
      scope === 'family'
        ? { ...detail, scope, by_state: detail.by_state.slice(0, 2), by_code: detail.by_code.slice(0, 2) }
        : detail,
    ),
  ),
  answer(usageEndpoints.appRetention, () =>
    HttpResponse.json(
      scope === 'family'
        ? { ...retention, scope, cohorts: [{ week: '2026-10-26', patients: 1, retained: [1, 1, 0, 1] }] }
        : retention,
    ),
  ),
  answer(usageEndpoints.events, () =>
    HttpResponse.json(
      scope === 'family'
        ? {
            ...events,
            scope,
            total_created: 3,
            by_user_type: [
              { type: 1, count: 2 },
              { type: 3, count: 1 },
            ],
          }
        : events,
    ),
  ),
  answer(usageEndpoints.moods, ({ request }) => HttpResponse.json(moodsOf(daysOf(request.url), scope))),
  answer(usageEndpoints.subscription, () =>
    scope === 'family'
      ? apiError({
          status: 403,
          code: 'Forbidden',
          message: "Only admins see the organisation's subscription",
        })
      : HttpResponse.json(subscription),
  ),
];

export const analyticsHandlers = {
  organisation: figures('organisation'),
  family: figures('family'),
  empty: [
    answer(usageEndpoints.orgToken, () => HttpResponse.json(token)),
    answer(usageEndpoints.appUsage, ({ request }) => HttpResponse.json(empty(daysOf(request.url)).usage)),
    answer(usageEndpoints.appUsageDetail, () => HttpResponse.json({ ...detail, by_state: [], by_code: [] })),
    answer(usageEndpoints.appRetention, () => HttpResponse.json({ ...retention, cohorts: [] })),
    answer(usageEndpoints.events, () =>
      HttpResponse.json({
        ...events,
        total_created: 0,
        by_user_type: [],
        event_moods: [],
        mood_per_event: [],
      }),
    ),
    answer(usageEndpoints.moods, () =>
      HttpResponse.json({ ...moodsOf(30), daily: [], daily_most_common: [] }),
    ),
    answer(usageEndpoints.subscription, () => HttpResponse.json(subscription)),
  ],
  pending: [
    http.get('/api/analytics/*', async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
  fails: [
    answer(usageEndpoints.orgToken, () => HttpResponse.json(token)),
    http.get('/api/analytics/*', () => new HttpResponse('Bad gateway', { status: 502 })),
  ],
};
