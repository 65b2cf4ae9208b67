import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterSelectProps {
  label: string;
  /** The chosen option's value, or '' for all. */
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first option, which lifts the filter. */
  allLabel?: string;
  minWidth?: number;
}

/** A list's filter above its table: one choice among the options, or all of them. */
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
