import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ISSUE_CATEGORIES,
  ISSUE_DESCRIPTION_MAX,
  issueCategorySchema,
} from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { FormSelect, FormTextField } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { languageAtom } from '../../session/index.ts';
import { useAppVersion, useCreateIssueReport } from '../api/issue-reports.ts';
import { reportSentAtom } from '../atoms.ts';
import { previousPage, readBase64, screenshotProblem } from './report-meta.ts';

const formSchema = z.object({
  category: z
    .union([issueCategorySchema, z.literal('')])
    .refine((v) => v !== '', 'issueReports.categoryRequired'),
  description: z
    .string()
    .trim()
    .min(1, 'issueReports.descriptionRequired')
    .max(ISSUE_DESCRIPTION_MAX, 'issueReports.descriptionTooLong'),
});
type FormValues = z.input<typeof formSchema>;

/** The guardian's report: a category, a description and an optional screenshot; the context is attached. */
export function ReportForm() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const language = useAtomValue(languageAtom);
  const version = useAppVersion();
  const setSent = useSetAtom(reportSentAtom);
  const { trigger, isMutating } = useCreateIssueReport();
  const [page] = useState(() => previousPage(search));
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A fresh form: /report/thanks thanks only for a report sent from it.
  useEffect(() => setSent(false), [setSent]);
  const { control, handleSubmit } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { category: '', description: '' },
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = screenshotProblem(chosen);
    setFileProblem(problem);
    setFile(problem ? null : chosen);
  };
  const clearFile = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await trigger({
        category: issueCategorySchema.parse(values.category),
        description: values.description.trim(),
        page,
        language,
        app_version: `web ${version ?? ''}`.trim(),
        ...(file ? { screenshot: { type: file.type as 'image/png', data: await readBase64(file) } } : {}),
      });
      setSent(true);
      await navigate('/report/thanks');
    } catch (error) {
      const screenshot =
        error instanceof ApiError && error.fields?.some((f) => f.path.startsWith('screenshot'));
      setFailure(screenshot ? 'issueReports.screenshotRefused' : 'issueReports.failed');
    }
  });

  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="report-form-title">
      <Typography id="report-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('issueReports.formTitle')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)}>
        {failure ? <Alert severity="error">{t(failure)}</Alert> : null}
        <FormSelect
          control={control}
          name="category"
          label={t('issueReports.category')}
          translateError={t}
          options={ISSUE_CATEGORIES.map((c) => ({ value: c, label: t(`issueReports.categories.${c}`) }))}
          fullWidth
          required
        />
        <FormTextField
          control={control}
          name="description"
          label={t('issueReports.descriptionLabel')}
          helperText={t('issueReports.descriptionHelp')}
          translateError={t}
          multiline
          minRows={4}
          fullWidth
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" component="label" role={undefined}>
            {t('issueReports.screenshot')}
            <input
              ref={input}
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-label={t('issueReports.screenshot')}
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </Button>
          {file ? (
            <>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('issueReports.screenshotChosen', { name: file.name })}
              </Typography>
              <Button size="small" onClick={clearFile}>
                {t('issueReports.removeScreenshot')}
              </Button>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('issueReports.screenshotHelp')}
            </Typography>
          )}
        </Stack>
        {fileProblem ? <Alert severity="warning">{t(fileProblem)}</Alert> : null}
        <Typography variant="body2" color="text.secondary">
          {t('issueReports.attached', { page: page || '/' })}
        </Typography>
        <Button type="submit" variant="contained" disabled={isMutating} sx={{ alignSelf: 'flex-start' }}>
          {t(isMutating ? 'issueReports.sending' : 'issueReports.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
