import { z } from 'zod';
import {
  AccountStatus,
  UserType,
  type AppUser,
  type BulkSubscription,
  type BulkSubscriptionResult,
  type InviteRequest,
} from '../../../src/api/contracts/index.ts';
import { ApiError, conflict, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { managedOrganisation, toAppUser, type UsersAdminContext } from './admin-context.ts';

const email = z.email();

/** Guardians' subscriptions: invitations (one or a list), renewal and deactivation; each takes or frees a seat. */
export function createSubscriptions(ctx: UsersAdminContext) {
  const { repo, audit, inviter, takeSeat, userIn, changeStatus, invite } = ctx;
  return {
    /** Invites a guardian: an account pending activation and an activation e-mail; takes a seat. */
    inviteGuardian: (t: Tenancy, body: InviteRequest): Promise<AppUser> => invite(t, 2, body),

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
        row = await repo.transaction(async (tx) => {
          await repo.attributeStatusChange(tx, t.principal.sub);
          await takeSeat(organisationId, tx);
          const updated = await repo.update(id, { status: AccountStatus.PendingAccountActivation }, tx);
          await audit.recordFor(t, { organisationId, action: 'user.subscription.renew', subject: id }, tx);
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
      return toAppUser(
        await changeStatus(t, id, AccountStatus.Pending, 'user.subscription.deactivate', organisationId),
      );
    },

    /**
     * Invites every e-mail of a list, one row at a time; a row's failure never stops the others.
     * Outcomes: created, exists (an account has the address), invalid, duplicate (earlier in the
     * list), over-limit (no seat left).
     */
    async bulkSubscribe(
      t: Tenancy,
      { emails, patient_ids: children = [], relationship }: BulkSubscription,
    ): Promise<BulkSubscriptionResult[]> {
      const organisationId = managedOrganisation(t);
      if (children.length > emails.length)
        throw validationError('patient_ids', 'patient_ids has more entries than emails');
      // Every named child is checked before anyone is invited: a bad one refuses the whole list.
      for (const [index, id] of children.entries()) {
        if (id === null) continue;
        try {
          await ctx.families.assertPatient(t, id);
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400))
            throw validationError(
              `patient_ids.${index}`,
              'Each patient_ids entry must name a patient of the organisation',
            );
          throw error;
        }
      }
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
            const child = children[index] ?? undefined;
            await this.inviteGuardian(t, {
              email: address,
              first_name: '',
              surname: '',
              ...(child && { patient_id: child, relationship }),
            });
            // No id: a row invited and a row of another organisation's account must read alike.
            results.push({ ...row, outcome: 'created' });
          } catch (error) {
            if (error instanceof ApiError && error.code === 'SubscriptionLimitExceeded')
              results.push({ ...row, outcome: 'over-limit' });
            else if (error instanceof ApiError && error.status === 409)
              // An account of another organisation is none of this admin's business: the row reads as
              // invited, never as "has an account elsewhere" (docs/security.md § Accounts).
              results.push(
                (await repo.holdsEmail(organisationId, address))
                  ? { ...row, outcome: 'exists' }
                  : { ...row, outcome: 'created' },
              );
            else throw error;
          }
        }
      }
      return results;
    },
  };
}
