import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import Stack from '@mui/material/Stack';
import { UserType } from '../../../api/contracts/index.ts';
import { PageHeader } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { useFigure, useOrgToken, useSubscriptionOverview } from '../api/usage.ts';
import { DEFAULT_RANGE, type UsageRange } from '../range.ts';
import { ChildUsagePage } from './child-usage-page.tsx';
import { RangePicker } from './range-picker.tsx';
import { SummaryCards } from './summary-cards.tsx';

// The charts library loads in its own chunk, after the page and its figures' requests have started.
const UsageCharts = lazy(() => import('./usage-charts.tsx'));

const LOADING = [96, 280];

/** /usage: the organisation's app use, moods and events (admins); a guardian's children's (guardians). */
export function UsagePage() {
  const guardian = useAtomValue(sessionAtom)?.user.type === UserType.Guardian;
  return guardian ? <ChildUsagePage /> : <OrganisationUsagePage />;
}

function OrganisationUsagePage() {
  const t = useT();
  const [range, setRange] = useState<UsageRange>(DEFAULT_RANGE);
  const token = useOrgToken();
  const orgToken = token.data?.orgToken;
  const usage = useFigure('usage', range, orgToken);
  const detail = useFigure('detail', range, orgToken);
  const retention = useFigure('retention', range, orgToken);
  const events = useFigure('events', range, orgToken);
  const moods = useFigure('moods', range, orgToken);
  const subscription = useSubscriptionOverview(orgToken);
  const all = [token, usage, detail, retention, events, moods];
  const error = all.find((r) => r.error)?.error;

  const retry = () => void Promise.all(all.map((r) => r.mutate()));
  let body;
  if (error) body = <LoadError title="usage.loadFailed" error={error} onRetry={retry} />;
  else if (!usage.data || !detail.data || !retention.data || !events.data || !moods.data)
    body = <Loading heights={LOADING} label="table.loading" />;
  else
    body = (
      <Stack spacing={3}>
        <SummaryCards usage={usage.data} events={events.data} subscription={subscription.data} />
        <Suspense fallback={<Loading heights={LOADING} label="table.loading" />}>
          <UsageCharts
            usage={usage.data}
            detail={detail.data}
            retention={retention.data}
            events={events.data}
            moods={moods.data}
          />
        </Suspense>
      </Stack>
    );

  return (
    <>
      <PageHeader title={t('usage.title')} description={t('usage.description')} />
      <RangePicker value={range} onChange={setRange} />
      {body}
    </>
  );
}
