import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { SafetyNet } from '../../../api/contracts/questionnaires.ts';
import { useT } from '../../../lib/index.ts';

/**
 * The safety net, shown once the answers are sent when they met a duty-of-care rule: the hospital's
 * words (in the family's language, from the server) and the emergency number, as a link a phone can
 * call. It never shows a score.
 */
export function SafetyNetNotice({ net }: { net: SafetyNet }) {
  const t = useT();
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }}>
      <AlertTitle>{t('familyQuestionnaires.safetyNet.title')}</AlertTitle>
      <Typography variant="body1" sx={{ mb: 1 }}>
        {net.message}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {t('familyQuestionnaires.safetyNet.emergency')}{' '}
        <a href={`tel:${net.emergency_number.replace(/\s/g, '')}`} dir="ltr">
          {net.emergency_number}
        </a>
      </Typography>
    </Alert>
  );
}
