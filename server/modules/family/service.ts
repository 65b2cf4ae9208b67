import {
  EVENT_WINDOW_LIMIT,
  isWholeWindow,
  MOODS,
  UPCOMING_EVENTS_SHOWN,
  londonInstant,
  londonLocal,
  type CalendarEvent,
  type ChildUsage,
  type FamilyChild,
  type FamilyChildren,
} from '../../../src/api/contracts/index.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { EventWindowAnswer } from '../calendar/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { CalendarRepository } from '../calendar/index.ts';
import type { FamiliesRepository } from '../families/index.ts';
import type { AssentRepository } from '../families/index.ts';
import type { ChildScope, DayRange, FamilyRepository } from './repository.ts';

const DAY = 86_400_000;
const TOP_CONTENT = 10;

type Mood = (typeof MOODS)[number];
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY;
const dayText = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
/** A London day's midnight (London's clocks never change at midnight, so it always exists). */
const midnight = (day: string) => londonInstant(`${day}T00:00`) as Date;

/**
 * A guardian's pages about their children. The permission check has checked the link on every
 * request to one child (server/http/targets.ts: a revoked link takes effect on the next request): a
 * child not actively linked to the caller reads as a missing one, and a part of the child's data
 * the link does not open answers 403.
 */
export function createFamilyService(deps: {
  families: Pick<FamiliesRepository, 'activeChildrenOf'>;
  assents: Pick<AssentRepository, 'otherGuardians'>;
  repo: FamilyRepository;
  calendar: Pick<CalendarRepository, 'list'>;
  now: () => number;
  audit?: Pick<AuditLog, 'recordRead'>;
}) {
  const { families, repo, calendar, now } = deps;

  function guardianOf(t: Tenancy): { guardianId: string; organisationId: string } {
    return { guardianId: t.principal.sub, organisationId: requireOrganisation(t) };
  }

  /** The child's scope: the route's target, whose link the permission check found open to this route. */
  function childOf(t: Tenancy, patientId: string): ChildScope {
    return { organisationId: requireOrganisation(t), patientId };
  }

  const today = () => dayNumber(londonLocal(new Date(now())).slice(0, 10));

  return {
    async children(t: Tenancy): Promise<FamilyChildren> {
      const { guardianId, organisationId } = guardianOf(t);
      const linked = await families.activeChildrenOf(guardianId);
      const at = new Date(now());
      const children: FamilyChild[] = [];
      for (const child of linked) {
        const scope = { organisationId, patientId: child.patientId };
        const { access } = child;
        const [questionnaires, upcoming, others] = await Promise.all([
          access.parts.includes('questionnaires')
            ? repo.pendingQuestionnaires(guardianId, scope)
            : { pending: 0, next: null },
          access.parts.includes('calendar') ? repo.upcomingEvents(scope, at, UPCOMING_EVENTS_SHOWN) : [],
          deps.assents.otherGuardians(guardianId, child.patientId),
        ]);
        children.push({
          id: child.patientId,
          first_name: child.firstName,
          surname: child.surname,
          full_name: child.fullName,
          patient_number: child.patientNumber,
          app_code: child.appCode,
          relationship: child.relationship,
          access: access.level,
          parts: access.parts,
          limited_by: access.limited_by,
          other_guardians: others.map((o) => ({
            first_name: o.firstName,
            surname: o.surname,
            relationship: o.relationship,
          })),
          questionnaires,
          upcoming_events: upcoming.map((e) => ({
            ...e,
            kind: e.kind as FamilyChild['upcoming_events'][number]['kind'],
          })),
        });
      }
      return { children, reports: { open: await repo.unresolvedReports(guardianId, organisationId) } };
    },

    async usage(t: Tenancy, patientId: string, days: number): Promise<ChildUsage> {
      const child = childOf(t, patientId);
      await deps.audit?.recordRead(t, {
        action: 'read.usage',
        organisationId: t.organisationId,
        subject: { kind: 'patient', id: patientId },
      });
      const last = today();
      const range: DayRange = { from: dayText(last - days + 1), to: dayText(last) };
      const [daily, content, moods] = await Promise.all([
        repo.daily(child, range),
        repo.content(child, range, TOP_CONTENT),
        repo.moods(child, range),
      ]);
      const total = MOODS.map((mood) => ({
        mood,
        count: moods.filter((m) => m.mood === mood).reduce((n, m) => n + m.count, 0),
      })).filter((m) => m.count > 0);
      // Ties go to the mood earlier in the app's order (happier first).
      const top = total.reduce<(typeof total)[number] | null>(
        (best, m) => (best && best.count >= m.count ? best : m),
        null,
      );
      return {
        patient_id: patientId,
        ...range,
        total_seconds: daily.reduce((n, d) => n + d.seconds, 0),
        days_used: daily.filter((d) => d.seconds > 0 || d.sessions > 0).length,
        daily,
        content: content.map((c) => ({ ...c, state: c.state as ChildUsage['content'][number]['state'] })),
        moods: {
          total,
          daily: moods.map((m) => ({ ...m, mood: m.mood as Mood })),
          most_common: top?.mood ?? null,
        },
      };
    },

    /** Events of the child's areas and those chosen for them, when the link opens the calendar. */
    async events(
      t: Tenancy,
      patientId: string,
      from: string,
      to: string,
    ): Promise<EventWindowAnswer<CalendarEvent>> {
      const child = childOf(t, patientId);
      const family = [child.patientId];
      const end = new Date(midnight(dayText(dayNumber(to) + 1)).getTime() - 1);
      const start = midnight(from);
      const limit = isWholeWindow(start, end) ? null : EVENT_WINDOW_LIMIT;
      const { events, total } = await calendar.list(
        { organisationId: child.organisationId, family },
        start,
        end,
        limit,
      );
      return { events, total, limit };
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
