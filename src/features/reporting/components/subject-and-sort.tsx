import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  fieldsOf,
  REPORT_SUBJECTS,
  type ReportDefinition,
  type ReportField,
  type ReportSubject,
} from '../../../api/contracts/reporting.ts';
import { useT } from '../../../lib/index.ts';
import { defaultColumns } from './report-columns.ts';

/** The subject (patients or guardians) and the order of the rows. */
export function SubjectAndSort({
  draft,
  onChange,
}: {
  draft: ReportDefinition;
  onChange: (next: Partial<ReportDefinition>) => void;
}) {
  const t = useT();
  const fields = fieldsOf(draft.subject);
  const changeSubject = (subject: ReportSubject) => {
    const allowed = fieldsOf(subject);
    // Fields the other subject lacks go; the other columns stay. No field left: the subject's defaults.
    const kept = draft.columns.filter((c) => c.kind !== 'field' || allowed.includes(c.field));
    const fieldless = !kept.some((c) => c.kind === 'field');
    onChange({
      subject,
      columns: fieldless ? [...defaultColumns(subject), ...kept] : kept,
      sort: allowed.includes(draft.sort.field)
        ? draft.sort
        : { field: 'first_name', order: draft.sort.order },
    });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={t('reporting.builder.subject')}
        value={draft.subject}
        onChange={(e) => changeSubject(e.target.value as ReportSubject)}
        sx={{ minWidth: 180 }}
      >
        {REPORT_SUBJECTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`reporting.subjects.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('reporting.builder.sortBy')}
        value={draft.sort.field}
        onChange={(e) => onChange({ sort: { ...draft.sort, field: e.target.value as ReportField } })}
        sx={{ minWidth: 180 }}
      >
        {fields.map((f) => (
          <MenuItem key={f} value={f}>
            {t(`reporting.fields.${f}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('reporting.builder.order')}
        value={draft.sort.order}
        onChange={(e) => onChange({ sort: { ...draft.sort, order: e.target.value as 'asc' | 'desc' } })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="asc">{t('reporting.builder.ascending')}</MenuItem>
        <MenuItem value="desc">{t('reporting.builder.descending')}</MenuItem>
      </TextField>
    </Stack>
  );
}
