import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OrganisationArea } from '../../../api/contracts/index.ts';
import { FormCheckbox, FormSelect, FormTextField, UserText, useToast } from '../../../design-system/index.ts';
import { FormDateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';
import { useDeleteEvent, useSaveEvent } from '../api/events.ts';
import { currentlyEditedEventAtom, type EditedEvent } from '../atoms.ts';
import {
  EVENT_KINDS,
  eventFormSchema,
  formOf,
  inputOf,
  switchAllDay,
  type EventForm,
} from '../event-form.ts';
import { AddToCalendarButton } from './add-to-calendar.tsx';
import { EventDetails } from './event-details.tsx';
import { PatientPicker } from './patient-picker.tsx';

/** The dialog of the event in `currentlyEditedEventAtom`: a form for admins, the details for everyone else. */
export function EventDialog({ canEdit, areas }: { canEdit: boolean; areas: OrganisationArea[] }) {
  const [edited, setEdited] = useAtom(currentlyEditedEventAtom);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // The dialog keeps showing the last event while it fades out, so that it never loses its title.
  const [shown, setShown] = useState(edited);
  if (edited && edited !== shown) setShown(edited);
  const close = () => setEdited(null);
  const readOnly = shown?.kind === 'existing' && (!canEdit || shown.event.source === 'app');
  return (
    <Dialog open={edited !== null} onClose={close} fullWidth maxWidth="sm" fullScreen={phone}>
      {edited && readOnly && edited.kind === 'existing' ? <Details edited={edited} onClose={close} /> : null}
      {/* Keyed by the event: each opening starts the form from what the atom holds. */}
      {shown && !readOnly ? (
        <EventFormBody
          key={shown.kind === 'existing' ? shown.event.id : `${shown.start}-${shown.end}`}
          edited={shown}
          areas={areas}
          onClose={close}
        />
      ) : null}
    </Dialog>
  );
}

function Details({
  edited,
  onClose,
}: {
  edited: Extract<EditedEvent, { kind: 'existing' }>;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <>
      <DialogTitle>
        <UserText>{edited.event.title}</UserText>
      </DialogTitle>
      <DialogContent>
        <EventDetails event={edited.event} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <AddToCalendarButton eventId={edited.event.id} />
        <Button onClick={onClose}>{t('calendar.close')}</Button>
      </DialogActions>
    </>
  );
}

function EventFormBody({
  edited,
  areas,
  onClose,
}: {
  edited: EditedEvent;
  areas: OrganisationArea[];
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const { trigger: save } = useSaveEvent();
  const { trigger: remove } = useDeleteEvent();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const existing = edited.kind === 'existing' ? edited.event : null;
  const { control, handleSubmit, formState, getValues, setValue } = useForm<EventForm>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: formOf(edited),
  });
  const allDay = useWatch({ control, name: 'allDay' });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await save({ id: existing?.id, body: inputOf(form) });
      toast.success(t(existing ? 'calendar.saved' : 'calendar.created', { title: form.title.trim() }));
      onClose();
    } catch {
      setFailure(t('calendar.saveFailed'));
    }
  });
  const destroy = async () => {
    if (!existing) return;
    try {
      await remove(existing.id);
      toast.success(t('calendar.deleted', { title: existing.title }));
      onClose();
    } catch {
      setFailure(t('calendar.deleteFailed'));
      setConfirming(false);
    }
  };
  // The time fields follow the all-day box: a day keeps its date, a time gets 09:00 (a no-op when they already match).
  useEffect(() => {
    setValue('start', switchAllDay(getValues('start'), allDay));
    setValue('end', switchAllDay(getValues('end'), allDay));
  }, [allDay, getValues, setValue]);
  const timeField = (name: 'start' | 'end') => (
    <DatePickers>
      <FormDateField
        control={control}
        name={name}
        label={t(`calendar.form.${name}`)}
        translateError={t}
        withTime={!allDay}
        fullWidth
      />
    </DatePickers>
  );

  return (
    <>
      <DialogTitle>{t(existing ? 'calendar.editTitle' : 'calendar.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="calendar-event-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => void submit(e)}
        >
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {existing?.moods.length ? (
            <EventDetails event={{ ...existing, description: null, patients: [] }} />
          ) : null}
          <FormTextField
            control={control}
            name="title"
            label={t('calendar.form.title')}
            translateError={t}
            fullWidth
          />
          <FormSelect
            control={control}
            name="kind"
            label={t('calendar.form.kind')}
            translateError={t}
            options={EVENT_KINDS.map((k) => ({ value: k, label: t(`calendar.kinds.${k}`) }))}
          />
          <FormCheckbox control={control} name="allDay" label={t('calendar.form.allDay')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {timeField('start')}
            {timeField('end')}
          </Stack>
          <FormSelect
            control={control}
            name="areaId"
            label={t('calendar.form.area')}
            translateError={t}
            helperText={t('calendar.form.areaHelp')}
            options={[
              { value: '', label: t('calendar.form.noArea') },
              ...areas.map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
          <PatientPicker control={control} />
          <FormTextField
            control={control}
            name="description"
            label={t('calendar.form.description')}
            translateError={t}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {existing ? (
          confirming ? (
            <Button
              color="error"
              variant="contained"
              onClick={() => void destroy()}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t('calendar.confirmDelete')}
            </Button>
          ) : (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ marginInlineEnd: 'auto' }}>
              {t('calendar.delete')}
            </Button>
          )
        ) : null}
        {existing ? <AddToCalendarButton eventId={existing.id} /> : null}
        <Button onClick={onClose}>{t('calendar.cancel')}</Button>
        <Button
          type="submit"
          form="calendar-event-form"
          variant="contained"
          disabled={formState.isSubmitting}
        >
          {t('calendar.save')}
        </Button>
      </DialogActions>
    </>
  );
}
