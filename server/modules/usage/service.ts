import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  MOODS,
  UserType,
  type AnalyticsCondition,
  type AppRetention,
  type AppUsage,
  type AppUsageDetail,
  type EventAnalytics,
  type MoodAnalytics,
  type OrgToken,
  type SubscriptionOverview,
  londonLocal,
} from '../../../src/api/contracts/index.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import type { UrlSigner } from '../../http/signed-url.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { FamiliesRepository } from '../families/index.ts';
import type { AnalyticsRepository, AnalyticsScope, DayRange } from './repository.ts';

/** An org token lasts ten minutes: the usage screen fetches a new one when it comes back to it. */
const ORG_TOKEN_TTL_SECONDS = 600;
const TOP = 50;
const DAY = 86_400_000;

type Mood = (typeof MOODS)[number];
type State = AppUsageDetail['by_state'][number]['state'];
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY;
const dayText = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

interface AnalyticsQueryInput {
  days?: number | undefined;
  search?: AnalyticsCondition[] | undefined;
}

/**
 * Usage figures for admins (their organisation's), the super admin (the organisation selected or
 * named by an org token) and guardians (their family's: the patients with their child's app code).
 * Staff and patients get none.
 */
export function createAnalyticsService(deps: {
  repo: AnalyticsRepository;
  signer: UrlSigner;
  now: () => number;
  families: Pick<FamiliesRepository, 'activeChildrenOf'>;
}) {
  const { repo, signer, now } = deps;
  const tokenPath = (userId: string, organisationId: string) => `/analytics/${userId}/${organisationId}`;

  /** The organisation and whose activity: an org token, when sent, must be the caller's and fixes the organisation. */
  async function scopeOf(t: Tenancy, orgToken: string | undefined): Promise<AnalyticsScope> {
    const type = t.principal.type;
    let organisationId: string;
    if (orgToken === undefined) organisationId = requireOrganisation(t);
    else {
      // Bound to the caller and one organisation: a super admin's later selection cannot widen it.
      const [org, exp, sig] = orgToken.split('.');
      if (!org || !signer.verify(tokenPath(t.principal.sub, org), exp, sig))
        throw forbidden('The analytics token is invalid or has expired');
      if (t.organisationId !== null && org !== t.organisationId)
        throw forbidden('The analytics token names another organisation');
      organisationId = org;
    }
    if (type !== UserType.Guardian) return { organisationId, guardianId: null };
    // A guardian's figures count only the children whose link opens their usage (docs/product.md § The access model).
    const children = await deps.families.activeChildrenOf(t.principal.sub);
    const familyIds = children.filter((c) => c.access.parts.includes('usage')).map((c) => c.patientId);
    return { organisationId, guardianId: t.principal.sub, familyIds };
  }

  /** The London days a query names: `days` back from today, or the search's gte/lte dates. */
  function rangeOf(q: AnalyticsQueryInput): DayRange {
    const today = dayNumber(londonLocal(new Date(now())).slice(0, 10));
    if (q.days !== undefined && q.search) throw validationError('search', 'Send days or search, not both');
    if (!q.search) {
      const days = q.days ?? ANALYTICS_DEFAULT_DAYS;
      return { from: dayText(today - days + 1), to: dayText(today) };
    }
    const gte = q.search.find((c) => c.operator === 'gte')?.value;
    const lte = q.search.find((c) => c.operator === 'lte')?.value;
    const to = lte ? dayNumber(lte) : today;
    const from = gte ? dayNumber(gte) : to - ANALYTICS_DEFAULT_DAYS + 1;
    for (const d of [from, to])
      if (d < dayNumber('2000-01-01') || d > dayNumber('2100-12-31'))
        throw validationError('search', 'Dates are between 2000 and 2100');
    if (from > to) throw validationError('search', 'The first day is after the last');
    if (to - from + 1 > ANALYTICS_MAX_DAYS)
      throw validationError('search', `A range covers at most ${ANALYTICS_MAX_DAYS} days`);
    return { from: dayText(from), to: dayText(to) };
  }

  const head = (scope: AnalyticsScope, range: DayRange) => ({
    ...range,
    scope: scope.guardianId === null ? ('organisation' as const) : ('family' as const),
  });

  return {
    orgToken(t: Tenancy): OrgToken {
      const organisationId = requireOrganisation(t);
      const signed = new URL(
        signer.sign(tokenPath(t.principal.sub, organisationId), ORG_TOKEN_TTL_SECONDS),
        'http://x',
      );
      const exp = Number(signed.searchParams.get('exp'));
      return {
        orgToken: `${organisationId}.${exp}.${signed.searchParams.get('sig')}`,
        organisation_id: organisationId,
        exp: exp * 1000,
      };
    },

    async subscription(t: Tenancy, orgToken?: string): Promise<SubscriptionOverview> {
      const scope = await scopeOf(t, orgToken);
      const { row, packs, seats } = await repo.subscription(scope.organisationId, new Date(now()));
      return {
        seats,
        area_seats: Number(row?.area_seats ?? 0),
        active: Number(row?.active ?? 0),
        pending: Number(row?.pending ?? 0),
        requests: Number(row?.requests ?? 0),
        by_pack: packs.map((p) => ({
          id: String(p.id),
          name: String(p.name),
          seats: Number(p.seats),
          starts_at: iso(p.starts_at),
          ends_at: iso(p.ends_at),
          running: p.running === true,
        })),
      };
    },

    async appUsage(t: Tenancy, q: AnalyticsQueryInput, orgToken?: string): Promise<AppUsage> {
      const scope = await scopeOf(t, orgToken);
      const range = rangeOf(q);
      return { ...head(scope, range), ...(await repo.appUsage(scope, range)) };
    },

    async appUsageDetail(t: Tenancy, q: AnalyticsQueryInput, orgToken?: string): Promise<AppUsageDetail> {
      const scope = await scopeOf(t, orgToken);
      const range = rangeOf(q);
      const [byState, byCode] = [
        await repo.focusByState(scope, range),
        await repo.focusByCode(scope, range, TOP),
      ];
      return {
        ...head(scope, range),
        by_state: byState.map((s) => ({ ...s, state: s.state as State })),
        by_code: byCode.map((c) => ({ ...c, state: c.state as State })),
      };
    },

    async appRetention(t: Tenancy, q: AnalyticsQueryInput, orgToken?: string): Promise<AppRetention> {
      const scope = await scopeOf(t, orgToken);
      const range = rangeOf(q);
      return { ...head(scope, range), cohorts: await repo.retention(scope, range) };
    },

    async events(t: Tenancy, q: AnalyticsQueryInput, orgToken?: string): Promise<EventAnalytics> {
      const scope = await scopeOf(t, orgToken);
      const range = rangeOf(q);
      const { byType, moods, perEvent } = await repo.events(scope, range, TOP);
      const byUserType = byType.map((r) => ({ type: Number(r.type), count: Number(r.count) }));
      const events = new Map<string, EventAnalytics['mood_per_event'][number]>();
      for (const r of perEvent) {
        const id = String(r.id);
        const entry = events.get(id) ?? {
          id,
          title: String(r.title),
          start_time: iso(r.start_time),
          moods: [],
        };
        entry.moods.push({ mood: r.mood as Mood, count: Number(r.count) });
        events.set(id, entry);
      }
      return {
        ...head(scope, range),
        total_created: byUserType.reduce((sum, r) => sum + r.count, 0),
        by_user_type: byUserType,
        event_moods: moods.map((m) => ({ mood: m.mood as Mood, count: Number(m.count) })),
        mood_per_event: [...events.values()],
      };
    },

    async moods(t: Tenancy, q: AnalyticsQueryInput, orgToken?: string): Promise<MoodAnalytics> {
      const scope = await scopeOf(t, orgToken);
      const range = rangeOf(q);
      const { daily, common } = await repo.moods(scope, range, MOODS);
      const rows = (list: Record<string, unknown>[]) =>
        list.map((d) => ({ date: String(d.date), mood: d.mood as Mood, count: Number(d.count) }));
      return { ...head(scope, range), daily: rows(daily), daily_most_common: rows(common) };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
