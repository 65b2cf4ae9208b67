import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { directionOf, type CmsLanguage } from '../languages.ts';
import { useT } from '../../../lib/index.ts';

/** Longest description kept: a sentence or two, read aloud by a screen reader. */
const ALT_MAX = 300;

/**
 * Asks for an image's description in the language being edited before the image goes into the
 * page: a family who cannot see the image hears it, and the server publishes no page with an
 * undescribed image. Answers the description, or null when the author cancels (no image added).
 */
export function ImageAltDialog({
  language,
  onDone,
}: {
  language: CmsLanguage;
  onDone: (alt: string | null) => void;
}) {
  const t = useT();
  const [alt, setAlt] = useState('');
  const described = alt.trim() !== '';
  return (
    <Dialog open onClose={() => onDone(null)} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (described) onDone(alt.trim());
        }}
      >
        <DialogTitle>{t('responsiveImages.altTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            margin="dense"
            label={t('responsiveImages.altLabel')}
            helperText={t('responsiveImages.altHelp')}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            slotProps={{ htmlInput: { maxLength: ALT_MAX, lang: language, dir: directionOf(language) } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onDone(null)}>{t('responsiveImages.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!described}>
            {t('responsiveImages.insert')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
