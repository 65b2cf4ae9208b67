import { useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useIntl } from 'react-intl';
import { formatFileSize, useToast } from '../../../design-system/index.ts';
import type { VideoUpload } from '../upload/use-video-uploads.ts';
import { ConfigureVideo } from './configure-video.tsx';
import { useT } from '../../../lib/index.ts';

export const UPLOAD_STEPS = ['upload', 'progress', 'configure'] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];

export interface UploadFlowProps {
  uploads: VideoUpload[];
  onFiles: (files: File[]) => Promise<void>;
  onPause: (videoId: string) => void;
  onResume: (videoId: string) => void;
  onCancel: (videoId: string) => void;
  onConfigured: (videoId: string) => void;
  /** Start with the drop zone highlighted (stories). */
  initialDragging?: boolean;
}

const ACCEPT = 'video/*';

/** Spec §2's three steps: UPLOAD (1) pick or drop files → PROGRESS (2) per file → CONFIGURE (3). */
export function UploadFlow({
  uploads,
  onFiles,
  onPause,
  onResume,
  onCancel,
  onConfigured,
  initialDragging = false,
}: UploadFlowProps) {
  const t = useT();
  const { locale } = useIntl();
  const toast = useToast();
  const [dragging, setDragging] = useState(initialDragging);
  const [busy, setBusy] = useState(false);
  const done = uploads.filter((u) => u.state === 'done');
  const active = uploads.filter((u) => u.state !== 'done');
  const step: UploadStep = uploads.length === 0 ? 'upload' : active.length > 0 ? 'progress' : 'configure';

  const take = async (list: FileList | null) => {
    const files = [...(list ?? [])].filter((f) => f.type.startsWith('video/'));
    if (list?.length && !files.length) return toast.error(t('videos.upload.notVideo'));
    if (!files.length) return;
    setBusy(true);
    try {
      await onFiles(files);
    } catch {
      toast.error(t('videos.errors.create'));
    } finally {
      setBusy(false);
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files);
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Stepper activeStep={UPLOAD_STEPS.indexOf(step)} sx={{ mb: 3 }}>
          {UPLOAD_STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{t(`videos.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            mb: uploads.length ? 3 : 0,
          }}
        >
          <CloudUploadIcon color={dragging ? 'primary' : 'action'} sx={{ fontSize: 40 }} aria-hidden />
          <Typography sx={{ mb: 1 }}>
            {t(dragging ? 'videos.upload.dropNow' : 'videos.upload.drop')}
          </Typography>
          <Button variant="contained" component="label" disabled={busy} role={undefined}>
            {t('videos.upload.choose')}
            <input
              hidden
              multiple
              type="file"
              accept={ACCEPT}
              aria-label={t('videos.upload.choose')}
              onChange={(e) => void take(e.target.files)}
            />
          </Button>
        </Box>
        <Stack spacing={2}>
          {active.map((u) => (
            <Box key={u.video_id} aria-label={u.title} role="group">
              <Stack
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography noWrap>{u.title}</Typography>
                  <Typography
                    variant="caption"
                    color={u.state === 'failed' ? 'error' : 'text.secondary'}
                    role="status"
                  >
                    {u.error
                      ? t(`videos.errors.${u.error}`)
                      : t(`videos.state.${u.state}`, {
                          percent: Math.floor(u.progress * 100),
                          size: formatFileSize(u.size, locale),
                        })}
                    {u.resumedFrom !== null && u.state === 'uploading'
                      ? ` · ${t('videos.state.resumedFrom', { percent: Math.floor(u.resumedFrom * 100) })}`
                      : ''}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1}>
                  {u.paused || u.state === 'failed' || u.state === 'offline' ? (
                    <Button size="small" variant="outlined" onClick={() => onResume(u.video_id)}>
                      {t('videos.upload.resume')}
                    </Button>
                  ) : (
                    <Button size="small" variant="outlined" onClick={() => onPause(u.video_id)}>
                      {t('videos.upload.pause')}
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => onCancel(u.video_id)}>
                    {t('videos.upload.cancel')}
                  </Button>
                </Stack>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={u.progress * 100}
                color={u.state === 'failed' ? 'error' : u.paused ? 'inherit' : 'primary'}
                aria-label={t('videos.upload.progressOf', { title: u.title })}
                sx={{ mt: 1, height: 8, borderRadius: 1 }}
              />
            </Box>
          ))}
          {step === 'progress' && done.length ? (
            <Alert severity="info">{t('videos.upload.someDone', { n: done.length })}</Alert>
          ) : null}
          {step === 'configure'
            ? done.map((u) => (
                <ConfigureVideo key={u.video_id} upload={u} onSaved={() => onConfigured(u.video_id)} />
              ))
            : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
