import Chip from '@mui/material/Chip';
import type { AccountStatusPalette } from '../../theme/palette-augmentation.ts';

/** Account status codes of the spec (§4). */
export type AccountStatusCode = 1 | 2 | 3 | 4 | 7;

export const accountStatuses: Record<AccountStatusCode, { tone: keyof AccountStatusPalette; label: string }> =
  {
    1: { tone: 'requestApproval', label: 'Request Approval' },
    2: { tone: 'pending', label: 'Pending' },
    3: { tone: 'pendingAccountActivation', label: 'Registered, pending account activation' },
    4: { tone: 'active', label: 'Active Account' },
    7: { tone: 'pendingAppActivation', label: 'Registered, pending app activation' },
  };

export interface StatusChipProps {
  status: AccountStatusCode;
  /** Translated labels by code; the English labels of the spec otherwise. */
  labels?: Partial<Record<AccountStatusCode, string>>;
  size?: 'small' | 'medium';
}

/** An app user's account status: black, grey, red, green or orange, always with white text at AA contrast. */
export function StatusChip({ status, labels, size = 'small' }: StatusChipProps) {
  const { tone, label } = accountStatuses[status];
  return (
    <Chip
      label={labels?.[status] ?? label}
      size={size}
      data-status={status}
      sx={{
        bgcolor: (theme) => theme.palette.accountStatus[tone],
        color: 'common.white',
        fontWeight: 600,
        maxWidth: '100%',
      }}
    />
  );
}
