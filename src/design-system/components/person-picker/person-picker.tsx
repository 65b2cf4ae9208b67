import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { personDisplayName, type PersonLike } from '../person-name/person-display-name.ts';

export interface PersonPickerProps<P extends PersonLike & { id: string }> {
  label: string;
  /** The people matching what was typed so far (the caller searches, usually on the server). */
  options: P[];
  value: P | null;
  onChange: (person: P | null) => void;
  /** What the person types, to search with. */
  onSearch: (text: string) => void;
  loading?: boolean;
  required?: boolean;
  helperText?: string;
  noOptionsText?: string;
  loadingText?: string;
  /** Before a patient number when a patient is known by it alone. */
  patientPrefix?: string;
}

/** Picks one person by name, patient number or app code, shown by the display-name rule. */
export function PersonPicker<P extends PersonLike & { id: string }>({
  label,
  options,
  value,
  onChange,
  onSearch,
  loading = false,
  required = false,
  helperText,
  noOptionsText = 'No one matches',
  loadingText = 'Loading…',
  patientPrefix = 'Patient #',
}: PersonPickerProps<P>) {
  return (
    <Autocomplete<P>
      options={options}
      loading={loading}
      value={value}
      onChange={(_e, person) => onChange(person)}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') onSearch(text);
      }}
      // The server already filtered: the list shows what it answered.
      filterOptions={(all) => all}
      getOptionLabel={(person) => personDisplayName(person, patientPrefix).text}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={noOptionsText}
      loadingText={loadingText}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} helperText={helperText} />
      )}
    />
  );
}
