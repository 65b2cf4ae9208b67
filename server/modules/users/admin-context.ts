import { UserType } from '../../../src/api/contracts/roles.ts';
import type { AppUser, InviteRequest } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, notFound, validationError } from '../../http/errors.ts';
import type { FamiliesService } from '../families/index.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import { toUser } from '../auth/index.ts';
import type { UserRow as AuthUserRow } from '../auth/index.ts';
import type { AccountService } from '../auth/index.ts';
import type { ListedUser, UsersAdminRepository } from './admin-repository.ts';
import { assertTransition } from './status-transitions.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toAppUser = (row: ListedUser): AppUser => ({
  // A patient's own app code shows as its `child` (spec §3), as the lists and the new-patient dialog read it.
  ...toUser(
    row as AuthUserRow,
    row.type === UserType.Patient && row.appCode
      ? { first_name: row.firstName, app_code: row.appCode }
      : null,
  ),
  full_name: row.fullName,
  patient_number: row.patientNumber,
  created_at: row.createdAt.toISOString(),
  activated_at: iso(row.activatedAt),
  last_active: iso(row.lastActiveAt),
});

/** What the invitation needs of the account service (e-mail sign-up's machinery). */
export type Inviter = Pick<AccountService, 'invite' | 'resendActivation'>;

/** What the users-admin service is given (app.ts wires it). */
export interface UsersAdminDeps {
  repo: UsersAdminRepository;
  /** Checks the organisation's areas (`area_ids`). */
  areas: { areaIdsIn(organisationId: string, ids: string[]): Promise<string[]> };
  audit: Pick<AuditLog, 'recordFor' | 'recordRead'>;
  inviter: Inviter;
  /** The family model: an invitation naming the guardian's child links them. */
  families: Pick<FamiliesService, 'assertPatient' | 'linkByAdmin'>;
  now?: () => Date;
  /** The list's exact-total limit (LIST_EXACT_TOTAL_LIMIT); the default when absent. */
  exactTotalLimit?: number;
}

const seatsTaken = (limit: number) =>
  new ApiError(
    409,
    'SubscriptionLimitExceeded',
    `All ${limit} seats of this organisation are taken: add a subscription pack or free a seat first`,
  );

/** The organisation an admin manages: their own, or the super admin's selected one. */
export const managedOrganisation = (t: Tenancy): string => {
  return requireOrganisation(t);
};

/** The rules the parts of the users-admin service share (seats, lookups, status moves). */
export function createUsersAdminContext(deps: UsersAdminDeps) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

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

  async function changeStatus(t: Tenancy, id: string, to: number, action: string, organisationId: string) {
    const user = await userIn(organisationId, id);
    assertTransition(user.status, to);
    return repo.transaction(async (tx) => {
      await repo.attributeStatusChange(tx, t.principal.sub);
      const row = await repo.update(id, { status: to }, tx);
      if (!mayHoldSession(to)) await repo.endSessions(id, tx);
      await audit.recordFor(
        t,
        { organisationId, action, subject: id, detail: { from: user.status, to } },
        tx,
      );
      return row;
    });
  }

  /** Invites an admin (1) or a guardian (2, who takes a seat) to the managed organisation. */
  async function invite(t: Tenancy, type: 1 | 2, body: InviteRequest): Promise<AppUser> {
    const organisationId = managedOrganisation(t);
    const child = body.patient_id;
    if (child !== undefined) {
      if (type !== UserType.Guardian)
        throw validationError('patient_id', "Only a guardian's invitation names a child");
      await deps.families.assertPatient(t, child);
    }
    const user = await deps.inviter.invite({
      type,
      email: body.email,
      firstName: body.first_name,
      surname: body.surname,
      organisationId,
      actorId: t.principal.sub,
      ...(type === UserType.Guardian && { beforeInsert: (tx: Db) => takeSeat(organisationId, tx) }),
      ...(child !== undefined && {
        afterInsert: (guardian: { id: string }, tx: Db) =>
          deps.families.linkByAdmin(
            t,
            { guardianId: guardian.id, patientId: child, relationship: body.relationship ?? 'parent' },
            tx,
          ),
      }),
    });
    return toAppUser(user);
  }

  return { ...deps, takeSeat, userIn, changeStatus, invite };
}
export type UsersAdminContext = ReturnType<typeof createUsersAdminContext>;
