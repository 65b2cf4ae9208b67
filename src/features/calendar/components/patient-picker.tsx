import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { EventPatient } from '../../../api/contracts/index.ts';
import { personDisplayName } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { usePeopleSearch } from '../api/events.ts';
import type { EventForm } from '../event-form.ts';

/** The patients (and families) an event is for, found by name as the admin types. */
export function PatientPicker({ control }: { control: Control<EventForm> }) {
  const t = useT();
  const { field } = useController({ control, name: 'patients' });
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const people = usePeopleSearch(keyword.trim(), open);
  const options: EventPatient[] = (people.data ?? []).map((u) => ({
    id: u.id,
    full_name: u.full_name,
    first_name: u.first_name,
    surname: u.surname,
    patient_number: u.patient_number,
    app_code: u.child?.app_code ?? null,
  }));
  const label = (p: EventPatient) => personDisplayName(p, t('calendar.patientPrefix')).text;
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={field.value}
      onChange={(_e, next) => field.onChange(next)}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setKeyword(text);
      }}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={label}
      loading={people.isLoading}
      loadingText={t('calendar.form.searching')}
      noOptionsText={t('calendar.form.noPeople')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('calendar.form.patients')}
          helperText={t('calendar.form.patientsHelp')}
        />
      )}
    />
  );
}
