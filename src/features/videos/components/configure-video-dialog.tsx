import { useCallback, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ConfirmDialog } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { ConfigureVideo, type VideoSettings } from './configure-video.tsx';

/**
 * The library's edit of one video, in a dialog with Cancel. Esc or a click beside the dialog
 * closes it at once when nothing was changed, and otherwise asks before dropping the edits.
 */
export function ConfigureVideoDialog({
  video,
  onClose,
}: {
  video: VideoSettings | null;
  onClose: () => void;
}) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => {
    setDirty(false);
    setAsking(false);
    onClose();
  }, [onClose]);

  return (
    <>
      <Dialog
        open={video !== null}
        onClose={() => (dirty ? setAsking(true) : close())}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle>{t('videos.configure.of', { title: video?.title ?? '' })}</DialogTitle>
        <DialogContent>
          {video ? (
            <ConfigureVideo
              heading={false}
              upload={video}
              onSaved={close}
              onCancel={close}
              onDirtyChange={setDirty}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={asking}
        destructive
        title={t('videos.configure.discardTitle')}
        message={t('videos.configure.discardMessage')}
        confirmLabel={t('videos.configure.discard')}
        cancelLabel={t('videos.configure.keepEditing')}
        onConfirm={close}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
