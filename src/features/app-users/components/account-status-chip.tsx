import { AccountStatus } from '../../../api/contracts/index.ts';
import { StatusChip, type StatusTone } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

/** The colour of each account status (docs/product.md § Account statuses): black, grey, red, green, orange. */
export const accountStatusTone: Record<AccountStatus, StatusTone> = {
  [AccountStatus.RequestApproval]: 'dark',
  [AccountStatus.Pending]: 'neutral',
  [AccountStatus.PendingAccountActivation]: 'danger',
  [AccountStatus.Active]: 'success',
  [AccountStatus.PendingAppActivation]: 'warning',
};

/** An app user's account status as a chip, in the reader's language. */
export function AccountStatusChip({ status, size }: { status: AccountStatus; size?: 'small' | 'medium' }) {
  const t = useT();
  return <StatusChip tone={accountStatusTone[status]} label={t(`appUsers.status.${status}`)} size={size} />;
}
