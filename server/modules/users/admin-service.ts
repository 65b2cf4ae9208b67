import { z } from 'zod';
import {
  AccountStatus,
  UserType,
  type AppUser,
  type AppUserDetail,
  type AppUserUpdate,
  type BulkSubscriptionResult,
  type InviteRequest,
  type Paged,
  type PatientCreate,
  type UserListQuery,
} from '../../../src/api/contracts/index.ts';
import { attributeStatusChange, statusHistory } from '../../db/status-history.ts';
import { isUniqueViolation } from '../auth/repository.ts';
import { newAppCode } from './app-code.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';
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
    beforeInsert?: (executor: Db) => Promise<void>;
  }): Promise<AuthUserRow>;
}

const seatsTaken = (limit: number) =>
  new ApiError(
    409,
    'SubscriptionLimitExceeded',
    `All ${limit} seats of this organisation are taken: add a subscription pack or free a seat first`,
  );

const email = z.email();

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

  /** Checks a seat is free; holds the organisation until the transaction that takes it ends. */
  async function takeSeat(organisationId: string, tx: Db) {
    await repo.lockOrganisation(organisationId, tx);
    const seats = await repo.seats(organisationId, now(), tx);
    if (seats.used >= seats.limit) throw seatsTaken(seats.limit);
  }

  /** A user of the managed organisation; another organisation's reads as missing. */
  async function userIn(organisationId: string, id: string, what = 'User') {
    const user = await repo.byId(id);
    if (!user || user.organisationId !== organisationId) throw notFound(what);
    return user;
  }

  async function assertAreas(organisationId: string, ids: string[] | undefined, field = 'area_ids') {
    if (!ids?.length) return;
    const known = new Set(await repo.areasIn(organisationId, ids));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      const message = `Not areas of this organisation: ${unknown.join(', ')}`;
      throw new ApiError(400, 'ValidationError', message, [{ path: field, message }]);
    }
  }

  async function changeStatus(t: Tenancy, id: string, to: number, action: string, organisationId: string) {
    const user = await userIn(organisationId, id);
    assertTransition(user.status, to);
    return db.transaction(async (tx) => {
      await attributeStatusChange(tx, t.principal.sub);
      const row = await repo.update(id, { status: to }, tx);
      if (!mayHoldSession(to)) await repo.endSessions(id, tx);
      await audit.record(
        { actorId: t.principal.sub, organisationId, action, subject: id, detail: { from: user.status, to } },
        tx,
      );
      return row;
    });
  }

  return {
    async list(t: Tenancy, q: UserListQuery): Promise<Paged<AppUser>> {
      const organisationId = managedOrganisation(t);
      const { rows, total } = await repo.page(organisationId, q);
      return { data: rows.map(toAppUser), page: q.page, size: q.size, total };
    },

    /** Invites a guardian: an account pending activation and an activation e-mail; takes a seat. */
    async inviteGuardian(t: Tenancy, body: InviteRequest): Promise<AppUser> {
      const organisationId = managedOrganisation(t);
      const user = await inviter.invite({
        type: 2,
        email: body.email,
        firstName: body.first_name,
        surname: body.surname,
        organisationId,
        actorId: t.principal.sub,
        beforeInsert: (tx) => takeSeat(organisationId, tx),
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
      const user = await userIn(organisationId, id, 'Request');
      assertTransition(user.status, AccountStatus.PendingAccountActivation);
      const updated = await db.transaction(async (tx) => {
        await attributeStatusChange(tx, t.principal.sub);
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
      const user = await userIn(organisationId, id, 'Request');
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

    async detail(t: Tenancy, id: string): Promise<AppUserDetail> {
      const organisationId = managedOrganisation(t);
      const user = await userIn(organisationId, id);
      const [areas, history] = await Promise.all([repo.areasOf(id), statusHistory(db, id)]);
      return {
        ...toAppUser(user),
        areas,
        status_history: history.map((h) => ({
          from: h.fromStatus as AppUserDetail['status'] | null,
          to: h.toStatus as AppUserDetail['status'],
          at: h.at.toISOString(),
          actor_id: h.actorId,
          reason: h.reason,
        })),
      };
    },

    /** An admin's edit of a user: names, patient number, a status move of the table, areas. */
    async update(t: Tenancy, id: string, body: AppUserUpdate): Promise<AppUserDetail> {
      const organisationId = managedOrganisation(t);
      const user = await userIn(organisationId, id);
      if (body.status !== undefined && body.status !== user.status) assertTransition(user.status, body.status);
      await assertAreas(organisationId, body.area_ids);
      await db.transaction(async (tx) => {
        await attributeStatusChange(tx, t.principal.sub);
        await repo.update(
          id,
          {
            ...(body.first_name !== undefined && { firstName: body.first_name }),
            ...(body.surname !== undefined && { surname: body.surname }),
            ...(body.patient_number !== undefined && { patientNumber: body.patient_number }),
            ...(body.status !== undefined && { status: body.status }),
          },
          tx,
        );
        if (body.status !== undefined && !mayHoldSession(body.status)) await repo.endSessions(id, tx);
        if (body.area_ids) await repo.setAreas(id, body.area_ids, tx);
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId,
            action: 'user.update',
            subject: id,
            detail: { fields: Object.keys(body), ...(body.status !== undefined && { from: user.status }) },
          },
          tx,
        );
      });
      return this.detail(t, id);
    },

    /** A child account made by an admin: a generated app code, pending app activation; takes a seat. */
    async createPatient(t: Tenancy, body: PatientCreate): Promise<AppUser> {
      const organisationId = managedOrganisation(t);
      await assertAreas(organisationId, body.area_ids);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const row = await db.transaction(async (tx) => {
            await attributeStatusChange(tx, t.principal.sub);
            await takeSeat(organisationId, tx);
            const patient = await repo.insert(
              {
                type: UserType.Patient,
                status: AccountStatus.PendingAppActivation,
                firstName: body.first_name ?? '',
                surname: body.surname ?? '',
                patientNumber: body.patient_number ?? null,
                childFirstName: body.first_name ?? '',
                childAppCode: newAppCode(),
                organisationId,
              },
              tx,
            );
            if (body.area_ids?.length) await repo.setAreas(patient.id, body.area_ids, tx);
            await audit.record(
              { actorId: t.principal.sub, organisationId, action: 'user.patient.create', subject: patient.id },
              tx,
            );
            return patient;
          });
          return toAppUser(row);
        } catch (error) {
          // An app code already used in the organisation: draw another (25^6 codes make this rare).
          if (isUniqueViolation(error) && attempt < 5) continue;
          throw error;
        }
      }
    },

    /**
     * Renews a guardian's subscription: a deactivated one (2) moves to pending account activation
     * and takes a seat again; either way a fresh activation e-mail goes out.
     */
    async renew(t: Tenancy, id: string): Promise<AppUser> {
      const organisationId = managedOrganisation(t);
      const user = await userIn(organisationId, id);
      if (user.type !== UserType.Guardian) throw conflict('Only a guardian has a subscription to renew');
      let row = user;
      if (user.status === AccountStatus.Pending) {
        row = await db.transaction(async (tx) => {
          await attributeStatusChange(tx, t.principal.sub);
          await takeSeat(organisationId, tx);
          const updated = await repo.update(id, { status: AccountStatus.PendingAccountActivation }, tx);
          await audit.record(
            { actorId: t.principal.sub, organisationId, action: 'user.subscription.renew', subject: id },
            tx,
          );
          return updated;
        });
      } else if (user.status === AccountStatus.Active || user.status === AccountStatus.PendingAppActivation) {
        // Renewing would send an activated family back to pending activation: refused, and said plainly.
        throw conflict('This subscription is already active: there is nothing to renew');
      } else if (user.status !== AccountStatus.PendingAccountActivation) {
        throw conflict('Only a deactivated subscription, or one awaiting activation, can be renewed');
      }
      if (row.email) await inviter.resendActivation(row.email);
      return toAppUser(row);
    },

    /** Deactivates a subscription (back to 2 Pending), which frees its seat. */
    async deactivate(t: Tenancy, id: string): Promise<AppUser> {
      const organisationId = managedOrganisation(t);
      const user = await userIn(organisationId, id);
      if (user.type !== UserType.Guardian && user.type !== UserType.Patient)
        throw conflict('Only a guardian or a patient has a subscription');
      return toAppUser(await changeStatus(t, id, AccountStatus.Pending, 'user.subscription.deactivate', organisationId));
    },

    /**
     * Invites every e-mail of a list, one row at a time; a row's failure never stops the others.
     * Outcomes: created, exists (an account has the address), invalid, duplicate (earlier in the
     * list), over-limit (no seat left).
     */
    async bulkSubscribe(t: Tenancy, emails: string[]): Promise<BulkSubscriptionResult[]> {
      managedOrganisation(t);
      const seen = new Set<string>();
      const results: BulkSubscriptionResult[] = [];
      for (const [index, raw] of emails.entries()) {
        const address = raw.trim();
        const row = { row: index + 1, email: address, user_id: null };
        const key = address.toLowerCase();
        if (!email.safeParse(address).success) results.push({ ...row, outcome: 'invalid' });
        else if (seen.has(key)) results.push({ ...row, outcome: 'duplicate' });
        else {
          seen.add(key);
          try {
            const user = await this.inviteGuardian(t, { email: address, first_name: '', surname: '' });
            results.push({ ...row, outcome: 'created', user_id: user.id });
          } catch (error) {
            if (error instanceof ApiError && error.code === 'SubscriptionLimitExceeded')
              results.push({ ...row, outcome: 'over-limit' });
            else if (error instanceof ApiError && error.status === 409) results.push({ ...row, outcome: 'exists' });
            else throw error;
          }
        }
      }
      return results;
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const organisationId = managedOrganisation(t);
      const user = await userIn(organisationId, id);
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
