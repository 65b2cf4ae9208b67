import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CookieConsentChoice } from './consent.ts';

export interface CookieConsentText {
  title: string;
  body: string;
  productWebsite: string;
  analytics: string;
  acceptAll: string;
  necessaryOnly: string;
  save: string;
}

const defaultText: CookieConsentText = {
  title: 'Cookies',
  body: 'We use necessary cookies to keep you signed in. With your consent we also use cookies of our product website and analytics to improve Lantern.',
  productWebsite: 'Product website',
  analytics: 'Analytics',
  acceptAll: 'Accept all',
  necessaryOnly: 'Necessary only',
  save: 'Save my choice',
};

export interface CookieConsentProps {
  onChoose: (choice: CookieConsentChoice) => void;
  text?: Partial<CookieConsentText>;
}

/**
 * The consent banner: accept all, necessary only, or a choice per category. It sits at the end of
 * the page and sticks to the bottom of the window (not fixed over it): the page grows by its height,
 * so whatever it covers (a phone's Sign in button) can still be scrolled into view above it.
 */
export function CookieConsent({ onChoose, text: overrides }: CookieConsentProps) {
  const text = { ...defaultText, ...overrides };
  const [choice, setChoice] = useState<CookieConsentChoice>({ productWebsite: false, analytics: false });
  return (
    <Paper
      role="region"
      aria-label={text.title}
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 'snackbar',
        width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 32px)' },
        maxWidth: 720,
        mx: 'auto',
        my: { xs: 1, sm: 2 },
        p: { xs: 1.5, sm: 2 },
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text.body}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={choice.productWebsite}
              onChange={(e) => setChoice({ ...choice, productWebsite: e.target.checked })}
            />
          }
          label={text.productWebsite}
        />
        <FormControlLabel
          control={
            <Switch
              checked={choice.analytics}
              onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })}
            />
          }
          label={text.analytics}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={() => onChoose({ productWebsite: false, analytics: false })}>
          {text.necessaryOnly}
        </Button>
        <Button variant="outlined" onClick={() => onChoose(choice)}>
          {text.save}
        </Button>
        <Button variant="contained" onClick={() => onChoose({ productWebsite: true, analytics: true })}>
          {text.acceptAll}
        </Button>
      </Stack>
    </Paper>
  );
}
