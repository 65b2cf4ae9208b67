import { useEffect, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AppUser } from '../../../api/contracts/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { usePeople, type PersonType } from '../api/responses.ts';
import { RespondentName } from '../components/respondent-name.tsx';

/** Accounts the server lets an admin ask: active (4) or awaiting the app's activation (7). */
const ASKABLE = [4, 7];
const SEARCH_DELAY_MS = 300;

/** What a person row shows of an app user: a patient's app code is their child record's. */
const personOf = (u: AppUser) => ({
  id: u.id,
  type: u.type,
  full_name: u.full_name,
  first_name: u.first_name,
  surname: u.surname,
  patient_number: u.patient_number,
  app_code: u.child?.app_code ?? null,
});

export interface PickedPerson {
  id: string;
  person: ReturnType<typeof personOf>;
}

/** Patients or guardians of the organisation, searchable, to tick the ones to ask. */
export function PeoplePicker(props: {
  picked: PickedPerson[];
  onChange: (next: PickedPerson[]) => void;
  /** People who already have this questionnaire to answer. */
  pending: ReadonlySet<string>;
}) {
  const t = useT();
  const [type, setType] = useState<PersonType>(3);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // One request when the typing stops, not one per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const people = usePeople(type, search);
  // The list on screen is the last one that arrived: until the one asked for replaces it, it is
  // shown faded and cannot be ticked, so that nobody picks from the list they are leaving.
  const stale = people.isLoading || typed.trim() !== search;
  const toggle = (u: AppUser) =>
    props.onChange(
      props.picked.some((p) => p.id === u.id)
        ? props.picked.filter((p) => p.id !== u.id)
        : [...props.picked, { id: u.id, person: personOf(u) }],
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={type}
          onChange={(_e, next: PersonType | null) => next && setType(next)}
          aria-label={t('questionnaires.assign.who')}
        >
          <ToggleButton value={3}>{t('questionnaires.assign.patients')}</ToggleButton>
          <ToggleButton value={2}>{t('questionnaires.assign.guardians')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          label={t('questionnaires.assign.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: 1 }}
        />
      </Stack>
      {people.error ? (
        <LoadError
          title="questionnaires.assign.peopleFailed"
          error={people.error}
          onRetry={() => void people.mutate()}
        />
      ) : !people.data ? (
        <CircularProgress aria-label={t('table.loading')} />
      ) : people.data.data.length === 0 ? (
        <Typography role="status" color="text.secondary">
          {t('questionnaires.assign.nobody')}
        </Typography>
      ) : (
        <List
          dense
          aria-label={t('questionnaires.assign.people')}
          aria-busy={stale}
          // Its boxes off while it is stale, the scrolling list takes the focus itself, so that a keyboard can still scroll it.
          tabIndex={stale ? 0 : undefined}
          sx={{ maxHeight: '50vh', overflow: 'auto', opacity: stale ? 0.6 : 1 }}
        >
          {people.data.data.map((u) => {
            const askable = ASKABLE.includes(u.status);
            const checked = props.picked.some((p) => p.id === u.id);
            const note = !askable
              ? t('questionnaires.assign.notActive')
              : props.pending.has(u.id)
                ? t('questionnaires.assign.alreadyPending')
                : (u.email ?? undefined);
            return (
              <ListItem key={u.id} dense>
                <FormControlLabel
                  control={
                    <Checkbox checked={checked} disabled={!askable || stale} onChange={() => toggle(u)} />
                  }
                  label={
                    <>
                      <RespondentName person={personOf(u)} />
                      {note ? (
                        <Typography variant="body2" color="text.secondary">
                          {note}
                        </Typography>
                      ) : null}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
