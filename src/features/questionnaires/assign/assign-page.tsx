import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QuestionnaireStatus } from '../../../api/contracts/questionnaires.ts';
import { UserType } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { PageHeader, personDisplayName, useToast } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { useQuestionnaire } from '../api/questionnaires.ts';
import { useAssign, useWithUsers } from '../api/responses.ts';
import { localised } from '../components/localised.ts';
import { AskedTable } from './asked-table.tsx';
import { aboutSettings, ChildPicker, type About } from './child-picker.tsx';
import { PeoplePicker, type PickedPerson } from './people-picker.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import {
  scheduleDefaults,
  scheduleFormSchema,
  type ScheduleForm,
  type ScheduleFormInput,
} from './schedule-form.ts';
import { SentLog } from './sent-log.tsx';

/** /questionnaires/assign?id: ask patients or guardians to answer, and see who was asked and who answered. */
export function AssignPage() {
  const t = useT();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const id = useSearchParams()[0].get('id');
  const questionnaire = useQuestionnaire(id);
  const asked = useWithUsers(id);
  const { trigger: assign, isMutating } = useAssign();
  const [picked, setPickedOnly] = useState<PickedPerson[]>([]);
  const [about, setAbout] = useState<About>('self');
  // A child chosen for other guardians may not be linked to the new ones: choose again.
  const setPicked = (next: PickedPerson[]) => {
    setPickedOnly(next);
    if (about !== 'each') setAbout('self');
  };
  // Only guardians are asked about a child; patients answer about themselves.
  const guardians = picked.every((p) => p.person.type === UserType.Guardian) ? picked.map((p) => p.id) : [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const schedule = useForm<ScheduleFormInput, unknown, ScheduleForm>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: scheduleDefaults(),
  });
  const pending = useMemo(
    () => new Set((asked.data?.users ?? []).filter((u) => u.status === 'pending').map((u) => u.user.id)),
    [asked.data],
  );

  // Without a questionnaire named in the address there is nothing to show: back to the list.
  if (!id) return <Navigate to="/questionnaires" replace />;
  if (questionnaire.error)
    return (
      <LoadError
        title="questionnaires.builder.loadFailed"
        error={questionnaire.error}
        onRetry={() => void questionnaire.mutate()}
      />
    );
  if (!questionnaire.data) return <CircularProgress aria-label={t('table.loading')} />;
  const title = localised(questionnaire.data.title, locale);
  // The transition table: only an Active questionnaire is answered by patients and guardians.
  const assignable = questionnaire.data.status === QuestionnaireStatus.Active;

  const submit = async (settings: ScheduleForm) => {
    setRefusal(null);
    try {
      const { data } = await assign({
        questionnaireId: id,
        userIds: picked.map((p) => p.id),
        ...(guardians.length ? aboutSettings(about) : {}),
        ...settings,
      });
      toast.success(t('questionnaires.assign.done', { n: data.filter((d) => d.created).length, title }));
      setPicked([]);
      setAbout('self');
      schedule.reset(scheduleDefaults());
    } catch (error) {
      // The server says why it refused (a draft, a staff-only questionnaire, someone not active).
      setRefusal(
        error instanceof ApiError && error.message ? error.message : t('questionnaires.assign.failed'),
      );
    }
  };

  return (
    <>
      <PageHeader
        title={t('questionnaires.assign.title', { title })}
        description={t('questionnaires.assign.description')}
        actions={
          <Button onClick={() => void navigate(`/questionnaires/responses?id=${id}`)}>
            {t('questionnaires.responses.open')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="assign-heading">
          <Typography id="assign-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('questionnaires.assign.choose')}
          </Typography>
          {assignable ? null : (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('questionnaires.assign.onlyActive')}
            </Alert>
          )}
          <PeoplePicker picked={picked} onChange={setPicked} pending={pending} />
          {picked.length ? (
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}
              aria-label={t('questionnaires.assign.picked')}
              role="list"
            >
              {picked.map((p) => (
                <Chip
                  key={p.id}
                  role="listitem"
                  label={personDisplayName(p.person, t('questionnaires.people.patientPrefix')).text}
                  onDelete={() => setPicked(picked.filter((x) => x.id !== p.id))}
                />
              ))}
            </Stack>
          ) : null}
          {guardians.length ? (
            <ChildPicker guardianIds={guardians} value={about} onChange={setAbout} />
          ) : null}
          <ScheduleFields control={schedule.control} />
          {refusal ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            disabled={!assignable || picked.length === 0 || isMutating}
            onClick={() => void schedule.handleSubmit(submit)()}
          >
            {t('questionnaires.assign.submit', { n: picked.length })}
          </Button>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="asked-heading">
          <Typography id="asked-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('questionnaires.assign.asked')}
          </Typography>
          {asked.error ? (
            <LoadError
              title="questionnaires.assign.askedFailed"
              error={asked.error}
              onRetry={() => void asked.mutate()}
            />
          ) : asked.data === undefined ? (
            <CircularProgress aria-label={t('table.loading')} />
          ) : (
            <AskedTable users={asked.data?.users ?? []} />
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="sent-heading">
          <Typography id="sent-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('questionnaires.assign.sent.title')}
          </Typography>
          <SentLog questionnaireId={id} />
        </Paper>
      </Stack>
    </>
  );
}
