import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CaptionLanguage } from '../../../api/contracts/captions.ts';
import { EmptyState } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { directionOf } from '../captions/languages.ts';
import { counterpart, cueTime, plainText, timingsOf, type Cue } from '../captions/vtt.ts';

export interface CueEditorProps {
  language: CaptionLanguage;
  /** The language's cues; null when it has no captions yet. */
  cues: readonly Cue[] | null;
  /** The English cues beside a translation (absent when English itself is edited). */
  english?: readonly Cue[] | null;
  /** The cue the server refused, to show and focus. */
  invalidCue?: number | null;
  onChange: (cues: Cue[]) => void;
}

const ROW = { xs: '1fr', md: 'minmax(7rem, auto) 1fr 1fr' } as const;

/** English beside the translation: times read-only, the translation's text editable, each in its own direction. */
export function CueEditor({ language, cues, english, invalidCue, onChange }: CueEditorProps) {
  const t = useT();
  const { locale } = useDates();
  const name = t(`captions.named.${language}`);
  const invalidRef = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (invalidCue !== null && invalidCue !== undefined) invalidRef.current?.focus();
  }, [invalidCue]);
  if (!cues) {
    const canStart = language !== 'en' && Boolean(english?.length);
    return (
      <EmptyState
        title={t('captions.emptyTitle', { language: name })}
        description={t(canStart ? 'captions.emptyTranslation' : 'captions.emptyHint', { language: name })}
        action={
          canStart ? (
            <Button variant="outlined" onClick={() => onChange(timingsOf(english ?? []))}>
              {t('captions.startFromEnglish')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  const time = (cue: Cue) => `${cueTime(cue.start, locale)} – ${cueTime(cue.end, locale)}`;
  const withEnglish = language !== 'en';
  return (
    <Stack
      component="ol"
      spacing={1}
      aria-label={t('captions.cuesOf', { language: name })}
      sx={{ p: 0, m: 0 }}
    >
      {withEnglish ? (
        <Box aria-hidden sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: ROW.md, gap: 2 }}>
          <Typography variant="subtitle2">{t('captions.time')}</Typography>
          <Typography variant="subtitle2">{t('captions.languages.en')}</Typography>
          <Typography variant="subtitle2">{t(`captions.languages.${language}`)}</Typography>
        </Box>
      ) : null}
      {cues.map((cue, index) => {
        const source = withEnglish ? counterpart(cue, english ?? []) : undefined;
        const invalid = index === invalidCue;
        return (
          <Box
            component="li"
            key={`${String(cue.start)}-${String(index)}`}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: withEnglish ? ROW : { xs: '1fr', md: 'minmax(7rem, auto) 1fr' },
              gap: { xs: 0.5, md: 2 },
              alignItems: 'start',
            }}
          >
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ pt: { md: 1 } }}>
              {time(cue)}
            </Typography>
            {withEnglish ? (
              <Typography variant="body2" lang="en" dir="ltr" sx={{ pt: { md: 1 }, textAlign: 'left' }}>
                {source ? plainText(source.text) : '—'}
              </Typography>
            ) : null}
            <TextField
              multiline
              size="small"
              dir={directionOf(language)}
              value={cue.text}
              error={invalid}
              inputRef={invalid ? invalidRef : undefined}
              label={t('captions.cueLabel', { language: name, n: index + 1, time: time(cue) })}
              slotProps={{ htmlInput: { lang: language, dir: directionOf(language) } }}
              onChange={(event) =>
                onChange(cues.map((c, i) => (i === index ? { ...c, text: event.target.value } : c)))
              }
            />
          </Box>
        );
      })}
    </Stack>
  );
}
