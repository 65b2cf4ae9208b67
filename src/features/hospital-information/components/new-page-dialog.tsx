import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormDialogActions, FormTextField } from '../../../design-system/index.ts';
import { useDialogForm, useT } from '../../../lib/index.ts';
import { CMS_TITLE_MAX } from '../../../api/contracts/hospital-information.ts';
import { newPageFormSchema, useCreatePage, type NewPageForm } from '../api/writes.ts';

/** Names a new page in English (the other languages are written in the editor), then opens it. */
export function NewPageDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (pageNumber: number) => void;
}) {
  const t = useT();
  const { trigger: create } = useCreatePage();
  const { control, handleSubmit, formState, failure, setFailure, reset, close } = useDialogForm<NewPageForm>(
    { resolver: zodResolver(newPageFormSchema), defaultValues: { title: '' } },
    onClose,
  );
  const submit = handleSubmit(async ({ title }) => {
    setFailure(null);
    try {
      const page = await create({ content: { en: { title, html: '' } } });
      reset();
      onCreated(page.pageNumber);
    } catch {
      setFailure(t('hospitalInformation.saveFailed'));
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('hospitalInformation.createTitle')}</DialogTitle>
      <DialogContent>
        <form id="cms-new-page" noValidate onSubmit={(e) => void submit(e)}>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <FormTextField
            control={control}
            name="title"
            autoFocus
            fullWidth
            margin="dense"
            label={t('hospitalInformation.titleEnglish')}
            translateError={t}
            slotProps={{ htmlInput: { maxLength: CMS_TITLE_MAX, lang: 'en', dir: 'ltr' } }}
          />
        </form>
      </DialogContent>
      <FormDialogActions
        formId="cms-new-page"
        onCancel={close}
        busy={formState.isSubmitting}
        cancelLabel={t('hospitalInformation.cancel')}
        submitLabel={t('hospitalInformation.create')}
      />
    </Dialog>
  );
}
