import { useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { languageSchema, type AppSignInCode } from '../../../api/contracts/index.ts';
import { LoadError, Loading, loadErrorMessageId, useDates, useT } from '../../../lib/index.ts';
import { useAppCodeStatus, useMakeAppCode } from '../api/app-code.ts';

interface ChildAppSignInProps {
  /** The linked child's patient id. */
  patientId: string;
  /** The child's first name, as the family knows it. */
  childName: string;
}

/**
 * "Sign in the app": a guardian shows a three-word code that signs the patients' app in as their
 * child on the child's device. The words are shown once, when made (the server keeps only their
 * hash); a new code voids the old one.
 */
export function ChildAppSignIn({ patientId, childName }: ChildAppSignInProps) {
  const t = useT();
  const intl = useIntl();
  const status = useAppCodeStatus(patientId);
  const make = useMakeAppCode();
  const [shown, setShown] = useState<AppSignInCode | null>(null);
  const parsed = languageSchema.safeParse(intl.locale.slice(0, 2));
  const language = parsed.success ? parsed.data : 'en';
  const dates = useDates();
  const when = (iso: string) => dates.longDateTime(iso);
  const headingId = `app-code-${patientId}`;

  const onMake = async () => {
    try {
      setShown(await make.trigger({ patientId, language }));
    } catch {
      // make.error says why, below.
    }
  };

  const live = status.data?.live === true;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('familyAppCode.title', { name: childName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('familyAppCode.intro', { name: childName })}
      </Typography>
      {status.isLoading ? <Loading heights={[48]} label="familyAppCode.loading" /> : null}
      {status.error ? (
        <LoadError
          title="familyAppCode.loadFailed"
          error={status.error}
          onRetry={() => void status.mutate()}
        />
      ) : null}
      {shown ? (
        <Box sx={{ mb: 2 }}>
          <Typography
            lang={shown.language}
            dir={shown.language === 'ar' ? 'rtl' : 'ltr'}
            variant="h3"
            component="p"
            aria-label={t('familyAppCode.wordsLabel')}
            sx={{ fontWeight: 700, wordBreak: 'break-word' }}
          >
            {shown.words.join(' ')}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {t('familyAppCode.expires', { when: when(shown.expires_at) })}
          </Typography>
          <Typography color="text.secondary">{t('familyAppCode.once')}</Typography>
        </Box>
      ) : null}
      {!shown && live && status.data?.expires_at ? (
        <Typography sx={{ mb: 2 }}>
          {t('familyAppCode.live', { when: when(status.data.expires_at) })}
        </Typography>
      ) : null}
      {!shown && status.data && !live ? (
        <Typography sx={{ mb: 2 }}>{t('familyAppCode.none')}</Typography>
      ) : null}
      {make.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('familyAppCode.makeFailed')} {t(loadErrorMessageId(make.error))}
        </Alert>
      ) : null}
      {status.data ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => void onMake()} loading={make.isMutating}>
            {shown || live ? t('familyAppCode.renew') : t('familyAppCode.show')}
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
