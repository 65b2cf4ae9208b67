import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACKNOWLEDGE_HOURS_MAX,
  safeguardingSettingsSchema,
  type SafeguardingStaff,
  type SafeguardingView,
} from '../../../api/contracts/questionnaires.ts';
import { PageHeader, useToast } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useSafeguarding, useSaveSafeguarding } from './api.ts';

const LANGUAGES = ['en', 'ar', 'es'] as const;
const nameOf = (s: SafeguardingStaff) => [s.first_name, s.surname].filter(Boolean).join(' ');

/** The form over the saved settings (or the defaults): the server checks the contacts again. */
function SafeguardingForm({ view }: { view: SafeguardingView }) {
  const t = useT();
  const toast = useToast();
  const { trigger, isMutating } = useSaveSafeguarding();
  const [contacts, setContacts] = useState(view.staff.filter((s) => view.contact_user_ids.includes(s.id)));
  const [team, setTeam] = useState(view.team_email ?? '');
  const [hours, setHours] = useState(String(view.acknowledge_hours));
  const [emergency, setEmergency] = useState(view.emergency_number);
  const [help, setHelp] = useState({ en: '', ar: '', es: '', ...view.urgent_help });
  const [errors, setErrors] = useState<Record<string, boolean>>({});

  const save = async () => {
    const parsed = safeguardingSettingsSchema.safeParse({
      contact_user_ids: contacts.map((c) => c.id),
      team_email: team.trim() || null,
      acknowledge_hours: Number(hours),
      emergency_number: emergency,
      urgent_help: help.en.trim()
        ? { en: help.en, ...(help.ar.trim() && { ar: help.ar }), ...(help.es.trim() && { es: help.es }) }
        : null,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), true])));
      return;
    }
    setErrors({});
    try {
      await trigger(parsed.data);
      toast.success(t('safeguarding.saved'));
    } catch {
      toast.error(t('safeguarding.saveFailed'));
    }
  };

  return (
    <Stack
      component="form"
      spacing={3}
      sx={{ maxWidth: 640 }}
      onSubmit={(e) => (e.preventDefault(), void save())}
    >
      <Autocomplete
        multiple
        options={view.staff}
        value={contacts}
        onChange={(_e, next) => setContacts(next)}
        getOptionLabel={nameOf}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('safeguarding.contacts')}
            helperText={t('safeguarding.contactsHelp')}
          />
        )}
      />
      <TextField
        label={t('safeguarding.teamEmail')}
        type="email"
        value={team}
        onChange={(e) => setTeam(e.target.value)}
        error={errors.team_email}
        helperText={errors.team_email ? t('safeguarding.teamEmailInvalid') : t('safeguarding.teamEmailHelp')}
      />
      <TextField
        label={t('safeguarding.acknowledgeHours')}
        type="number"
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={errors.acknowledge_hours}
        helperText={t('safeguarding.acknowledgeHoursHelp', { max: ACKNOWLEDGE_HOURS_MAX })}
        slotProps={{ htmlInput: { min: 1, max: ACKNOWLEDGE_HOURS_MAX } }}
      />
      <TextField
        label={t('safeguarding.emergencyNumber')}
        value={emergency}
        onChange={(e) => setEmergency(e.target.value)}
        error={errors.emergency_number}
        helperText={
          errors.emergency_number
            ? t('safeguarding.emergencyNumberInvalid')
            : t('safeguarding.emergencyNumberHelp')
        }
        slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
      />
      <Typography variant="h6" component="h2">
        {t('safeguarding.urgentHelp')}
      </Typography>
      <Typography variant="body2">{t('safeguarding.urgentHelpHelp')}</Typography>
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={t(`safeguarding.urgentHelpIn.${language}`)}
          value={help[language]}
          onChange={(e) => setHelp({ ...help, [language]: e.target.value })}
          error={language === 'en' && errors.urgent_help}
          multiline
          slotProps={{
            htmlInput: { maxLength: 1000, lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' },
          }}
        />
      ))}
      <div>
        <Button type="submit" variant="contained" disabled={isMutating}>
          {t('safeguarding.save')}
        </Button>
      </div>
    </Stack>
  );
}

/** /questionnaires/safeguarding: who is told of a flag, how soon it escalates, what families read. */
export function SafeguardingPage() {
  const t = useT();
  const view = useSafeguarding();
  return (
    <>
      <PageHeader title={t('safeguarding.title')} description={t('safeguarding.description')} />
      {view.error ? (
        <LoadError title="safeguarding.loadFailed" error={view.error} onRetry={() => void view.mutate()} />
      ) : !view.data ? (
        <Loading heights={[56, 56, 56, 56, 120]} />
      ) : (
        <SafeguardingForm view={view.data} />
      )}
    </>
  );
}
