import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { Controller, useFormContext } from 'react-hook-form';
import type { Operator } from '../../../api/contracts/questionnaires.ts';
import { DateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';
import { localised } from '../components/localised.ts';
import { CHOICE_TYPES, type BuilderForm } from './builder-form.ts';

type BuilderItem = BuilderForm['items'][number];
type AnswerPath = `items.${number}.conditions.${number}.value` | 'rule.value';

/**
 * The answer a condition or a rule compares, picked from what its question can be answered: Yes / No,
 * one of its options (by label, stored as its code), a number, a date; answered / not answered for
 * "answered or not". Never typed free: a typed "No" once read as yes.
 */
export function AnswerPicker(props: {
  name: AnswerPath;
  question: BuilderItem | undefined;
  operator: Operator;
}) {
  const { name, question, operator } = props;
  const t = useT();
  const { locale } = useIntl();
  const { control } = useFormContext<BuilderForm>();
  const choices: { value: string; label: string }[] | null =
    operator === 'exists'
      ? [
          { value: 'true', label: t('questionnaires.builder.answered') },
          { value: 'false', label: t('questionnaires.builder.notAnswered') },
        ]
      : question?.type === 'boolean'
        ? [
            { value: 'true', label: t('questionnaires.builder.yes') },
            { value: 'false', label: t('questionnaires.builder.no') },
          ]
        : question && CHOICE_TYPES.includes(question.type)
          ? question.options
              .filter((o) => o.code.trim())
              .map((o) => ({ value: o.code.trim(), label: localised(o.display, locale) || o.code }))
          : null;
  const inputType =
    question?.type === 'integer' || question?.type === 'decimal'
      ? 'number'
      : question?.type === 'date'
        ? 'date'
        : 'text';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const shared = {
          size: 'small' as const,
          sx: { minWidth: 160 },
          label: t('questionnaires.builder.value'),
          error: Boolean(error),
          helperText: error ? t(error) : undefined,
        };
        return choices ? (
          <TextField
            select
            {...shared}
            {...field}
            value={choices.some((o) => o.value === field.value) ? field.value : ''}
          >
            {choices.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ) : inputType === 'date' ? (
          <DatePickers>
            <DateField
              {...shared}
              name={field.name}
              inputRef={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </DatePickers>
        ) : (
          <TextField
            {...shared}
            {...field}
            type={inputType}
            disabled={!question}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: inputType === 'number' ? { step: question?.type === 'integer' ? 1 : 'any' } : {},
            }}
          />
        );
      }}
    />
  );
}
