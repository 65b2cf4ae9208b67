import { AccountStatus } from '../../src/api/contracts/index.ts';

/**
 * Account statuses that may hold a portal session: an active account, or one whose app is not yet
 * activated. A request awaiting approval (1), a deactivated subscription (2) and an account not yet
 * activated (3) may not — neither by sign-in of any kind nor by refreshing a session they held before.
 */
export const SESSION_HOLDING_STATUSES: readonly number[] = [
  AccountStatus.Active,
  AccountStatus.PendingAppActivation,
];
const SESSION_STATUSES: ReadonlySet<number> = new Set(SESSION_HOLDING_STATUSES);

export const mayHoldSession = (status: number): boolean => SESSION_STATUSES.has(status);
