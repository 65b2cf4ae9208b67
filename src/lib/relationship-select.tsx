import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RELATIONSHIPS, type Relationship } from '../api/contracts/index.ts';
import { useT } from './use-t.ts';

/** How a guardian is related to a child (parent, carer, other), wherever a family link is made. */
export function RelationshipSelect({
  value,
  onChange,
  compact = false,
  disabled = false,
}: {
  value: Relationship;
  onChange: (relationship: Relationship) => void;
  /** Small, inside a list row. */
  compact?: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <TextField
      select
      label={t('families.relationship')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as Relationship)}
      {...(compact && { size: 'small' as const, sx: { minWidth: 140 } })}
    >
      {RELATIONSHIPS.map((r) => (
        <MenuItem key={r} value={r}>
          {t(`families.relationships.${r}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
