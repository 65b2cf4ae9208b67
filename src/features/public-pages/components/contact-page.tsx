import { useState } from 'react';
import { useAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ContactMessage } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { FormTextField, PageHeader } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { contactSentAtom } from '../atoms.ts';
import { useSendContactMessage } from '../api/contact.ts';
import { PublicPage } from './public-page.tsx';

const formSchema = z.object({
  name: z.string().trim().min(1, 'publicPages.contact.nameRequired').max(200, 'publicPages.contact.tooLong'),
  email: z.email('publicPages.contact.emailInvalid').max(320, 'publicPages.contact.tooLong'),
  organisation: z.string().trim().max(200, 'publicPages.contact.tooLong'),
  message: z
    .string()
    .trim()
    .min(1, 'publicPages.contact.messageRequired')
    .max(5000, 'publicPages.contact.tooLong'),
});
type FormValues = z.infer<typeof formSchema>;

/** /contact: a public form that mails the product team (rate-limited by the server). */
export function ContactPage() {
  const t = useT();
  const { trigger: send } = useSendContactMessage();
  const [sent, setSent] = useAtom(contactSentAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', organisation: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body: ContactMessage = { ...values, organisation: values.organisation || undefined };
    try {
      await send(body);
      reset();
      setSent(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === 'TooManyRequests'
          ? 'publicPages.contact.tooMany'
          : 'publicPages.contact.failed',
      );
    }
  });

  return (
    <PublicPage>
      <PageHeader title={t('publicPages.contact.title')} description={t('publicPages.contact.intro')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 'sm' }}>
        {sent ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success">{t('publicPages.contact.sent')}</Alert>
            <Button onClick={() => setSent(false)}>{t('publicPages.contact.another')}</Button>
          </Stack>
        ) : (
          <Stack
            component="form"
            noValidate
            spacing={2}
            aria-label={t('publicPages.contact.title')}
            onSubmit={(e) => void onSubmit(e)}
          >
            {failure ? <Alert severity="error">{t(failure)}</Alert> : null}
            <FormTextField
              control={control}
              name="name"
              label={t('publicPages.contact.name')}
              translateError={t}
              autoComplete="name"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="email"
              label={t('publicPages.contact.email')}
              translateError={t}
              type="email"
              autoComplete="email"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="organisation"
              label={t('publicPages.contact.organisation')}
              translateError={t}
              autoComplete="organization"
              fullWidth
            />
            <FormTextField
              control={control}
              name="message"
              label={t('publicPages.contact.message')}
              translateError={t}
              multiline
              minRows={5}
              required
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              disabled={formState.isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t(formState.isSubmitting ? 'publicPages.contact.sending' : 'publicPages.contact.send')}
            </Button>
          </Stack>
        )}
      </Paper>
    </PublicPage>
  );
}
