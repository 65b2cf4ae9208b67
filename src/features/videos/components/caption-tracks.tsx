import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { CaptionLanguage, CaptionTrack } from '../../../api/contracts/captions.ts';
import { ConfirmDialog } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { CAPTION_LANGUAGES } from '../captions/languages.ts';

export interface CaptionTracksProps {
  tracks: readonly CaptionTrack[];
  busy: boolean;
  onUpload: (language: CaptionLanguage, file: File) => void;
  onDelete: (language: CaptionLanguage) => void;
}

/** The video's three caption languages: what each has, a .vtt file to send for it, and its removal. */
export function CaptionTracks({ tracks, busy, onUpload, onDelete }: CaptionTracksProps) {
  const t = useT();
  const dates = useDates();
  const [deleting, setDeleting] = useState<CaptionLanguage | null>(null);
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CAPTION_LANGUAGES.map((language) => {
          const track = tracks.find((tr) => tr.language === language);
          const name = t(`captions.named.${language}`);
          return (
            <Stack
              component="li"
              key={language}
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Stack sx={{ flex: '1 1 12rem' }}>
                <Typography component="h3" variant="subtitle2">
                  {t(`captions.languages.${language}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {track
                    ? t('captions.trackStatus', {
                        n: track.cue_count,
                        date: dates.dateTime(track.updated_at),
                      })
                    : t('captions.none')}
                </Typography>
              </Stack>
              <Button
                component="label"
                role={undefined}
                size="small"
                startIcon={<UploadIcon />}
                disabled={busy}
              >
                {t('captions.upload')}
                <input
                  hidden
                  type="file"
                  accept=".vtt,text/vtt"
                  aria-label={t('captions.uploadNamed', { language: name })}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    // The same file may be chosen again after it was fixed.
                    event.target.value = '';
                    if (file) onUpload(language, file);
                  }}
                />
              </Button>
              {track ? (
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  disabled={busy}
                  aria-label={t('captions.deleteNamed', { language: name })}
                  onClick={() => setDeleting(language)}
                >
                  {t('captions.delete')}
                </Button>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('captions.deleteTitle', {
          language: deleting ? t(`captions.named.${deleting}`) : '',
        })}
        message={t('captions.deleteMessage')}
        confirmLabel={t('captions.delete')}
        cancelLabel={t('captions.cancel')}
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
