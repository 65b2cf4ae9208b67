import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CaptionLanguage } from '../../../api/contracts/captions.ts';
import { UserText, useToast } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import {
  captionProblem,
  useCaptionText,
  useCaptionTracks,
  useDeleteCaptions,
  useSaveCaptions,
} from '../api/captions.ts';
import { CAPTION_LANGUAGES, CAPTIONS_MAX_BYTES } from '../captions/languages.ts';
import { buildVtt, cueAtLine, parseVtt, type Cue } from '../captions/vtt.ts';
import { CaptionTracks } from './caption-tracks.tsx';
import { CueEditor } from './cue-editor.tsx';

/** What went wrong with the last upload or save, to say in plain words. */
interface Problem {
  language: CaptionLanguage;
  line: number | null;
  reason: string;
  /** The cue of the editor the refused line is in (a save, not an uploaded file). */
  cue: number | null;
}

/** The captions of one video: a file per language, and English beside a translation to write or correct. */
export function CaptionEditor({
  video,
  onClose,
}: {
  video: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tracks = useCaptionTracks(video?.id ?? null);
  const [language, setLanguage] = useState<CaptionLanguage>('ar');
  // Edits not yet saved, per language: switching language, or a refused save, loses none of them.
  const [drafts, setDrafts] = useState<Partial<Record<CaptionLanguage, Cue[]>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useSaveCaptions();
  const remove = useDeleteCaptions();
  const trackOf = (l: CaptionLanguage) => tracks.data?.find((tr) => tr.language === l);
  const englishText = useCaptionText(trackOf('en'));
  const targetText = useCaptionText(language === 'en' ? undefined : trackOf(language));
  const savedEnglish = useMemo(
    () => (englishText.data ? parseVtt(englishText.data).cues : null),
    [englishText.data],
  );
  const savedTarget = useMemo(
    () => (targetText.data ? parseVtt(targetText.data).cues : null),
    [targetText.data],
  );
  const english = drafts.en ?? savedEnglish;
  const cues = language === 'en' ? english : (drafts[language] ?? (trackOf(language) ? savedTarget : null));
  const busy = save.isMutating || remove.isMutating;
  const nameOf = (l: CaptionLanguage) => t(`captions.named.${l}`);

  const close = () => {
    setDrafts({});
    setProblem(null);
    onClose();
  };
  const refused = (l: CaptionLanguage, error: unknown, vtt?: string) => {
    const found = captionProblem(error);
    setProblem(
      found
        ? { language: l, ...found, cue: vtt && found.line ? cueAtLine(vtt, found.line) : null }
        : { language: l, line: null, reason: '', cue: null },
    );
  };
  const send = async (l: CaptionLanguage, vtt: string, edited: boolean) => {
    if (!video) return;
    setProblem(null);
    try {
      await save.trigger({ videoId: video.id, language: l, vtt });
      setDrafts(({ [l]: _saved, ...rest }) => rest);
      toast.success(t('captions.saved', { language: nameOf(l) }));
    } catch (error) {
      refused(l, error, edited ? vtt : undefined);
    }
  };
  const upload = async (l: CaptionLanguage, file: File) => {
    if (file.size > CAPTIONS_MAX_BYTES) {
      setProblem({ language: l, line: null, reason: t('captions.tooLarge'), cue: null });
      return;
    }
    setLanguage(l);
    await send(l, await file.text(), false);
  };
  const deleteTrack = async (l: CaptionLanguage) => {
    if (!video) return;
    try {
      await remove.trigger({ videoId: video.id, language: l });
      setDrafts(({ [l]: _gone, ...rest }) => rest);
      toast.success(t('captions.deleted', { language: nameOf(l) }));
    } catch {
      toast.error(t('captions.deleteFailed', { language: nameOf(l) }));
    }
  };
  const loading = tracks.isLoading || englishText.isLoading || targetText.isLoading;
  const textError = englishText.error ?? targetText.error;

  return (
    <Dialog open={video !== null} onClose={close} fullScreen={phone} maxWidth="lg" fullWidth>
      <DialogTitle>
        {t('captions.title')}: <UserText>{video?.title}</UserText>
      </DialogTitle>
      <DialogContent dividers>
        {tracks.error ? (
          <LoadError title="captions.loadFailed" error={tracks.error} onRetry={() => void tracks.mutate()} />
        ) : null}
        {tracks.data ? (
          <CaptionTracks
            tracks={tracks.data}
            busy={busy}
            onUpload={(l, file) => void upload(l, file)}
            onDelete={(l) => void deleteTrack(l)}
          />
        ) : null}
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblem(null)}>
            <AlertTitle>{t('captions.notSaved', { language: nameOf(problem.language) })}</AlertTitle>
            {problem.line === null
              ? problem.reason || t('captions.failed')
              : t(problem.cue === null ? 'captions.atLine' : 'captions.atCue', {
                  line: problem.line,
                  cue: (problem.cue ?? 0) + 1,
                  reason: problem.reason,
                })}
          </Alert>
        ) : null}
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle1" id="caption-language" sx={{ mb: 1 }}>
          {t('captions.editIn')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          aria-labelledby="caption-language"
          onChange={(_e, next: CaptionLanguage | null) => next && setLanguage(next)}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {CAPTION_LANGUAGES.map((l) => (
            <ToggleButton key={l} value={l}>
              {t(`captions.languages.${l}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {loading ? <Loading heights={[48, 48, 48]} label="captions.loading" /> : null}
        {textError ? (
          <LoadError
            title="captions.loadFailed"
            error={textError}
            onRetry={() => void Promise.all([englishText.mutate(), targetText.mutate()])}
          />
        ) : null}
        {tracks.data && !loading && !textError ? (
          <CueEditor
            language={language}
            cues={cues}
            english={english}
            invalidCue={problem?.language === language ? problem.cue : null}
            onChange={(next) => setDrafts((d) => ({ ...d, [language]: next }))}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('captions.close')}</Button>
        <Button
          variant="contained"
          disabled={!drafts[language]?.length || busy}
          onClick={() => cues && void send(language, buildVtt(cues), true)}
        >
          {t('captions.save', { language: nameOf(language) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
