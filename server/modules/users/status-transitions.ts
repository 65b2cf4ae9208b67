import { AccountStatus } from '../../../src/api/contracts/index.ts';
import { conflict } from '../../http/errors.ts';

type Status = (typeof AccountStatus)[keyof typeof AccountStatus];

/**
 * Every account-status change the product allows (the first specification named the statuses, not the moves;
 * these are ours): a request is approved into pending activation; an invited or approved account
 * is activated; an app activation completes; a subscription (active or still awaiting activation)
 * is deactivated back to pending, which frees its seat, and can be renewed. Declining a request removes it rather than giving it a status.
 */
export const STATUS_TRANSITIONS: Readonly<Record<Status, readonly Status[]>> = {
  [AccountStatus.RequestApproval]: [AccountStatus.PendingAccountActivation],
  [AccountStatus.Pending]: [AccountStatus.PendingAccountActivation],
  [AccountStatus.PendingAccountActivation]: [AccountStatus.Active, AccountStatus.Pending],
  [AccountStatus.PendingAppActivation]: [AccountStatus.Active, AccountStatus.Pending],
  [AccountStatus.Active]: [AccountStatus.Pending],
};

export const canTransition = (from: number, to: number): boolean =>
  (STATUS_TRANSITIONS[from as Status] ?? []).includes(to as Status);

/** Refuses a status change the table does not allow with 409 Conflict. */
export function assertTransition(from: number, to: number): void {
  if (!canTransition(from, to)) throw conflict(`An account with status ${from} cannot move to status ${to}`);
}
