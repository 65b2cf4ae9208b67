import {
  COMING_OF_AGE_DAYS,
  UserType,
  type FamilyLink,
  type FamilyLinkListQuery,
  type Paged,
  type Relationship,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import { isUniqueViolation } from '../auth/index.ts';
import type { FamiliesRepository } from './repository.ts';
import type { Notify } from '../notifications/index.ts';
import { childNameOf } from '../notifications/index.ts';
import { renewAppCode } from '../users/index.ts';

export interface FamiliesDeps {
  repo: FamiliesRepository;
  audit: Pick<AuditLog, 'recordFor'>;
  now?: () => Date;
  /** Tells the guardian that their link was approved or revoked. */
  notify?: Notify;
}

const alreadyLinked = () => conflict('This guardian is already linked to this patient');

/** The organisation an admin manages: their own, or the super admin's selected one. */
const managed = (t: Tenancy): string => {
  return requireOrganisation(t);
};

/**
 * The hospital's side of the family model: an admin lists, makes, approves, revokes and edits the
 * links between guardians and patients of their organisation. Every change is audited in its
 * transaction; a revoked link stays as history.
 */
export function createFamiliesService(deps: FamiliesDeps) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** A user of the organisation of the given type; another organisation's reads as missing. */
  async function personIn(organisationId: string, id: string, type: number, field: string) {
    const user = await repo.userById(id);
    if (!user || user.organisationId !== organisationId) throw notFound('User');
    if (user.type !== type)
      throw validationError(
        field,
        `${field} must name a ${type === UserType.Guardian ? 'guardian' : 'patient'} of the organisation`,
      );
    return user;
  }

  async function linkIn(organisationId: string, id: string): Promise<FamilyLink> {
    const link = await repo.linkIn(organisationId, id);
    if (!link) throw notFound('Family link');
    return link;
  }

  /**
   * Links a guardian to a patient, active at once, in the caller's transaction (an admin's link,
   * or an invitation naming the child). Checks both people first.
   */
  async function linkByAdmin(
    t: Tenancy,
    input: { guardianId: string; patientId: string; relationship: Relationship },
    tx: Db,
  ) {
    const organisationId = managed(t);
    if (await repo.liveLink(input.guardianId, input.patientId, tx)) throw alreadyLinked();
    const at = now();
    const link = await repo.insertLink(
      {
        organisationId,
        guardianId: input.guardianId,
        patientId: input.patientId,
        relationship: input.relationship,
        status: 'active',
        source: 'admin',
        createdBy: t.principal.sub,
        approvedBy: t.principal.sub,
        approvedAt: at,
      },
      tx,
    );
    await audit.recordFor(
      t,
      {
        organisationId,
        action: 'family.link.create',
        subject: link.id,
        detail: { guardian: input.guardianId, patient: input.patientId, relationship: input.relationship },
      },
      tx,
    );
    return link;
  }

  /** One change of a link's row, audited in its transaction. */
  async function change(
    t: Tenancy,
    id: string,
    allowed: FamilyLink['status'][],
    refusal: string,
    action: string,
    patch: Parameters<FamiliesRepository['updateLink']>[1],
    detail?: Record<string, unknown>,
    also?: (tx: Db, link: FamilyLink) => Promise<void>,
    told?: 'familyLink.approved' | 'familyLink.revoked',
  ): Promise<FamilyLink> {
    const organisationId = managed(t);
    const link = await linkIn(organisationId, id);
    if (!allowed.includes(link.status)) throw conflict(refusal);
    await repo.transaction(async (tx) => {
      await repo.updateLink(id, patch, tx);
      await also?.(tx, link);
      await audit.recordFor(t, { organisationId, action, subject: id, detail }, tx);
      if (told)
        await deps.notify?.(tx, {
          organisationId,
          userIds: [link.guardian.id],
          kind: told,
          params: {
            child: childNameOf({
              firstName: link.patient.first_name,
              surname: link.patient.surname,
              fullName: link.patient.full_name,
            }),
          },
          link: '/',
        });
    });
    return linkIn(organisationId, id);
  }

  return {
    linkByAdmin,

    /** Checks an invitation's child before the invitation is written: a patient of the organisation. */
    async assertPatient(t: Tenancy, patientId: string): Promise<void> {
      await personIn(managed(t), patientId, UserType.Patient, 'patient_id');
    },

    async linksOf(t: Tenancy, userId: string): Promise<{ data: FamilyLink[] }> {
      const organisationId = managed(t);
      const user = await repo.userById(userId);
      if (!user || user.organisationId !== organisationId) throw notFound('User');
      return { data: await repo.linksOf(organisationId, userId) };
    },

    async create(
      t: Tenancy,
      body: { guardian_id: string; patient_id: string; relationship: Relationship },
    ): Promise<FamilyLink> {
      const organisationId = managed(t);
      await personIn(organisationId, body.guardian_id, UserType.Guardian, 'guardian_id');
      await personIn(organisationId, body.patient_id, UserType.Patient, 'patient_id');
      try {
        const link = await repo.transaction((tx) =>
          linkByAdmin(
            t,
            { guardianId: body.guardian_id, patientId: body.patient_id, relationship: body.relationship },
            tx,
          ),
        );
        return await linkIn(organisationId, link.id);
      } catch (error) {
        // Two admins linking the same pair at once: the live-link index lets one through.
        if (isUniqueViolation(error)) throw alreadyLinked();
        throw error;
      }
    },

    approve: (t: Tenancy, id: string) =>
      change(
        t,
        id,
        ['pending'],
        'Only a pending link can be approved',
        'family.link.approve',
        {
          status: 'active',
          approvedBy: t.principal.sub,
          approvedAt: now(),
        },
        undefined,
        undefined,
        'familyLink.approved',
      ),

    /** Revokes a link; an approved link's child gets a new app code unless the admin keeps it (app-code.ts). */
    revoke: (t: Tenancy, id: string, reason: string, keepAppCode = false) =>
      change(
        t,
        id,
        ['pending', 'active'],
        'This link is already revoked',
        'family.link.revoke',
        { status: 'revoked', revokedBy: t.principal.sub, revokedAt: now(), revokeReason: reason },
        { reason, app_code_renewed: !keepAppCode },
        async (tx, link) => {
          // A pending link was never shown the code: nothing to renew.
          if (!keepAppCode && link.status === 'active') await renewAppCode(tx, link.patient.id, now());
        },
        'familyLink.revoked',
      ),

    updateRelationship: (t: Tenancy, id: string, relationship: Relationship) =>
      change(
        t,
        id,
        ['pending', 'active'],
        'A revoked link cannot be changed',
        'family.link.update',
        { relationship },
        { relationship },
      ),

    async page(t: Tenancy, q: FamilyLinkListQuery): Promise<Paged<FamilyLink>> {
      const organisationId = managed(t);
      const { rows, total } = await repo.page(organisationId, q.status, q.page, q.size);
      return { data: rows, page: q.page, size: q.size, total };
    },

    async comingOfAge(t: Tenancy): Promise<{ data: FamilyLink[] }> {
      return { data: await repo.comingOfAge(managed(t), COMING_OF_AGE_DAYS) };
    },
  };
}
export type FamiliesService = ReturnType<typeof createFamiliesService>;
