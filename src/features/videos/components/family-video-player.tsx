import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { FamilyVideo } from '../../../api/contracts/family-videos.ts';
import { UserText } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useCaptionTracks } from '../api/captions.ts';
import { VideoCaptionTracks } from './video-caption-tracks.tsx';

/**
 * A video played for a family, its captions loaded first so that the `<track>` in the reader's
 * language is there, as the default one, when the player starts.
 */
export function FamilyVideoPlayer({ video, onClose }: { video: FamilyVideo | null; onClose: () => void }) {
  const t = useT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Vimeo shows its own text tracks (the captions are sent there too) in its player.
  const vimeo = video?.host === 'vimeo';
  const captions = useCaptionTracks(video && !vimeo && video.caption_languages.length ? video.id : null);
  const waiting = !vimeo && Boolean(video?.caption_languages.length) && !captions.data && !captions.error;
  return (
    <Dialog open={video !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle>
        <UserText>{video?.title}</UserText>
      </DialogTitle>
      <DialogContent>
        {captions.error ? (
          <LoadError
            title="familyVideos.captionsFailed"
            error={captions.error}
            onRetry={() => void captions.mutate()}
          />
        ) : waiting ? (
          <Loading heights={[200]} label="familyVideos.loadingVideo" />
        ) : video?.playback_url && vimeo ? (
          <iframe
            src={video.playback_url}
            title={video.title}
            allow="autoplay; fullscreen"
            style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
          />
        ) : video?.playback_url ? (
          <video
            src={video.playback_url}
            controls
            playsInline
            aria-label={video.title}
            poster={video.thumbnail_url ?? undefined}
            style={{ width: '100%' }}
          >
            <VideoCaptionTracks tracks={captions.data} />
          </video>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('familyVideos.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
