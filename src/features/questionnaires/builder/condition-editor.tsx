import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useIntl } from 'react-intl';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { operatorsFor, type Operator } from '../../../api/contracts/questionnaires.ts';
import { useT } from '../../../lib/index.ts';
import { localised } from '../components/localised.ts';
import { AnswerPicker } from './answer-picker.tsx';
import type { BuilderForm } from './builder-form.ts';

type BuilderItem = BuilderForm['items'][number];

const ORDERING: readonly Operator[] = ['>', '<', '>=', '<='];

/**
 * One "show only when…" condition: the question it depends on, a comparison its type allows, and
 * its answer picked from what that question can be answered — yes/no, one of its options, a
 * number, a date — never typed free (a typed "No" once read as yes).
 */
export function ConditionEditor(props: {
  index: number;
  c: number;
  earlier: readonly BuilderItem[];
  onRemove: () => void;
}) {
  const { index, c, earlier, onRemove } = props;
  const t = useT();
  const { locale } = useIntl();
  const { control, setValue } = useFormContext<BuilderForm>();
  const name = `items.${index}.conditions.${c}` as const;
  const condition = useWatch({ control, name });
  const question = earlier.find((q) => q.linkId === condition?.question);
  const operators = operatorsFor(question?.type);
  const operatorLabel = (op: Operator) =>
    question?.type === 'date' && ORDERING.includes(op)
      ? t(`questionnaires.builder.dateOperators.${op}`)
      : t(`questionnaires.builder.operators.${op}`);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Controller
        control={control}
        name={`${name}.question`}
        render={({ field }) => (
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={t('questionnaires.builder.showWhen')}
            {...field}
            value={earlier.some((q) => q.linkId === field.value) ? field.value : ''}
            onChange={(e) => {
              // Another question: its comparisons and answers differ, so both start again.
              field.onChange(e.target.value);
              setValue(`${name}.operator`, '=');
              setValue(`${name}.value`, '');
            }}
          >
            {earlier.map((q) => (
              <MenuItem key={q.linkId} value={q.linkId}>
                {localised(q.text, locale) || q.linkId}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name={`${name}.operator`}
        render={({ field }) => (
          <TextField
            select
            size="small"
            sx={{ minWidth: 140 }}
            label={t('questionnaires.builder.operator')}
            {...field}
            value={operators.includes(field.value) ? field.value : ''}
            onChange={(e) => {
              const next = e.target.value as Operator;
              if ((next === 'exists') !== (field.value === 'exists'))
                setValue(`${name}.value`, next === 'exists' ? 'true' : '');
              field.onChange(next);
            }}
          >
            {operators.map((op) => (
              <MenuItem key={op} value={op}>
                {operatorLabel(op)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <AnswerPicker name={`${name}.value`} question={question} operator={condition?.operator ?? '='} />
      <IconButton
        size="small"
        sx={{ mt: 0.5 }}
        aria-label={t('questionnaires.builder.removeCondition', { n: c + 1 })}
        onClick={onRemove}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
