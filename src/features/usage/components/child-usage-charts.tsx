import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { MOODS, type ChildUsage } from '../../../api/contracts/index.ts';
import { useT } from '../../../lib/index.ts';
import { ChartCard } from './chart-card.tsx';
import { ChartFrame, minutes, useChartAxes } from './chart-frame.tsx';

/**
 * A child's app use in a parent's words (their own chunk: @mui/x-charts loads only here): time in
 * the app per day, what they played and watched, how they said they felt. In Arabic the axes are
 * mirrored as on the organisation's usage screen.
 */
export default function ChildUsageCharts({ usage, name }: { usage: ChildUsage; name: string }) {
  const t = useT();
  const { locale } = useIntl();
  const day = useMemo(
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [locale],
  );
  const dayLabel = (date: string) => day.format(Date.parse(`${date}T00:00:00Z`));
  const moodLabel = (mood: string) => t(`usage.moods.${mood}`);
  const contentLabel = (c: ChildUsage['content'][number]) => c.name ?? t(`usage.states.${c.state}`);
  // At most four day labels: more collide on a phone (a week of "26 نوفمبر" is wider than the chart).
  const { x, y, horizontal } = useChartAxes(4);
  const dates = usage.daily.map((d) => dayLabel(d.date));
  const moodDays = [...new Set(usage.moods.daily.map((d) => d.date))];
  const said = MOODS.filter((m) => usage.moods.total.some((x) => x.mood === m));

  return (
    <ChartFrame noData={t('familyPages.usage.nothing')}>
      <Grid size={{ xs: 12 }}>
        <ChartCard
          title={t('familyPages.usage.timeInApp')}
          empty={usage.total_seconds === 0}
          emptyText={t('familyPages.usage.nothing')}
          table={{
            columns: [t('usage.columns.date'), t('usage.columns.minutes')],
            rows: usage.daily.map((d) => [dayLabel(d.date), minutes(d.seconds)]),
          }}
        >
          <BarChart
            xAxis={x(dates, { dated: true })}
            yAxis={y}
            series={[{ data: usage.daily.map((d) => minutes(d.seconds)), label: t('usage.columns.minutes') }]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('familyPages.usage.played', { name })}
          empty={usage.content.length === 0}
          emptyText={t('familyPages.usage.nothingPlayed', { name })}
          table={{
            columns: [t('usage.columns.content'), t('usage.columns.state'), t('usage.columns.minutes')],
            rows: usage.content.map((c) => [
              contentLabel(c),
              t(`usage.states.${c.state}`),
              minutes(c.seconds),
            ]),
          }}
        >
          <BarChart
            layout="horizontal"
            {...horizontal(usage.content.map(contentLabel))}
            series={[
              { data: usage.content.map((c) => minutes(c.seconds)), label: t('usage.columns.minutes') },
            ]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('familyPages.usage.felt', { name })}
          empty={said.length === 0}
          emptyText={t('familyPages.usage.noMoods', { name })}
          summary={
            usage.moods.most_common ? (
              <Typography color="text.secondary">
                {t('familyPages.usage.mostOften', { name, mood: moodLabel(usage.moods.most_common) })}
              </Typography>
            ) : null
          }
          table={{
            columns: [t('usage.columns.date'), t('usage.columns.mood'), t('usage.columns.count')],
            rows: usage.moods.daily.map((d) => [dayLabel(d.date), moodLabel(d.mood), d.count]),
          }}
        >
          <BarChart
            xAxis={x(moodDays.map(dayLabel), { dated: true })}
            yAxis={y}
            series={said.map((mood) => ({
              label: moodLabel(mood),
              stack: 'moods',
              data: moodDays.map(
                (date) => usage.moods.daily.find((d) => d.date === date && d.mood === mood)?.count ?? 0,
              ),
            }))}
          />
        </ChartCard>
      </Grid>
    </ChartFrame>
  );
}
