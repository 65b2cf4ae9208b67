import { useWatch, type Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { FormCheckbox, FormSelect, FormTextField } from '../../../design-system/index.ts';
import { FormDateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';
import type { ScheduleForm, ScheduleFormInput } from './schedule-form.ts';

type Props = { control: Control<ScheduleFormInput, unknown, ScheduleForm> };

/** "Repeat" (every N days or weeks until an end date) and "Remind" (after N days, at most M times). */
export function ScheduleFields({ control }: Props) {
  const t = useT();
  const [repeatOn, remindOn] = useWatch({ control, name: ['repeatOn', 'remindOn'] });
  const row = { direction: 'row', useFlexGap: true, sx: { flexWrap: 'wrap', gap: 2, ps: 4 } } as const;
  const number = { type: 'number', translateError: t, sx: { width: 160 } } as const;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <FormCheckbox
        control={control}
        name="repeatOn"
        label={t('questionnaires.assign.schedule.repeat')}
        helperText={t('questionnaires.assign.schedule.repeatHint')}
      />
      {repeatOn ? (
        <Stack {...row}>
          <FormTextField
            {...number}
            control={control}
            name="every"
            label={t('questionnaires.assign.schedule.every')}
          />
          <FormSelect
            control={control}
            name="unit"
            label={t('questionnaires.assign.schedule.unit')}
            translateError={t}
            options={[
              { value: 'day', label: t('questionnaires.assign.schedule.days') },
              { value: 'week', label: t('questionnaires.assign.schedule.weeks') },
            ]}
          />
          <DatePickers>
            <FormDateField
              control={control}
              name="until"
              label={t('questionnaires.assign.schedule.until')}
              translateError={t}
              helperText={t('questionnaires.assign.schedule.untilHint')}
            />
          </DatePickers>
        </Stack>
      ) : null}
      <FormCheckbox
        control={control}
        name="remindOn"
        label={t('questionnaires.assign.schedule.remind')}
        helperText={t('questionnaires.assign.schedule.remindHint')}
      />
      {remindOn ? (
        <Stack {...row}>
          <FormTextField
            {...number}
            control={control}
            name="afterDays"
            label={t('questionnaires.assign.schedule.afterDays')}
          />
          <FormTextField
            {...number}
            control={control}
            name="atMost"
            label={t('questionnaires.assign.schedule.atMost')}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
