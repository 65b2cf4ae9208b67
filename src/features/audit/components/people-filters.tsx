import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { UserType } from '../../../api/contracts/index.ts';
import { personDisplayName } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useAuditPeople, useSubjectSearch } from '../api/audit.ts';

interface Choice {
  id: string;
  label: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose actions to show: a member of staff picked by name or e-mail. */
export function PersonFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const people = useAuditPeople(search);
  const options: Choice[] = (people.data ?? []).map((p) => ({ id: p.id, label: `${p.name} (${p.email})` }));
  const [chosen, setChosen] = useState<Choice | null>(null);
  const current = value
    ? (options.find((o) => o.id === value) ?? (chosen?.id === value ? chosen : null))
    : null;
  return (
    <Autocomplete<Choice>
      size="small"
      sx={{ minWidth: 240 }}
      options={options}
      loading={people.isLoading}
      value={current ?? (value ? { id: value, label: value } : null)}
      onChange={(_e, choice) => {
        setChosen(choice);
        onChange(choice?.id ?? '');
      }}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('audit.filters.noPeople')}
      loadingText={t('table.loading')}
      renderInput={(params) => <TextField {...params} label={t('audit.filters.person')} />}
    />
  );
}

/** About whom: a child or guardian found by name, or an id pasted from elsewhere. */
export function SubjectFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const children = useSubjectSearch(UserType.Patient, search);
  const guardians = useSubjectSearch(UserType.Guardian, search);
  const patientPrefix = t('appUsers.patientPrefix');
  const options: Choice[] = [
    ...(children.data?.data ?? []).map((p) => ({
      id: p.id,
      label: t('audit.filters.child', { name: personDisplayName(p, patientPrefix).text }),
    })),
    ...(guardians.data?.data ?? []).map((p) => ({
      id: p.id,
      label: t('audit.filters.guardian', { name: personDisplayName(p, patientPrefix).text }),
    })),
  ];
  const [chosen, setChosen] = useState<Choice | null>(null);
  const current = value
    ? (options.find((o) => o.id === value) ?? (chosen?.id === value ? chosen : null))
    : null;
  return (
    <Autocomplete<Choice, false, false, true>
      freeSolo
      size="small"
      sx={{ minWidth: 260 }}
      options={options}
      loading={children.isLoading || guardians.isLoading}
      value={current ?? (value ? { id: value, label: value } : null)}
      onChange={(_e, choice) => {
        // A pasted id is taken as it is; other free text is a search, not a filter.
        if (typeof choice === 'string') {
          if (UUID.test(choice.trim())) onChange(choice.trim());
          return;
        }
        setChosen(choice);
        onChange(choice?.id ?? '');
      }}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setSearch(UUID.test(text.trim()) ? '' : text);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      isOptionEqualToValue={(a, b) => a.id === (typeof b === 'string' ? b : b.id)}
      noOptionsText={t('audit.filters.noSubjects')}
      loadingText={t('table.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('audit.filters.subject')}
          helperText={t('audit.filters.subjectHelp')}
        />
      )}
    />
  );
}
