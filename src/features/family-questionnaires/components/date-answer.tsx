import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { FIELD_FORMAT } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';

export interface DateAnswerProps {
  label: string;
  /** The answer as `YYYY-MM-DD`, or null when none is given. */
  value: string | null;
  onChange: (day: string | null) => void;
  required: boolean;
  error: string | undefined;
  helper: string | undefined;
}

/** A date question's picker (its own chunk: most questionnaires ask no date). */
export function DateAnswer({ label, value, onChange, required, error, helper }: DateAnswerProps) {
  return (
    <DatePickers>
      <DatePicker
        format={FIELD_FORMAT.date}
        label={label}
        value={value ? dayjs(value) : null}
        onChange={(d) => onChange(d?.isValid() ? d.format('YYYY-MM-DD') : null)}
        slotProps={{ textField: { required, error: Boolean(error), helperText: helper } }}
      />
    </DatePickers>
  );
}
