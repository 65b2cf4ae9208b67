import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ITEM_TYPES, NON_ANSWERABLE, type DefinitionWarning } from '../../../api/contracts/questionnaires.ts';
import { useT } from '../../../lib/index.ts';
import { CHOICE_TYPES, maxDepthAt, type BuilderForm } from './builder-form.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { LocalisedFields } from './localised-fields.tsx';

interface ItemMoves {
  up: () => void;
  down: () => void;
  remove: () => void;
  indent: (delta: 1 | -1) => void;
}

/** One question (or group, or display text) of the builder, with its options and its branching. */
export function ItemEditor(props: {
  index: number;
  count: number;
  on: ItemMoves;
  /** What can never be true here (the shared logic's definitionWarnings), shown without blocking the save. */
  warnings: readonly DefinitionWarning[];
}) {
  const { index, count, on, warnings } = props;
  const t = useT();
  const { control, register } = useFormContext<BuilderForm>();
  const items = useWatch({ control, name: 'items' });
  const item = items[index];
  const options = useFieldArray({ control, name: `items.${index}.options` });
  const conditions = useFieldArray({ control, name: `items.${index}.conditions` });
  if (!item) return null;
  const number = index + 1;
  // Branching names an answerable question above this one.
  const earlier = items.slice(0, index).filter((i) => !NON_ANSWERABLE.includes(i.type));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('questionnaires.builder.itemNamed', { n: number })}
      sx={{ p: 2, ms: item.depth * 4 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
            {t('questionnaires.builder.itemNamed', { n: number })}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('questionnaires.builder.moveUp', { n: number })}
            disabled={index === 0}
            onClick={on.up}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('questionnaires.builder.moveDown', { n: number })}
            disabled={index === count - 1}
            onClick={on.down}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('questionnaires.builder.outdent', { n: number })}
            disabled={item.depth === 0}
            onClick={() => on.indent(-1)}
          >
            <FormatIndentDecreaseIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('questionnaires.builder.indent', { n: number })}
            disabled={item.depth >= maxDepthAt(items, index)}
            onClick={() => on.indent(1)}
          >
            <FormatIndentIncreaseIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('questionnaires.builder.remove', { n: number })}
            disabled={count === 1}
            onClick={on.remove}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
        {/* Wraps on a narrow screen: squeezed, the link id shrank below a usable target (WCAG 2.5.8). */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            size="small"
            sx={{ minWidth: 120 }}
            label={t('questionnaires.builder.linkId')}
            {...register(`items.${index}.linkId`)}
          />
          <Controller
            control={control}
            name={`items.${index}.type`}
            render={({ field }) => (
              <TextField
                select
                size="small"
                sx={{ minWidth: 180 }}
                label={t('questionnaires.builder.type')}
                {...field}
              >
                {ITEM_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`questionnaires.builder.types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name={`items.${index}.required`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={t('questionnaires.builder.requiredField')}
              />
            )}
          />
          <Controller
            control={control}
            name={`items.${index}.repeats`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={t('questionnaires.builder.repeats')}
              />
            )}
          />
        </Stack>
        <LocalisedFields name={`items.${index}.text`} label={t('questionnaires.builder.text')} />
        {CHOICE_TYPES.includes(item.type) ? (
          <Stack spacing={1}>
            {options.fields.map((field, o) => (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  sx={{ width: 120 }}
                  label={t('questionnaires.builder.code')}
                  {...register(`items.${index}.options.${o}.code`)}
                />
                <LocalisedFields
                  name={`items.${index}.options.${o}.display`}
                  label={t('questionnaires.builder.option')}
                />
                <TextField
                  size="small"
                  sx={{ width: 100 }}
                  label={t('questionnaires.builder.weight')}
                  {...register(`items.${index}.options.${o}.weight`)}
                />
                <IconButton
                  size="small"
                  aria-label={t('questionnaires.builder.removeOption', { n: o + 1 })}
                  onClick={() => options.remove(o)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Button
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                options.append({
                  code: `a${options.fields.length + 1}`,
                  display: { en: '', ar: '', es: '' },
                  weight: '',
                })
              }
            >
              {t('questionnaires.builder.addOption')}
            </Button>
          </Stack>
        ) : null}
        {conditions.fields.map((field, c) => (
          <ConditionEditor
            key={field.id}
            index={index}
            c={c}
            earlier={earlier}
            onRemove={() => conditions.remove(c)}
          />
        ))}
        {conditions.fields.length > 1 ? (
          <Controller
            control={control}
            name={`items.${index}.enableBehavior`}
            render={({ field }) => (
              <TextField
                select
                size="small"
                sx={{ width: 260 }}
                label={t('questionnaires.builder.behaviour')}
                {...field}
              >
                <MenuItem value="all">{t('questionnaires.builder.all')}</MenuItem>
                <MenuItem value="any">{t('questionnaires.builder.any')}</MenuItem>
              </TextField>
            )}
          />
        ) : null}
        {warnings.length ? (
          <Alert severity="warning" role="status" aria-label={t('questionnaires.builder.warnings')}>
            {warnings.map((w) => (
              <div key={`${w.condition ?? 'item'}-${w.message}`}>
                {t(w.message, { n: (w.condition ?? 0) + 1 })}
              </div>
            ))}
          </Alert>
        ) : null}
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          disabled={earlier.length === 0}
          onClick={() => conditions.append({ question: earlier[0]?.linkId ?? '', operator: '=', value: '' })}
        >
          {t('questionnaires.builder.addCondition')}
        </Button>
      </Stack>
    </Paper>
  );
}
