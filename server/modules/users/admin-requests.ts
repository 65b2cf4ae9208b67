import { AccountStatus, type AppUser, type Paged } from '../../../src/api/contracts/index.ts';
import { conflict } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { managedOrganisation, toAppUser, type UsersAdminContext } from './admin-context.ts';
import { assertTransition } from './status-transitions.ts';

/** Account requests (families who asked to join): listed, approved or declined by an admin. */
export function createAccountRequests(ctx: UsersAdminContext) {
  const { repo, audit, inviter, userIn } = ctx;
  return {
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
      const updated = await repo.transaction(async (tx) => {
        await repo.attributeStatusChange(tx, t.principal.sub);
        const row = await repo.setStatus(id, AccountStatus.PendingAccountActivation, tx);
        await audit.recordFor(
          t,
          {
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
      await repo.transaction(async (tx) => {
        await repo.remove(id, tx);
        await audit.recordFor(
          t,
          {
            organisationId,
            action: 'request.decline',
            subject: id,
            detail: { reason, email: user.email },
          },
          tx,
        );
      });
    },
  };
}
