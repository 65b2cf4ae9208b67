import {
  AccountStatus,
  type AppUser,
  type InviteRequest,
  type Paged,
  type UserListQuery,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import { toUser } from '../auth/mappers.ts';
import type { UserRow as AuthUserRow } from '../auth/repository.ts';
import { createUsersAdminRepository, type UserRow } from './admin-repository.ts';
import { assertTransition } from './status-transitions.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toAppUser = (row: UserRow): AppUser => ({
  ...toUser(row as AuthUserRow),
  full_name: row.fullName,
  patient_number: row.patientNumber,
  created_at: row.createdAt.toISOString(),
  activated_at: iso(row.activatedAt),
  last_active: iso(row.lastActiveAt),
});

/** What the invitation needs of the account service (e-mail sign-up's machinery). */
export interface Inviter {
  /** Sends a new activation link to an account pending activation. */
  resendActivation(email: string): Promise<unknown>;
  invite(input: {
    type: 1 | 2;
    email: string;
    firstName: string;
    surname: string;
    organisationId: string;
    actorId: string;
  }): Promise<AuthUserRow>;
}

/** The organisation an admin manages: their own, or the super admin's selected one. */
const managedOrganisation = (t: Tenancy): string => {
  if (!t.superAdmin && t.principal.type !== 1) throw forbidden('Only admins manage app users');
  return requireOrganisation(t);
};

export function createUsersAdminService(deps: {
  db: Db;
  audit: AuditLog;
  inviter: Inviter;
  now?: () => Date;
}) {
  const { db, audit, inviter } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createUsersAdminRepository(db);

  return {
    async list(t: Tenancy, q: UserListQuery): Promise<Paged<AppUser>> {
      const organisationId = managedOrganisation(t);
      const { rows, total } = await repo.page(organisationId, q);
      return { data: rows.map(toAppUser), page: q.page, size: q.size, total };
    },

    /** Invites a guardian: an account pending activation and an activation e-mail; takes a seat. */
    async inviteGuardian(t: Tenancy, body: InviteRequest): Promise<AppUser> {
      const organisationId = managedOrganisation(t);
      const seats = await repo.seats(organisationId, now());
      if (seats.used >= seats.limit) {
        throw new ApiError(
          409,
          'SubscriptionLimitExceeded',
          `All ${seats.limit} seats of this organisation are taken: add a subscription pack or free a seat first`,
        );
      }
      const user = await inviter.invite({
        type: 2,
        email: body.email,
        firstName: body.first_name,
        surname: body.surname,
        organisationId,
        actorId: t.principal.sub,
      });
      return toAppUser(user);
    },

    async inviteAdmin(t: Tenancy, body: InviteRequest): Promise<AppUser> {
      const organisationId = managedOrganisation(t);
      const user = await inviter.invite({
        type: 1,
        email: body.email,
        firstName: body.first_name,
        surname: body.surname,
        organisationId,
        actorId: t.principal.sub,
      });
      return toAppUser(user);
    },

    async requests(t: Tenancy, q: { page: number; size: number; status: number }): Promise<Paged<AppUser>> {
      const organisationId = managedOrganisation(t);
      const { rows, total } = await repo.requests(organisationId, q);
      return { data: rows.map(toAppUser), page: q.page, size: q.size, total };
    },

    /** Approves an account request: pending account activation, and the activation e-mail. */
    async approve(t: Tenancy, id: string): Promise<AppUser> {
      const organisationId = managedOrganisation(t);
      const user = await repo.byId(id);
      if (!user || user.organisationId !== organisationId) throw notFound('Request');
      assertTransition(user.status, AccountStatus.PendingAccountActivation);
      const updated = await db.transaction(async (tx) => {
        const row = await repo.setStatus(id, AccountStatus.PendingAccountActivation, tx);
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId,
            action: 'request.approve',
            subject: id,
            detail: { from: user.status },
          },
          tx,
        );
        return row;
      });
      if (updated.email) await inviter.resendActivation(updated.email);
      return toAppUser(updated);
    },

    /** Declines an account request: the request is removed; the reason stays in the audit log. */
    async decline(t: Tenancy, id: string, reason: string): Promise<void> {
      const organisationId = managedOrganisation(t);
      const user = await repo.byId(id);
      if (!user || user.organisationId !== organisationId) throw notFound('Request');
      if (user.status !== AccountStatus.RequestApproval)
        throw conflict('Only a request awaiting approval can be declined');
      await db.transaction(async (tx) => {
        await repo.remove(id, tx);
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId,
            action: 'request.decline',
            subject: id,
            detail: { reason, email: user.email },
          },
          tx,
        );
      });
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const organisationId = managedOrganisation(t);
      const user = await repo.byId(id);
      // Another organisation's user reads exactly like a missing one.
      if (!user || user.organisationId !== organisationId) throw notFound('User');
      if (user.id === t.principal.sub) throw conflict('You cannot delete your own account here');
      await db.transaction(async (tx) => {
        await repo.remove(id, tx);
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId,
            action: 'user.delete',
            subject: id,
            detail: { type: user.type },
          },
          tx,
        );
      });
    },
  };
}
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
