import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CMS_TITLE_MAX } from '../../../api/contracts/hospital-information.ts';
import { useT } from '../../../lib/index.ts';
import { useCreatePage } from '../api/writes.ts';

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
  const { trigger: create, isMutating } = useCreatePage();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setTitle('');
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!title.trim()) {
      setProblem(t('hospitalInformation.titleRequired'));
      return;
    }
    try {
      const page = await create({ content: { en: { title: title.trim(), html: '' } } });
      setTitle('');
      setProblem(null);
      onCreated(page.pageNumber);
    } catch {
      setProblem(t('hospitalInformation.saveFailed'));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('hospitalInformation.createTitle')}</DialogTitle>
      <DialogContent>
        <form
          id="cms-new-page"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {problem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          ) : null}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('hospitalInformation.titleEnglish')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CMS_TITLE_MAX, lang: 'en', dir: 'ltr' } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('hospitalInformation.cancel')}</Button>
        <Button type="submit" form="cms-new-page" variant="contained" disabled={isMutating}>
          {t('hospitalInformation.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
