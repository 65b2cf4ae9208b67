import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { THUMBNAIL_MAX_BYTES, VIDEO_TITLE_MAX } from '../../../api/contracts/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { AreaPicker } from '../../areas/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { ApiError, useApiClient } from '../../../api/index.ts';
import { fetchTitleTaken, useUpdateVideo } from '../api/videos.ts';
import { useT } from '../../../lib/index.ts';

/** What the form starts from: a just-uploaded file (title only) or a video of the library. */
export interface VideoSettings {
  video_id: string;
  title: string;
  published?: boolean;
  areas?: { id: string; name: string }[];
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Step 3 for one uploaded video, and the library's edit: title (checked live), areas, thumbnail, published. */
export function ConfigureVideo({
  upload,
  onSaved,
  onCancel,
  onDirtyChange,
  heading = true,
}: {
  upload: VideoSettings;
  onSaved: () => void;
  /** Shows a Cancel button (the library's edit dialog). */
  onCancel?: () => void;
  /** Told whether the form holds changes not saved yet, so that closing can ask before dropping them. */
  onDirtyChange?: (dirty: boolean) => void;
  heading?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const client = useApiClient();
  const { trigger: update } = useUpdateVideo();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const [title, setTitle] = useState(upload.title);
  const [taken, setTaken] = useState(false);
  const [picked, setPicked] = useState<{ id: string; name: string }[]>(upload.areas ?? []);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [thumbnailProblem, setThumbnailProblem] = useState<string | null>(null);
  const [published, setPublished] = useState(upload.published ?? false);
  const [busy, setBusy] = useState(false);

  // Spec §5: whether the title is free is asked of the server as it is typed.
  useEffect(() => {
    const value = title.trim();
    if (!value) return;
    const timer = setTimeout(() => {
      void fetchTitleTaken(client, value, upload.video_id)
        .then(setTaken)
        .catch(() => setTaken(false));
    }, 300);
    return () => clearTimeout(timer);
  }, [client, title, upload.video_id]);

  const areaIds = (list: { id: string }[]) =>
    list
      .map((a) => a.id)
      .sort()
      .join();
  const dirty =
    title !== upload.title ||
    published !== (upload.published ?? false) ||
    thumbnail !== null ||
    areaIds(picked) !== areaIds(upload.areas ?? []);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const pickThumbnail = (file: File | undefined) => {
    setThumbnailProblem(null);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setThumbnailProblem(t('videos.configure.thumbnailType'));
    if (file.size > THUMBNAIL_MAX_BYTES) return setThumbnailProblem(t('videos.configure.thumbnailSize'));
    setThumbnail(file);
  };

  const empty = title.trim() === '';
  const save = async () => {
    if (empty || taken) return;
    setBusy(true);
    try {
      await update({
        id: upload.video_id,
        body: { title: title.trim(), published, area_ids: picked.map((a) => a.id) },
        thumbnail,
      });
      toast.success(t('videos.configure.saved', { title: title.trim() }));
      onSaved();
    } catch (error) {
      // The organisation publishes only videos with captions in its language.
      const captionsMissing = error instanceof ApiError && error.code === 'CaptionsRequired';
      toast.error(t(captionsMissing ? 'captions.requiredToPublish' : 'videos.configure.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={t('videos.configure.of', { title: upload.title })}
    >
      {heading ? (
        <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
          {t('videos.configure.of', { title: upload.title })}
        </Typography>
      ) : null}
      <Stack spacing={2}>
        <TextField
          label={t('videos.configure.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={empty || taken}
          helperText={empty ? t('videos.titleRequired') : taken ? t('videos.configure.titleTaken') : ' '}
          slotProps={{ htmlInput: { maxLength: VIDEO_TITLE_MAX } }}
          fullWidth
        />
        <AreaPicker
          organisationId={organisationId}
          value={picked}
          onChange={setPicked}
          label={t('videos.configure.areas')}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" component="label" role={undefined}>
            {t('videos.configure.thumbnail')}
            <input
              hidden
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-label={t('videos.configure.thumbnail')}
              onChange={(e) => pickThumbnail(e.target.files?.[0])}
            />
          </Button>
          <Typography
            variant="body2"
            color={thumbnailProblem ? 'error' : 'text.secondary'}
            role={thumbnailProblem ? 'alert' : undefined}
          >
            {thumbnailProblem ?? thumbnail?.name ?? t('videos.configure.noThumbnail')}
          </Typography>
        </Stack>
        <FormControlLabel
          control={<Switch checked={published} onChange={(e) => setPublished(e.target.checked)} />}
          label={t('videos.configure.published')}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              {t('appUsers.cancel')}
            </Button>
          ) : null}
          <Button variant="contained" onClick={() => void save()} disabled={busy || empty || taken}>
            {t('videos.configure.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
