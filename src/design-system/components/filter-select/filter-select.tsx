import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterSelectProps {
  label: string;
  /** The chosen option's value, or '' for all. */
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first option, which lifts the filter, in the reader's language ("All statuses"): the field shows it while nothing is chosen. */
  allLabel?: string;
  minWidth?: number;
}

/**
 * A list's filter above its table: one choice among the options, or all of them. With nothing chosen
 * the field shows the "all" option's label (never an empty box under a floating label).
 */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel = 'All',
  minWidth = 200,
}: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
