import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CmsVersion } from '../../../api/contracts/hospital-information.ts';
import { ConfirmDialog, useToast } from '../../../design-system/index.ts';
import { loadErrorMessageId, Loading, useDates, useT } from '../../../lib/index.ts';
import { useVersions } from '../api/reads.ts';
import { useRestoreVersion } from '../api/writes.ts';
import { pageTitle, pickLanguage } from '../languages.ts';
import { SafeHtml } from './safe-html.tsx';

/** The page's versions, newest first: each can be read and restored as the draft. */
export function HistoryDialog({
  open,
  pageNumber,
  onClose,
  onRestored,
}: {
  open: boolean;
  pageNumber: number;
  onClose: () => void;
  onRestored: () => void;
}) {
  const t = useT();
  const dates = useDates();
  const toast = useToast();
  const { data: versions, error } = useVersions(open ? pageNumber : null);
  const { trigger: restore, isMutating } = useRestoreVersion();
  const [restoring, setRestoring] = useState<CmsVersion | null>(null);
  const when = (v: CmsVersion) => dates.dateTime(v.createdAt);

  const confirm = async () => {
    if (!restoring) return;
    try {
      await restore({ pageNumber, versionId: restoring.id });
      toast.success(t('hospitalInformation.history.restored', { when: when(restoring) }));
      setRestoring(null);
      onRestored();
    } catch {
      setRestoring(null);
      toast.error(t('hospitalInformation.saveFailed'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('hospitalInformation.history.title')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">
            {t('hospitalInformation.history.loadFailed')} {t(loadErrorMessageId(error))}
          </Alert>
        ) : null}
        {!versions && !error ? <Loading heights={[48, 48]} /> : null}
        {versions?.length === 0 ? <Typography>{t('hospitalInformation.history.empty')}</Typography> : null}
        {versions?.map((v) => {
          const shown = pickLanguage(v.content, 'en', 'en');
          return (
            <Accordion
              key={v.id}
              disableGutters
              slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Stack>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {t(`hospitalInformation.history.kind.${v.kind}`)} · {when(v)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {v.author
                      ? t('hospitalInformation.history.by', { name: v.author.name })
                      : t('hospitalInformation.history.byScheduler')}
                    {' · '}
                    {pageTitle(v.content) ?? t('hospitalInformation.untitled', { number: pageNumber })}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                {shown ? (
                  <SafeHtml html={v.content[shown.language]?.html ?? ''} language={shown.language} />
                ) : null}
                <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
                  <Button onClick={() => setRestoring(v)}>{t('hospitalInformation.history.restore')}</Button>
                </Stack>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hospitalInformation.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={restoring !== null}
        busy={isMutating}
        title={t('hospitalInformation.history.restoreTitle', { when: restoring ? when(restoring) : '' })}
        message={t('hospitalInformation.history.restoreMessage')}
        confirmLabel={t('hospitalInformation.history.restore')}
        cancelLabel={t('hospitalInformation.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setRestoring(null)}
      />
    </Dialog>
  );
}
