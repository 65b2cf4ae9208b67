import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import type { CaptionLanguage } from '../../../api/contracts/captions.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { CAPTION_LANGUAGES } from '../captions/languages.ts';

/** A video's caption languages as short chips (EN, AR, ES), said in full to a screen reader. */
export function CaptionLanguages({ languages }: { languages: readonly CaptionLanguage[] }) {
  const t = useT();
  const { locale } = useDates();
  const has = CAPTION_LANGUAGES.filter((l) => languages.includes(l));
  const said = has.length
    ? t('captions.has', {
        languages: new Intl.ListFormat(locale).format(has.map((l) => t(`captions.named.${l}`))),
      })
    : t('captions.none');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Box component="span" sx={visuallyHidden}>
        {said}
      </Box>
      {has.length ? (
        has.map((l) => (
          <Chip key={l} size="small" variant="outlined" aria-hidden label={t(`captions.short.${l}`)} />
        ))
      ) : (
        <span aria-hidden>—</span>
      )}
    </Stack>
  );
}
