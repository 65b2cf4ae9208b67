import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  fieldsOf,
  REPORT_COLUMNS_MAX,
  type ReportColumn,
  type ReportDefinition,
  type ReportField,
  type ReportOptions,
} from '../../../api/contracts/reporting.ts';
import { useT } from '../../../lib/index.ts';
import { columnLabel } from './column-label.ts';

const isField = (c: ReportColumn, field: ReportField) => c.kind === 'field' && c.field === field;

/** Which columns the report shows: the subject's fields, areas, answers to questions, time in focus. */
export function ColumnPicker({
  draft,
  options,
  onChange,
}: {
  draft: ReportDefinition;
  options: ReportOptions;
  onChange: (columns: ReportColumn[]) => void;
}) {
  const t = useT();
  const { columns } = draft;
  const full = columns.length >= REPORT_COLUMNS_MAX;
  const toggle = (column: ReportColumn, on: boolean, same: (c: ReportColumn) => boolean) =>
    onChange(on ? [...columns, column] : columns.filter((c) => !same(c)));
  const [questionnaire, setQuestionnaire] = useState('');
  const [question, setQuestion] = useState('');
  const [state, setState] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const questions = options.questionnaires.find((q) => q.id === questionnaire)?.questions ?? [];
  const stateCodes = options.focus_states.find((s) => s.state === state)?.codes ?? [];
  const extra = columns
    .map((c, i) => [c, i] as const)
    .filter(([c]) => c.kind !== 'field' && c.kind !== 'areas');

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('reporting.builder.columns')}
      </Typography>
      <FormGroup row>
        {fieldsOf(draft.subject).map((field) => (
          <FormControlLabel
            key={field}
            label={t(`reporting.fields.${field}`)}
            control={
              <Checkbox
                checked={columns.some((c) => isField(c, field))}
                disabled={full && !columns.some((c) => isField(c, field))}
                onChange={(e) => toggle({ kind: 'field', field }, e.target.checked, (c) => isField(c, field))}
              />
            }
          />
        ))}
        <FormControlLabel
          label={t('reporting.kinds.areas')}
          control={
            <Checkbox
              checked={columns.some((c) => c.kind === 'areas')}
              onChange={(e) => toggle({ kind: 'areas' }, e.target.checked, (c) => c.kind === 'areas')}
            />
          }
        />
      </FormGroup>
      {extra.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          {extra.map(([c, i]) => (
            <Chip
              key={i}
              label={columnLabel(t, c, options)}
              onDelete={() => onChange(columns.filter((_, j) => j !== i))}
            />
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <TextField
          select
          size="small"
          label={t('reporting.builder.questionnaire')}
          value={questionnaire}
          onChange={(e) => (setQuestionnaire(e.target.value), setQuestion(''))}
          sx={{ minWidth: 200 }}
        >
          {options.questionnaires.map((q) => (
            <MenuItem key={q.id} value={q.id}>
              {q.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('reporting.builder.question')}
          value={question}
          disabled={!questionnaire}
          onChange={(e) => setQuestion(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {questions.map((q) => (
            <MenuItem key={q.link_id} value={q.link_id}>
              {q.text}
            </MenuItem>
          ))}
        </TextField>
        <Button
          disabled={!question || full}
          onClick={() =>
            onChange([
              ...columns,
              { kind: 'questionnaire_response', questionnaire_id: questionnaire, link_id: question },
            ])
          }
        >
          {t('reporting.builder.addQuestion')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <TextField
          select
          size="small"
          label={t('reporting.builder.state')}
          value={state}
          onChange={(e) => (setState(e.target.value), setCodes([]))}
          sx={{ minWidth: 200 }}
        >
          {options.focus_states.map((s) => (
            <MenuItem key={s.state} value={s.state}>
              {s.state}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('reporting.builder.codes')}
          value={codes}
          disabled={!state}
          helperText={state ? t('reporting.builder.codesHelp') : undefined}
          slotProps={{ select: { multiple: true } }}
          onChange={(e) => setCodes(e.target.value as unknown as string[])}
          sx={{ minWidth: 200 }}
        >
          {stateCodes.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <Button
          disabled={!state || full}
          onClick={() => onChange([...columns, { kind: 'time_in_focus', state, codes }])}
        >
          {t('reporting.builder.addFocus')}
        </Button>
      </Stack>
    </Paper>
  );
}
