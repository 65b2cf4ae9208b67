import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AppUsage, EventAnalytics, SubscriptionOverview } from '../../../api/contracts/index.ts';
import { useT } from '../../../lib/index.ts';
import { hoursAndMinutes } from '../range.ts';

function Stat({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The range's totals, and (admins) the organisation's seats. */
export function SummaryCards({
  usage,
  events,
  subscription,
}: {
  usage: AppUsage;
  events: EventAnalytics;
  subscription: SubscriptionOverview | undefined;
}) {
  const t = useT();
  const focus = hoursAndMinutes(usage.focus_seconds);
  const stats = [
    { label: t('usage.stats.sessions'), value: String(usage.app_sessions) },
    { label: t('usage.stats.activePatients'), value: String(usage.active_patients) },
    { label: t('usage.stats.focus'), value: t('usage.hoursMinutes', focus) },
    { label: t('usage.stats.events'), value: String(events.total_created) },
    ...(subscription
      ? [
          {
            label: t('usage.stats.seats'),
            value: t('usage.seatsUsed', {
              used: subscription.active + subscription.pending,
              seats: subscription.seats,
            }),
            detail: t('usage.seatsDetail', { active: subscription.active, pending: subscription.pending }),
          },
        ]
      : []),
  ];
  return (
    <Grid container spacing={2}>
      {stats.map((s) => (
        <Grid key={s.label} size={{ xs: 6, md: subscription ? 2.4 : 3 }}>
          <Stat label={s.label} value={s.value} detail={'detail' in s ? s.detail : undefined} />
        </Grid>
      ))}
    </Grid>
  );
}
