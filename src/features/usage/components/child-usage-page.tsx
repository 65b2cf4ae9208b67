import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  CHILD_USAGE_DAYS,
  DEFAULT_CHILD_USAGE_DAYS,
  type ChildUsageDays,
  type FamilyChild,
} from '../../../api/contracts/index.ts';
import { PageHeader } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { ChildScreen, childCallName, useChildUsage } from '../../family/index.ts';
import { hoursAndMinutes } from '../range.ts';

// The charts library loads in its own chunk, after the page and its request have started.
const ChildUsageCharts = lazy(() => import('./child-usage-charts.tsx'));

const LOADING = [96, 280];

/** /usage for a guardian: one child's time in the app, what they played and how they felt. */
export function ChildUsagePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('usage.title')} description={t('familyPages.usage.description')} />
      <ChildScreen
        loadFailed="usage.loadFailed"
        render={(child) => <ChildUsage key={child.id} child={child} />}
      />
    </>
  );
}

function ChildUsage({ child }: { child: FamilyChild }) {
  const t = useT();
  const name = childCallName(child, t('familyPages.patientPrefix'));
  const [days, setDays] = useState<ChildUsageDays>(DEFAULT_CHILD_USAGE_DAYS);
  const usage = useChildUsage(child.parts.includes('usage') ? child.id : null, days);
  if (!child.parts.includes('usage'))
    return <Alert severity="info">{t('familyPages.limited.usage', { name })}</Alert>;
  let body;
  if (usage.error)
    body = <LoadError title="usage.loadFailed" error={usage.error} onRetry={() => void usage.mutate()} />;
  else if (!usage.data) body = <Loading heights={LOADING} label="table.loading" />;
  else
    body = (
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary" component="h2">
              {t('familyPages.usage.total')}
            </Typography>
            <Typography variant="h4" component="p">
              {t('usage.hoursMinutes', hoursAndMinutes(usage.data.total_seconds))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('familyPages.usage.daysUsed', {
                name,
                used: usage.data.days_used,
                days: usage.data.daily.length,
              })}
            </Typography>
          </CardContent>
        </Card>
        <Suspense fallback={<Loading heights={LOADING} label="table.loading" />}>
          <ChildUsageCharts usage={usage.data} name={name} />
        </Suspense>
      </Stack>
    );
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        onChange={(_e, next: ChildUsageDays | null) => {
          if (next) setDays(next);
        }}
        aria-label={t('usage.range.presets')}
        sx={{ mb: 3 }}
      >
        {CHILD_USAGE_DAYS.map((n) => (
          <ToggleButton key={n} value={n}>
            {t('usage.range.lastDays', { n: Number(n) })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {body}
    </>
  );
}
