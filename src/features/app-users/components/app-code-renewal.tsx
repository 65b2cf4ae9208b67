import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { UserType, type AppCodeCard as Card, type AppUserDetail } from '../../../api/contracts/index.ts';
import { ConfirmDialog } from '../../../design-system/index.ts';
import { loadErrorMessageId, useT } from '../../../lib/index.ts';
import { useCan } from '../../session/index.ts';
import { useRenewAppCode } from '../api/app-users.ts';
import { AppCodeCard } from './app-code-card.tsx';
import { Section } from './detail-section.tsx';

/**
 * A child's page: "Issue a new app code". The admin confirms (the old code stops working and the
 * app signs out on the child's devices), then gets the printable card in the child's language.
 */
export function AppCodeRenewal({ user, name }: { user: AppUserDetail; name: string }) {
  const t = useT();
  const allowed = useCan('users.manage');
  const { trigger, isMutating, error, reset } = useRenewAppCode();
  const [asking, setAsking] = useState(false);
  const [card, setCard] = useState<Card | null>(null);
  if (!allowed || user.type !== UserType.Patient) return null;

  const issue = async () => {
    try {
      setCard(await trigger(user.id));
    } catch {
      // `error` says why, in the section.
    } finally {
      setAsking(false);
    }
  };

  return (
    <Section title={t('appCodeCard.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('appCodeCard.help')}
        </Typography>
        {error ? (
          <Alert severity="error" onClose={() => reset()}>
            {t('appCodeCard.failed')} {t(loadErrorMessageId(error))}
          </Alert>
        ) : null}
        <Button variant="outlined" onClick={() => setAsking(true)}>
          {t('appCodeCard.issue')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        destructive
        busy={isMutating}
        title={t('appCodeCard.confirmTitle', { name })}
        message={t('appCodeCard.confirmMessage', { name })}
        confirmLabel={t('appCodeCard.issue')}
        cancelLabel={t('appUsers.cancel')}
        onConfirm={() => void issue()}
        onCancel={() => setAsking(false)}
      />
      <Dialog open={card !== null} onClose={() => setCard(null)} aria-labelledby="app-code-card-title">
        <DialogTitle id="app-code-card-title">{t('appCodeCard.cardTitle', { name })}</DialogTitle>
        {/* A phone scrolls the card: the keyboard reaches it too (axe's scrollable-region-focusable). */}
        <DialogContent role="group" tabIndex={0} aria-labelledby="app-code-card-title">
          <Typography sx={{ mb: 2 }}>{t('appCodeCard.issued')}</Typography>
          {card ? <AppCodeCard card={card} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCard(null)}>{t('appCodeCard.done')}</Button>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('appCodeCard.print')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
