import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { SafeguardingStaff } from '../../../api/contracts/questionnaires.ts';
import { useT } from '../../../lib/index.ts';
import { useSafeguarding } from '../flags/api.ts';
import type { BuilderForm } from './builder-form.ts';

const nameOf = (s: SafeguardingStaff) => [s.first_name, s.surname].filter(Boolean).join(' ');

/**
 * The rule's own safeguarding contacts, picked among the organisation's staff; none leaves the
 * organisation's contacts to be told (the hint says so).
 */
export function RuleContacts() {
  const t = useT();
  const { control } = useFormContext<BuilderForm>();
  const { field } = useController({ control, name: 'rule.contacts' });
  const staff = useSafeguarding().data?.staff ?? [];
  const chosen = staff.filter((s) => field.value.includes(s.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={staff}
      value={chosen}
      onChange={(_e, next) => field.onChange(next.map((s) => s.id))}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('questionnaires.builder.ruleContacts')}
          helperText={t('questionnaires.builder.ruleContactsHelp')}
        />
      )}
    />
  );
}
