import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { termsPublishSchema } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { FormTextField, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { usePublishTerms } from '../api/terms.ts';
import { nextVersionName } from '../next-version.ts';

const TEXT_MAX = 100_000;
const optionalText = z.string().trim().max(TEXT_MAX, { message: 'terms.publish.tooLong' });
const publishForm = z.object({
  version: termsPublishSchema.shape.version,
  en: optionalText.min(1, { message: 'terms.publish.englishRequired' }),
  ar: optionalText,
  es: optionalText,
});
type PublishForm = z.infer<typeof publishForm>;

export interface PublishTermsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current version, whose texts the form starts from. */
  current?: { version: string; texts: Partial<Record<'en' | 'ar' | 'es', string>> };
}

/** Publishes a new terms version: guardians are asked to accept it at their next step. */
export function PublishTermsDialog({ open, onClose, current }: PublishTermsDialogProps) {
  const t = useT();
  const toast = useToast();
  const { trigger: publish } = usePublishTerms();
  const [failure, setFailure] = useState<string | null>(null);
  // Mounted for each opening (the page renders it only while open): the form starts from the current version.
  const { control, handleSubmit, formState } = useForm<PublishForm>({
    resolver: zodResolver(publishForm),
    defaultValues: {
      version: nextVersionName(current?.version),
      en: current?.texts.en ?? '',
      ar: current?.texts.ar ?? '',
      es: current?.texts.es ?? '',
    },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await publish({
        version: form.version,
        texts: { en: form.en, ...(form.ar ? { ar: form.ar } : {}), ...(form.es ? { es: form.es } : {}) },
      });
      toast.success(t('terms.publish.done', { version: form.version }));
      onClose();
    } catch (e) {
      setFailure(
        t(e instanceof ApiError && e.code === 'Conflict' ? 'terms.publish.taken' : 'terms.publish.failed'),
      );
    }
  });
  const text = (name: 'en' | 'ar' | 'es') => (
    <FormTextField
      control={control}
      name={name}
      label={t(`terms.publish.text.${name}`)}
      translateError={t}
      multiline
      minRows={4}
      maxRows={12}
      fullWidth
      slotProps={{ htmlInput: { dir: name === 'ar' ? 'rtl' : 'ltr', lang: name } }}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('terms.publish.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="terms-publish-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => void submit(e)}
        >
          <Typography color="text.secondary">{t('terms.publish.explain')}</Typography>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormTextField
            control={control}
            name="version"
            label={t('terms.publish.version')}
            translateError={t}
          />
          {text('en')}
          {text('ar')}
          {text('es')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('terms.publish.cancel')}</Button>
        <Button type="submit" form="terms-publish-form" variant="contained" disabled={formState.isSubmitting}>
          {t('terms.publish.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
