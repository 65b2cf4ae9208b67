import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserType, type AppUserDetail } from '../../../api/contracts/index.ts';
import { ConfirmDialog, ReasonDialog, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useCan } from '../../session/index.ts';
import { useResetSecondFactors } from '../api/app-users.ts';
import { Section } from './detail-section.tsx';

const STAFF: readonly number[] = [UserType.SuperAdmin, UserType.Admin, UserType.Staff];

/**
 * The super admin's way back in for a staff user or a guardian who lost their second factor: remove
 * them all. A guardian's reset first records how the Lantern team checked it was them (kept in the audit).
 */
export function SecondFactorReset({ user, name }: { user: AppUserDetail; name: string }) {
  const t = useT();
  const toast = useToast();
  const allowed = useCan('auth.resetSecondFactors');
  const { trigger, isMutating } = useResetSecondFactors();
  const [asking, setAsking] = useState(false);
  const guardian = user.type === UserType.Guardian;
  if (!allowed || !(guardian || STAFF.includes(user.type))) return null;

  const reset = async (identityCheck?: string) => {
    try {
      await trigger({ id: user.id, identityCheck });
      toast.success(t('signInSecurity.reset.done'));
    } catch {
      toast.error(t('signInSecurity.reset.failed'));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Section title={t('signInSecurity.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t(guardian ? 'signInSecurity.reset.guardianHelp' : 'signInSecurity.reset.help')}
        </Typography>
        <Button color="warning" variant="outlined" onClick={() => setAsking(true)}>
          {t('signInSecurity.reset.action')}
        </Button>
      </Stack>
      <ReasonDialog
        open={asking && guardian}
        required
        busy={isMutating}
        title={t('signInSecurity.reset.identityTitle')}
        message={t('signInSecurity.reset.identityMessage', { name })}
        label={t('signInSecurity.reset.identityLabel')}
        confirmLabel={t('signInSecurity.reset.action')}
        cancelLabel={t('signInSecurity.cancel')}
        onConfirm={(identityCheck) => void reset(identityCheck)}
        onCancel={() => setAsking(false)}
      />
      <ConfirmDialog
        open={asking && !guardian}
        destructive
        busy={isMutating}
        title={t('signInSecurity.reset.title')}
        message={t('signInSecurity.reset.message', { name })}
        confirmLabel={t('signInSecurity.reset.action')}
        cancelLabel={t('signInSecurity.cancel')}
        busyLabel={t('signInSecurity.working')}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </Section>
  );
}
