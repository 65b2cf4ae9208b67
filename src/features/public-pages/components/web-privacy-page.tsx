import { useState } from 'react';
import { useAtom } from 'jotai';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/index.ts';
import { consentAtom } from '../../consent/index.ts';
import { InfoPage } from './info-page.tsx';

/**
 * /web-privacy: the cookie notice, matching the consent the portal asks for (necessary cookies,
 * the product website's, analytics), with the visitor's choice to change.
 */
export function WebPrivacyPage() {
  const t = useT();
  const [consent, setConsent] = useAtom(consentAtom);
  const [choice, setChoice] = useState({
    productWebsite: consent?.productWebsite ?? false,
    analytics: consent?.analytics ?? false,
  });
  const [saved, setSaved] = useState(false);
  const toggle = (key: keyof typeof choice) => (_e: unknown, on: boolean) => {
    setSaved(false);
    setChoice((c) => ({ ...c, [key]: on }));
  };

  return (
    <InfoPage prefix="publicPages.webPrivacy" sections={['necessary', 'productWebsite', 'analytics', 'none']}>
      <Paper component="section" aria-labelledby="cookie-choice" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="cookie-choice" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('publicPages.webPrivacy.choice.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {t(consent ? 'publicPages.webPrivacy.choice.current' : 'publicPages.webPrivacy.choice.none')}
        </Typography>
        <Stack>
          <FormControlLabel
            control={<Switch checked disabled />}
            label={t('publicPages.webPrivacy.choice.necessary')}
          />
          <FormControlLabel
            control={<Switch checked={choice.productWebsite} onChange={toggle('productWebsite')} />}
            label={t('consent.productWebsite')}
          />
          <FormControlLabel
            control={<Switch checked={choice.analytics} onChange={toggle('analytics')} />}
            label={t('consent.analytics')}
          />
        </Stack>
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          onClick={() => {
            setConsent(choice);
            setSaved(true);
          }}
        >
          {t('consent.save')}
        </Button>
        {saved ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('publicPages.webPrivacy.choice.saved')}
          </Alert>
        ) : null}
      </Paper>
    </InfoPage>
  );
}
