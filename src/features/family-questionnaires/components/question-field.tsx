import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { AnswerValue, QuestionnaireItem } from '../../../api/contracts/questionnaires.ts';
import { useT } from '../../../lib/index.ts';
import { localised } from './texts.ts';

export interface QuestionFieldProps {
  item: QuestionnaireItem;
  values: AnswerValue[];
  onChange: (values: AnswerValue[]) => void;
  /** Shown under the question when a required answer is missing on submit. */
  error?: string | undefined;
}

const DateAnswer = lazy(async () => ({ default: (await import('./date-answer.tsx')).DateAnswer }));

const idOf = (item: QuestionnaireItem) => `question-${item.linkId}`;

/** One question, its input chosen by its type: yes/no and choices as radios, numbers, a date picker, text. */
export function QuestionField({ item, values, onChange, error }: QuestionFieldProps) {
  const t = useT();
  const { locale } = useIntl();
  const label = localised(item.text, locale);
  const value = values[0];
  const helper = error ?? (item.required ? t('familyQuestionnaires.required') : undefined);
  if (item.type === 'boolean' || item.type === 'choice' || item.type === 'open-choice') {
    const choices =
      item.type === 'boolean'
        ? [
            { code: 'true', text: t('familyQuestionnaires.yes') },
            { code: 'false', text: t('familyQuestionnaires.no') },
          ]
        : (item.answerOption ?? []).map((o) => ({ code: o.code, text: localised(o.display, locale) }));
    const current =
      value?.valueBoolean !== undefined ? String(value.valueBoolean) : (value?.valueCoding?.code ?? '');
    return (
      <FormControl error={Boolean(error)} required={item.required}>
        <FormLabel id={idOf(item)}>{label}</FormLabel>
        <RadioGroup
          aria-labelledby={idOf(item)}
          value={current}
          onChange={(_e, code) =>
            onChange([
              item.type === 'boolean' ? { valueBoolean: code === 'true' } : { valueCoding: { code } },
            ])
          }
        >
          {choices.map((c) => (
            <FormControlLabel key={c.code} value={c.code} control={<Radio />} label={c.text} />
          ))}
        </RadioGroup>
        {helper ? <FormHelperText>{helper}</FormHelperText> : null}
      </FormControl>
    );
  }
  if (item.type === 'date')
    return (
      // The date pickers load only for a questionnaire that asks for a date.
      <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
        <DateAnswer
          label={label}
          value={value?.valueDate ?? null}
          onChange={(day) => onChange(day ? [{ valueDate: day }] : [])}
          required={Boolean(item.required)}
          error={error}
          helper={helper}
        />
      </Suspense>
    );
  const numeric = item.type === 'integer' || item.type === 'decimal';
  const shown = value?.valueInteger ?? value?.valueDecimal ?? value?.valueString ?? '';
  return (
    <TextField
      id={idOf(item)}
      label={label}
      fullWidth
      required={item.required}
      error={Boolean(error)}
      helperText={helper}
      multiline={item.type === 'text'}
      minRows={item.type === 'text' ? 3 : undefined}
      type={numeric ? 'number' : 'text'}
      value={shown}
      slotProps={{ htmlInput: item.type === 'integer' ? { step: 1 } : {} }}
      onChange={(e) => {
        const raw = e.target.value;
        if (raw.trim() === '') return onChange([]);
        if (!numeric) return onChange([{ valueString: raw }]);
        const n = Number(raw);
        if (!Number.isFinite(n)) return;
        onChange([item.type === 'integer' ? { valueInteger: Math.trunc(n) } : { valueDecimal: n }]);
      }}
    />
  );
}
