import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ISSUE_REPLY_MAX } from '../../../api/contracts/index.ts';
import { FormTextField, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useReplyToIssue } from '../api/issue-reports.ts';

const formSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'issueReports.reply.required')
    .max(ISSUE_REPLY_MAX, 'issueReports.reply.tooLong'),
});
type FormValues = z.input<typeof formSchema>;

/** The reply box under a report's conversation (the family's or the hospital's). */
export function ReplyForm({ id }: { id: string }) {
  const t = useT();
  const toast = useToast();
  const { trigger, isMutating } = useReplyToIssue();
  const { control, handleSubmit, reset } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { body: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await trigger({ id, body: values.body.trim() });
      reset();
      toast.success(t('issueReports.reply.sent'));
    } catch {
      toast.error(t('issueReports.reply.failed'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={(e) => void onSubmit(e)}>
      <FormTextField
        control={control}
        name="body"
        label={t('issueReports.reply.label')}
        helperText={t('issueReports.reply.help')}
        translateError={t}
        multiline
        minRows={3}
        fullWidth
        required
      />
      <Button type="submit" variant="contained" disabled={isMutating} sx={{ alignSelf: 'flex-start' }}>
        {t(isMutating ? 'issueReports.reply.sending' : 'issueReports.reply.send')}
      </Button>
    </Stack>
  );
}
