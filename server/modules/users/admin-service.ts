import {
  AccountStatus,
  UserType,
  type AppUser,
  type AppUserDetail,
  type AppUserUpdate,
  type InviteRequest,
  type AppUserList,
  type PatientCreate,
  type UserListQuery,
} from '../../../src/api/contracts/index.ts';
import { isUniqueViolation } from '../auth/index.ts';
import { newAppCode } from './app-code.ts';
import { conflict, validationError } from '../../http/errors.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { assertAreasOf } from '../areas/index.ts';
import { erasePerson } from '../data-requests/index.ts';
import {
  createUsersAdminContext,
  managedOrganisation,
  toAppUser,
  type UsersAdminDeps,
} from './admin-context.ts';
import { createAccountRequests } from './admin-requests.ts';
import { createSubscriptions } from './admin-subscriptions.ts';
import { assertTransition } from './status-transitions.ts';

/**
 * An admin's management of the organisation's app users: lists, invitations, edits and child
 * accounts here; account requests and subscriptions in their own files, sharing one context.
 */
export function createUsersAdminService(deps: UsersAdminDeps) {
  const ctx = createUsersAdminContext(deps);
  const { repo, audit, areas, takeSeat, userIn } = ctx;

  return {
    ...createAccountRequests(ctx),
    ...createSubscriptions(ctx),

    async list(t: Tenancy, q: UserListQuery): Promise<AppUserList> {
      const organisationId = managedOrganisation(t);
      const { rows, total, estimate, nextCursor } = await repo.page(organisationId, q, deps.exactTotalLimit);
      return {
        data: rows.map(toAppUser),
        page: q.page,
        size: q.size,
        total,
        total_is_estimate: estimate,
        next_cursor: nextCursor,
      };
    },

    inviteAdmin: (t: Tenancy, body: InviteRequest): Promise<AppUser> => ctx.invite(t, 1, body),

    async detail(t: Tenancy, id: string): Promise<AppUserDetail> {
      const organisationId = managedOrganisation(t);
      const user = await userIn(organisationId, id);
      const [areas, history] = await Promise.all([repo.areasOf(id), repo.statusHistory(id)]);
      const kind =
        user.type === UserType.Patient ? 'patient' : user.type === UserType.Guardian ? 'guardian' : 'user';
      await audit.recordRead(t, { action: `read.${kind}`, organisationId, subject: { kind, id } });
      return {
        ...toAppUser(user),
        app_code: user.type === UserType.Patient ? user.appCode : null,
        date_of_birth: user.dateOfBirth,
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
      if (body.status !== undefined && body.status !== user.status)
        assertTransition(user.status, body.status);
      if (body.date_of_birth !== undefined && user.type !== UserType.Patient)
        throw validationError('date_of_birth', 'Only a patient has a date of birth');
      await assertAreasOf(areas, organisationId, body.area_ids);
      await repo.transaction(async (tx) => {
        await repo.attributeStatusChange(tx, t.principal.sub);
        await repo.update(
          id,
          {
            ...(body.first_name !== undefined && { firstName: body.first_name }),
            ...(body.surname !== undefined && { surname: body.surname }),
            ...(body.patient_number !== undefined && { patientNumber: body.patient_number }),
            ...(body.status !== undefined && { status: body.status }),
            ...(body.date_of_birth !== undefined && { dateOfBirth: body.date_of_birth }),
          },
          tx,
        );
        if (body.status !== undefined && !mayHoldSession(body.status)) await repo.endSessions(id, tx);
        if (body.area_ids) await repo.setAreas(id, body.area_ids, tx);
        await audit.recordFor(
          t,
          {
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
      await assertAreasOf(areas, organisationId, body.area_ids);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const row = await repo.transaction(async (tx) => {
            await repo.attributeStatusChange(tx, t.principal.sub);
            await takeSeat(organisationId, tx);
            const patient = await repo.insert(
              {
                type: UserType.Patient,
                status: AccountStatus.PendingAppActivation,
                firstName: body.first_name ?? '',
                surname: body.surname ?? '',
                patientNumber: body.patient_number ?? null,
                dateOfBirth: body.date_of_birth ?? null,
                appCode: newAppCode(),
                organisationId,
              },
              tx,
            );
            if (body.area_ids?.length) await repo.setAreas(patient.id, body.area_ids, tx);
            await audit.recordFor(
              t,
              { organisationId, action: 'user.patient.create', subject: patient.id },
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

    async remove(t: Tenancy, id: string): Promise<void> {
      const organisationId = managedOrganisation(t);
      const user = await userIn(organisationId, id);
      if (user.id === t.principal.sub) throw conflict('You cannot delete your own account here');
      // A guardian's answers may belong to a child's clinical record: their account is erased by the
      // rule of docs/data-protection.md rather than deleted with everything it points at.
      const erased = user.type === UserType.Guardian;
      await repo.transaction(async (tx) => {
        if (erased) await erasePerson(tx, id, t.principal.sub);
        else await repo.remove(id, tx);
        await audit.recordFor(
          t,
          {
            organisationId,
            action: 'user.delete',
            subject: id,
            detail: { type: user.type, erased },
          },
          tx,
        );
      });
    },
  };
}
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
