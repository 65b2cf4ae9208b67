import Typography from '@mui/material/Typography';
import { ConfirmDialog, useToast } from '../../../design-system/index.ts';
import { ApiError } from '../../../api/index.ts';
import { useT } from '../../../lib/index.ts';
import { useAskDeletion } from '../api/data-requests.ts';

const DELETED = ['account', 'children', 'links', 'activity'] as const;
const KEPT = ['answers', 'number', 'terms', 'reports', 'log'] as const;

/** Says in plain words what a deletion erases and what the hospital must keep, before the guardian asks. */
export function DeletionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const { trigger, isMutating } = useAskDeletion();
  const ask = async () => {
    try {
      await trigger(undefined);
      toast.success(t('dataRequests.yourData.asked'));
      onClose();
    } catch (failure) {
      const open = failure instanceof ApiError && failure.status === 409;
      toast.error(t(open ? 'dataRequests.yourData.alreadyOpen' : 'dataRequests.yourData.askFailed'));
    }
  };
  const list = (keys: readonly string[], group: string) => (
    <Typography component="ul" sx={{ mt: 0.5, mb: 2, ps: 3 }}>
      {keys.map((key) => (
        <li key={key}>{t(`dataRequests.dialog.${group}.${key}`)}</li>
      ))}
    </Typography>
  );
  return (
    <ConfirmDialog
      open={open}
      title={t('dataRequests.dialog.title')}
      destructive
      busy={isMutating}
      confirmLabel={t('dataRequests.dialog.confirm')}
      cancelLabel={t('dataRequests.dialog.cancel')}
      busyLabel={t('dataRequests.dialog.busy')}
      onCancel={onClose}
      onConfirm={() => void ask()}
      message={
        <>
          <Typography sx={{ mb: 1 }}>{t('dataRequests.dialog.intro')}</Typography>
          <Typography sx={{ fontWeight: 'bold' }}>{t('dataRequests.dialog.deletedTitle')}</Typography>
          {list(DELETED, 'deleted')}
          <Typography sx={{ fontWeight: 'bold' }}>{t('dataRequests.dialog.keptTitle')}</Typography>
          {list(KEPT, 'kept')}
          <Typography>{t('dataRequests.dialog.after')}</Typography>
        </>
      }
    />
  );
}
