import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '../../../lib/index.ts';
import { useAreas } from '../api/areas.ts';

export interface AreaFilterProps {
  /** The organisation whose areas are offered; null offers none (nothing is fetched). */
  organisationId: string | null;
  /** The chosen area's id; '' for the "all areas" choice. */
  value: string;
  onChange: (areaId: string) => void;
  label: string;
  /** When given, a first choice with this label (value '') lifts the filter. */
  allLabel?: string;
  sx?: SxProps<Theme>;
}

/**
 * The one way to narrow a list to one of an organisation's areas (a select above a table). It
 * loads the areas itself, like AreaPicker, so every list offers them and says it is loading alike.
 */
export function AreaFilter({ organisationId, value, onChange, label, allLabel, sx }: AreaFilterProps) {
  const t = useT();
  const { data: areas, isLoading } = useAreas(organisationId);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {/* No value: a note while the areas load, never a choice. */}
      {isLoading && <MenuItem disabled>{t('areas.picker.loading')}</MenuItem>}
      {(areas ?? []).map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
