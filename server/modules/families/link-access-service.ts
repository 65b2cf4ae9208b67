import {
  LINKS_BEFORE_WARNING,
  REVIEW_MONTHS,
  londonDay,
  type AccessLevel,
  type AssentReview,
  type FamilyLink,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { Notify } from '../notifications/index.ts';
import type { AssentRepository } from './assent-repository.ts';
import { tellGuardian, type GuardianToldChange } from './guardian-told.ts';
import type { FamiliesRepository } from './repository.ts';

/**
 * The hospital's say over what a link sees (docs/product.md § The access model): its level, whether
 * the child's other guardians see it (confidential, with a reason), the review of a young person's
 * decline, and the child's links shown before approving another. Every change is audited in its
 * transaction and the guardian is told.
 */
export function createLinkAccessService(deps: {
  repo: Pick<FamiliesRepository, 'linkIn' | 'linksOf' | 'updateLink' | 'transaction'>;
  assents: Pick<AssentRepository, 'review' | 'patientStage' | 'guardianOfLink'>;
  audit: Pick<AuditLog, 'recordFor'>;
  now?: () => Date;
  notify?: Notify;
}) {
  const { repo, assents, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function liveLink(organisationId: string, id: string): Promise<FamilyLink> {
    const link = await repo.linkIn(organisationId, id);
    if (!link) throw notFound('Family link');
    if (link.status === 'revoked') throw conflict('A revoked link cannot be changed');
    return link;
  }

  /** One audited change of a link, the guardian told in the same transaction when what they see changed. */
  async function write(
    t: Tenancy,
    link: FamilyLink,
    action: string,
    change: GuardianToldChange['change'] | null,
    work: (tx: Db) => Promise<unknown>,
    detail: Record<string, unknown>,
  ): Promise<FamilyLink> {
    const organisationId = requireOrganisation(t);
    await repo.transaction(async (tx) => {
      await work(tx);
      await audit.recordFor(t, { organisationId, action, subject: link.id, detail }, tx);
      if (change) await tellGuardian(deps.notify, assents, tx, { organisationId, linkId: link.id, change });
    });
    const updated = await repo.linkIn(organisationId, link.id);
    if (!updated) throw notFound('Family link');
    return updated;
  }

  return {
    async setLevel(t: Tenancy, id: string, level: AccessLevel): Promise<FamilyLink> {
      const link = await liveLink(requireOrganisation(t), id);
      return write(
        t,
        link,
        'family.link.level',
        'level',
        (tx) => repo.updateLink(id, { accessLevel: level }, tx),
        { level, was: link.access_level },
      );
    },

    async setConfidential(
      t: Tenancy,
      id: string,
      confidential: boolean,
      reason?: string,
    ): Promise<FamilyLink> {
      if (confidential && !reason)
        throw validationError('reason', 'reason: say why the link is confidential');
      const link = await liveLink(requireOrganisation(t), id);
      const patch = confidential
        ? { confidentialReason: reason ?? null, confidentialBy: t.principal.sub, confidentialAt: now() }
        : { confidentialReason: null, confidentialBy: null, confidentialAt: null };
      return write(
        t,
        link,
        confidential ? 'family.link.confidential' : 'family.link.visible',
        'confidential',
        (tx) => repo.updateLink(id, patch, tx),
        confidential ? { reason } : {},
      );
    },

    /** The link's own review date (the organisation's period after approval until set): today to 36 months on. */
    async setReviewDate(t: Tenancy, id: string, reviewOn: string): Promise<FamilyLink> {
      const today = londonDay(now());
      const latest = new Date(`${today}T12:00:00Z`);
      latest.setUTCMonth(latest.getUTCMonth() + REVIEW_MONTHS.max);
      if (reviewOn < today)
        throw validationError('review_on', 'review_on: the review date cannot be in the past');
      if (reviewOn > latest.toISOString().slice(0, 10))
        throw validationError(
          'review_on',
          `review_on: the review date must be within ${REVIEW_MONTHS.max} months of today`,
        );
      const link = await liveLink(requireOrganisation(t), id);
      if (link.status !== 'active') throw conflict('Only an active link has a review date');
      return write(
        t,
        link,
        'family.link.review-date',
        null,
        (tx) => repo.updateLink(id, { reviewOn, reviewRemindedFor: null }, tx),
        { review_on: reviewOn, was: link.review_on },
      );
    },

    /**
     * Records an admin's review of the young person's decline. Below the control age the review
     * gives the link its level back; from it, only a safeguarding reason does (the young person's
     * choice stands otherwise, and the review is refused).
     */
    async reviewAssent(t: Tenancy, id: string, body: AssentReview): Promise<FamilyLink> {
      const link = await liveLink(requireOrganisation(t), id);
      if (link.assent?.answer !== 'declined')
        throw conflict('The young person has not declined this guardian');
      const stage = await assents.patientStage(link.patient.id);
      const safeguarding = body.safeguarding ?? false;
      if (stage?.age != null && stage.age >= stage.controlAge && !safeguarding)
        throw validationError(
          'safeguarding',
          `safeguarding: from ${stage.controlAge} the young person's choice stands unless you record a safeguarding reason`,
        );
      return write(
        t,
        link,
        'family.link.assent-review',
        'reviewed',
        (tx) => assents.review(id, t.principal.sub, body.reason, safeguarding, now(), tx),
        { reason: body.reason, safeguarding },
      );
    },

    /** The child's live links beside this one (what an admin sees before approving), with the warning. */
    async childLinks(t: Tenancy, id: string): Promise<{ data: FamilyLink[]; warning: boolean }> {
      const organisationId = requireOrganisation(t);
      const link = await repo.linkIn(organisationId, id);
      if (!link) throw notFound('Family link');
      const others = (await repo.linksOf(organisationId, link.patient.id)).filter(
        (l) => l.id !== id && l.patient.id === link.patient.id && l.status !== 'revoked',
      );
      return { data: others, warning: others.length >= LINKS_BEFORE_WARNING };
    },
  };
}
export type LinkAccessService = ReturnType<typeof createLinkAccessService>;
