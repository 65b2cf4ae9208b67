import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '../../../lib/index.ts';
import { useAreas } from '../api/areas.ts';

/** An area as the picker holds it: what a form saves (the id) and what a chip shows (the name). */
export interface PickedArea {
  id: string;
  name: string;
}

export interface AreaPickerProps {
  /** The organisation whose areas are offered; null offers none (nothing is fetched). */
  organisationId: string | null;
  value: PickedArea[];
  onChange: (next: PickedArea[]) => void;
  label: string;
  helperText?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The one way to choose several of an organisation's areas (a user's areas, a video's areas, the
 * areas set on many videos at once). It loads the areas itself, so every form shows the same
 * loading and "no areas" states.
 */
export function AreaPicker({
  organisationId,
  value,
  onChange,
  label,
  helperText,
  disabled,
  sx,
}: AreaPickerProps) {
  const t = useT();
  const { data: areas, isLoading } = useAreas(organisationId);
  return (
    <Autocomplete
      multiple
      options={(areas ?? []).map((a) => ({ id: a.id, name: a.name }))}
      getOptionLabel={(a) => a.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={value}
      onChange={(_e, next) => onChange(next)}
      loading={isLoading}
      loadingText={t('areas.picker.loading')}
      noOptionsText={t(areas?.length ? 'areas.picker.noMatch' : 'areas.picker.none')}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
      sx={sx}
    />
  );
}
