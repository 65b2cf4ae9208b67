import {
  FEED_DAYS_AFTER,
  FEED_DAYS_BEFORE,
  FEED_EVENT_LIMIT,
  UserType,
  type CalendarSubscription,
  type CalendarSubscriptionCreated,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { FamiliesRepository } from '../families/index.ts';
import { familyOf } from './audience.ts';
import { icsOf } from './ics.ts';
import type { CalendarRepository } from './repository.ts';
import type { CalendarSubscriptionRepository } from './subscription-repository.ts';

const DAY = 86_400_000;

/**
 * A guardian's private calendar address (docs/security.md § Calendar feed): made, read and revoked
 * by its guardian, and read by their phone's calendar with no session, the token being the credential.
 */
export function createCalendarFeedService(deps: {
  repo: Pick<CalendarRepository, 'forIcs'>;
  subscriptions: CalendarSubscriptionRepository;
  families: Pick<FamiliesRepository, 'activeChildrenOf'>;
  audit: Pick<AuditLog, 'recordFor'>;
  publicUrl: string;
  now: () => number;
}) {
  const { subscriptions, audit } = deps;

  const guardianOf = (t: Tenancy): { userId: string; organisationId: string } => {
    if (t.principal.type !== UserType.Guardian)
      throw forbidden('Only guardians subscribe to their family’s calendar');
    return { userId: t.principal.sub, organisationId: requireOrganisation(t) };
  };

  return {
    async read(t: Tenancy): Promise<CalendarSubscription> {
      const row = await subscriptions.of(guardianOf(t).userId);
      return { active: row !== undefined, created_at: row ? row.createdAt.toISOString() : null };
    },

    /** A new address, answered once; any earlier one stops working. Audited without the token. */
    async create(t: Tenancy): Promise<CalendarSubscriptionCreated> {
      const { userId, organisationId } = guardianOf(t);
      const { token, hash } = newRefreshToken();
      const at = new Date(deps.now());
      await subscriptions.transaction(async (tx) => {
        const replaced = (await subscriptions.of(userId, tx)) !== undefined;
        await subscriptions.put(userId, hash, at, tx);
        await audit.recordFor(
          t,
          { organisationId, action: 'calendar.subscription.create', subject: userId, detail: { replaced } },
          tx,
        );
      });
      return {
        url: `${deps.publicUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`,
        created_at: at.toISOString(),
      };
    },

    async revoke(t: Tenancy): Promise<void> {
      const { userId, organisationId } = guardianOf(t);
      await subscriptions.transaction(async (tx) => {
        if (!(await subscriptions.remove(userId, tx))) throw notFound('Calendar subscription');
        await audit.recordFor(
          t,
          { organisationId, action: 'calendar.subscription.revoke', subject: userId },
          tx,
        );
      });
    },

    /**
     * The guardian's family's events from 30 days ago to a year ahead that their access allows now,
     * titles and times only, at most FEED_EVENT_LIMIT. A wrong or revoked token is a missing feed.
     */
    async feed(file: string): Promise<string> {
      const guardian = await subscriptions.guardianOf(hashRefreshToken(file.replace(/\.ics$/, '')));
      if (!guardian) throw notFound('Calendar');
      const family = await familyOf(deps.families, guardian.userId);
      const now = deps.now();
      const list = await deps.repo.forIcs(
        { organisationId: guardian.organisationId, family },
        { from: new Date(now - FEED_DAYS_BEFORE * DAY), to: new Date(now + FEED_DAYS_AFTER * DAY) },
        FEED_EVENT_LIMIT,
      );
      return icsOf(list, 'Lantern');
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
