import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReportDefinition, ReportOptions, SavedReport } from '../../../api/contracts/reporting.ts';
import { FormTextField, PageHeader, useToast } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useCreateReport, useReport, useReportOptions, useUpdateReport } from '../api/reporting.ts';
import { ColumnPicker } from './column-picker.tsx';
import { defaultColumns } from './report-columns.ts';
import { FilterFields } from './filter-fields.tsx';
import { SubjectAndSort } from './subject-and-sort.tsx';

const NEW = 'new';

/**
 * What the builder checks before sending, said once above the form (the server checks the rest,
 * naming what it refused).
 */
const builderSchema = z.custom<ReportDefinition>().superRefine((draft, ctx) => {
  const missing = !draft.name.trim()
    ? 'reporting.builder.nameRequired'
    : draft.columns.length === 0
      ? 'reporting.builder.columnsRequired'
      : null;
  if (missing) ctx.addIssue({ code: 'custom', path: ['root'], message: missing });
});

const emptyDefinition = (): ReportDefinition => ({
  name: '',
  subject: 'patients',
  columns: defaultColumns('patients'),
  filters: {},
  sort: { field: 'created_at', order: 'desc' },
});

/** /reporting/:reportingId/edit ("new" for a new report): subject, columns, filters and sort. */
export function ReportBuilderPage() {
  const { reportingId = NEW } = useParams();
  const id = reportingId === NEW ? null : reportingId;
  const existing = useReport(id);
  const options = useReportOptions();
  const failed = (id && existing.error) || options.error;
  if (failed)
    return (
      <LoadError
        title="reporting.builder.loadFailed"
        error={failed}
        onRetry={() => void Promise.all([existing.mutate(), options.mutate()])}
      />
    );
  if ((id && !existing.data) || !options.data)
    return <Loading heights={[56, 240, 160]} label="table.loading" />;
  return <Builder key={id ?? NEW} existing={existing.data ?? null} options={options.data} />;
}

function Builder({ existing, options }: { existing: SavedReport | null; options: ReportOptions }) {
  const t = useT();
  const navigate = useNavigate();
  const toast = useToast();
  const { control, handleSubmit, setValue } = useForm<ReportDefinition>({
    resolver: zodResolver(builderSchema),
    defaultValues: existing ?? emptyDefinition(),
  });
  const draft = useWatch({ control }) as ReportDefinition;
  const [problem, setProblem] = useState<string | null>(null);
  const { trigger: create, isMutating: creating } = useCreateReport();
  const { trigger: update, isMutating: updating } = useUpdateReport();
  const change = (next: Partial<ReportDefinition>) => {
    for (const [key, value] of Object.entries(next)) setValue(key as keyof ReportDefinition, value as never);
  };

  const save = handleSubmit(
    async (report) => {
      setProblem(null);
      try {
        const saved = existing ? await update({ id: existing.id, report }) : await create(report);
        toast.success(t('reporting.builder.saved', { name: saved.name }));
        void navigate(`/reporting/${saved.id}/view`);
      } catch (error) {
        // The server names what it refused (a field of another subject, a question that is gone…).
        setProblem(t('reporting.builder.saveFailed', { reason: (error as Error).message }));
      }
    },
    (errors) => setProblem(t(errors.root?.message ?? 'reporting.builder.nameRequired')),
  );

  return (
    <>
      <PageHeader
        title={existing ? t('reporting.builder.editTitle') : t('reporting.builder.newTitle')}
        description={t('reporting.builder.description')}
      />
      <Stack spacing={3} component="form" noValidate onSubmit={(e) => void save(e)}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="name"
              label={t('reporting.builder.name')}
              required
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <SubjectAndSort draft={draft} onChange={change} />
          </Stack>
        </Paper>
        <ColumnPicker draft={draft} options={options} onChange={(columns) => change({ columns })} />
        <FilterFields draft={draft} options={options} onChange={(filters) => change({ filters })} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={creating || updating}>
            {t('reporting.builder.save')}
          </Button>
          <Button onClick={() => void navigate('/reporting')}>{t('reporting.cancel')}</Button>
        </Stack>
      </Stack>
    </>
  );
}
