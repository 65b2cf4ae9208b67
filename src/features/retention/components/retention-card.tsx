import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import {
  AUDIT_RETENTION_DAYS,
  RETENTION_KINDS,
  RETENTION_PERIODS,
  type RetentionKind,
} from '../../../api/contracts/retention.ts';
import { FormTextField, useToast } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { sessionAtom, useCan } from '../../session/index.ts';
import { useRetention, useSaveRetention } from '../api/retention.ts';

const days = (kind: RetentionKind) =>
  z.coerce
    .number<string | number>()
    .int({ message: 'retention.outOfBounds' })
    .min(RETENTION_PERIODS[kind].min, { message: 'retention.outOfBounds' })
    .max(RETENTION_PERIODS[kind].max, { message: 'retention.outOfBounds' });

const formSchema = z.object({
  outbox_body_days: days('outbox_body_days'),
  issue_screenshot_days: days('issue_screenshot_days'),
  app_activity_days: days('app_activity_days'),
  ended_session_days: days('ended_session_days'),
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

/**
 * Data retention: how long the organisation's data is kept before the nightly sweep erases it,
 * each period within the product's bounds; the audit log's eight years are fixed.
 */
export function RetentionCard() {
  const t = useT();
  const toast = useToast();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id;
  const canManage = useCan('retention.manage');
  const headingId = useId();
  const { data, error, isLoading, mutate } = useRetention(organisationId);
  const { trigger, isMutating } = useSaveRetention();
  const { control, handleSubmit, reset } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
  });
  useEffect(() => {
    if (data) reset(data);
  }, [data, reset]);
  if (!organisationId) return null;
  const onSubmit = handleSubmit(async (body) => {
    try {
      await trigger(body);
      toast.success(t('retention.saved'));
    } catch {
      toast.error(t('retention.saveFailed'));
    }
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('retention.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('retention.intro')}
        </Typography>
        {isLoading ? (
          <Stack role="status" aria-busy="true" aria-label={t('retention.loading')} spacing={1}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Stack>
        ) : null}
        {error ? (
          <LoadError title="retention.loadFailed" error={error} onRetry={() => void mutate()} />
        ) : null}
        {data ? (
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={(e) => void onSubmit(e)}
            aria-label={t('retention.title')}
          >
            {RETENTION_KINDS.map((kind) => (
              <FormTextField
                key={kind}
                control={control}
                name={kind}
                type="number"
                label={t(`retention.kinds.${kind}`)}
                helperText={t('retention.bounds', RETENTION_PERIODS[kind])}
                translateError={(id) => t(id, RETENTION_PERIODS[kind])}
                disabled={!canManage}
                slotProps={{
                  htmlInput: { min: RETENTION_PERIODS[kind].min, max: RETENTION_PERIODS[kind].max },
                }}
              />
            ))}
            <Typography variant="body2">
              {t('retention.audit', { years: Math.round(AUDIT_RETENTION_DAYS / 365.25) })}
            </Typography>
            {canManage ? (
              <Button
                type="submit"
                variant="contained"
                disabled={isMutating}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('retention.save')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
