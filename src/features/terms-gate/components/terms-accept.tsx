import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language } from '../../../api/contracts/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { TermsText } from './terms-text.tsx';

export interface TermsAcceptProps {
  version: string;
  publishedAt: string;
  text: string;
  language: Language;
  /** The text is not in the reader's own language. */
  fallback: boolean;
  busy: boolean;
  /** A message id saying why the last acceptance failed. */
  error: string | null;
  onAccept: () => void;
  onSignOut: () => void;
}

/** What a guardian sees until they accept the current terms: the text, an acceptance and a way out. */
export function TermsAccept(props: TermsAcceptProps) {
  const t = useT();
  const dates = useDates();
  const [read, setRead] = useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('terms.accept.title')}
      </Typography>
      <Typography color="text.secondary">
        {t('terms.accept.intro', {
          version: props.version,
          date: dates.date(props.publishedAt),
        })}
      </Typography>
      {props.fallback && <Alert severity="info">{t('terms.accept.fallback')}</Alert>}
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('terms.accept.textLabel', { version: props.version })}
        tabIndex={0}
        sx={{ p: 2, maxHeight: '55vh', overflowY: 'auto' }}
      >
        <TermsText text={props.text} language={props.language} />
      </Paper>
      {props.error && <Alert severity="error">{t(props.error)}</Alert>}
      <FormControlLabel
        control={<Checkbox checked={read} onChange={(e) => setRead(e.target.checked)} />}
        label={t('terms.accept.read')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" disabled={!read || props.busy} onClick={props.onAccept}>
          {props.busy ? t('terms.accept.accepting') : t('terms.accept.accept')}
        </Button>
        <Button variant="text" onClick={props.onSignOut}>
          {t('terms.accept.signOut')}
        </Button>
      </Stack>
    </Stack>
  );
}
