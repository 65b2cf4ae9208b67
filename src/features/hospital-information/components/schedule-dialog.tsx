import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { CmsPage, CmsTranslationCheck } from '../../../api/contracts/hospital-information.ts';
import { londonLocal } from '../../../api/contracts/time.ts';
import { ApiError } from '../../../api/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { DateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';
import { useSchedule } from '../api/writes.ts';
import { TranslationCheckDialog } from './translation-check-dialog.tsx';

/** An instant as the London wall-clock time a datetime-local field shows ('' for none). */
export const toLondonLocal = (iso: string | null): string => (iso ? londonLocal(iso) : '');

/**
 * When the page publishes and unpublishes by itself. Times are London's whatever the admin's own
 * clock says (the server applies London's offset, summer time included); an empty field clears.
 */
export function ScheduleDialog({
  open,
  page,
  beforeSchedule,
  onClose,
}: {
  open: boolean;
  page: CmsPage;
  /** Saves unsaved edits first, so the scheduled publish publishes what the admin sees. */
  beforeSchedule: () => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const { trigger: schedule, isMutating } = useSchedule();
  const [publishAt, setPublishAt] = useState(() => toLondonLocal(page.scheduledPublishAt));
  const [unpublishAt, setUnpublishAt] = useState(() => toLondonLocal(page.scheduledUnpublishAt));
  const [problem, setProblem] = useState<string | null>(null);
  const [check, setCheck] = useState<CmsTranslationCheck | null>(null);

  const submit = async (confirmTranslations: boolean) => {
    setProblem(null);
    if (!(await beforeSchedule())) return;
    try {
      const needs = await schedule({
        pageNumber: page.pageNumber,
        body: { publishAt: publishAt || null, unpublishAt: unpublishAt || null, confirmTranslations },
      });
      if (needs) {
        setCheck(needs);
        return;
      }
      setCheck(null);
      toast.success(t('hospitalInformation.schedule.saved'));
      onClose();
    } catch (e) {
      setCheck(null);
      setProblem(
        t(
          e instanceof ApiError && e.status === 400
            ? 'hospitalInformation.schedule.invalid'
            : 'hospitalInformation.saveFailed',
        ),
      );
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('hospitalInformation.schedule.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('hospitalInformation.schedule.explain')}</DialogContentText>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <Stack spacing={2}>
          <DatePickers>
            <DateField
              withTime
              label={t('hospitalInformation.schedule.publishAt')}
              value={publishAt}
              onChange={setPublishAt}
              helperText={t('hospitalInformation.schedule.londonTime')}
            />
            <DateField
              withTime
              label={t('hospitalInformation.schedule.unpublishAt')}
              value={unpublishAt}
              onChange={setUnpublishAt}
              helperText={t('hospitalInformation.schedule.londonTime')}
            />
          </DatePickers>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hospitalInformation.cancel')}</Button>
        <Button variant="contained" disabled={isMutating} onClick={() => void submit(false)}>
          {t('hospitalInformation.schedule.save')}
        </Button>
      </DialogActions>
      <TranslationCheckDialog
        check={check}
        busy={isMutating}
        onConfirm={() => void submit(true)}
        onCancel={() => setCheck(null)}
      />
    </Dialog>
  );
}
