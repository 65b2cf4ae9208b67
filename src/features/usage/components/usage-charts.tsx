import Grid from '@mui/material/Grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  MOODS,
  type AppRetention,
  type AppUsage,
  type AppUsageDetail,
  type EventAnalytics,
  type MoodAnalytics,
  londonDay,
} from '../../../api/contracts/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { ChartCard } from './chart-card.tsx';
import { ChartFrame, minutes, useChartAxes } from './chart-frame.tsx';
import { RetentionCard } from './retention-card.tsx';

interface UsageChartsProps {
  usage: AppUsage;
  detail: AppUsageDetail;
  retention: AppRetention;
  events: EventAnalytics;
  moods: MoodAnalytics;
}

/**
 * The usage screen's charts (their own chunk: @mui/x-charts loads only here). In Arabic the theme
 * is right to left and so are the axes: time runs from the right, values stand on the right.
 */
export default function UsageCharts({ usage, detail, retention, events, moods }: UsageChartsProps) {
  const t = useT();
  const { x, y, horizontal } = useChartAxes(8);
  const dayLabel = useDates().dayMonth;
  const moodLabel = (mood: string) => t(`usage.moods.${mood}`);
  const dates = usage.daily.map((d) => dayLabel(d.date));
  const moodTotals = MOODS.map((mood) => ({
    mood,
    count: moods.daily.filter((d) => d.mood === mood).reduce((n, d) => n + d.count, 0),
  })).filter((m) => m.count > 0);
  const moodDays = [...new Set(moods.daily.map((d) => d.date))];
  const topCodes = detail.by_code.slice(0, 8);
  // Content without a name of its own (the app's home screen is code "menu") reads as its kind.
  const codeLabel = (c: (typeof topCodes)[number]) =>
    c.name ?? (c.state === 'home' ? t('usage.states.home') : c.code);

  return (
    <ChartFrame noData={t('usage.noActivity')}>
      <Grid size={{ xs: 12 }}>
        <ChartCard
          title={t('usage.charts.daily')}
          empty={usage.app_sessions === 0}
          table={{
            columns: [
              t('usage.columns.date'),
              t('usage.stats.sessions'),
              t('usage.stats.activePatients'),
              t('usage.columns.minutes'),
            ],
            rows: usage.daily.map((d) => [
              dayLabel(d.date),
              d.app_sessions,
              d.active_patients,
              minutes(d.focus_seconds),
            ]),
          }}
        >
          <LineChart
            xAxis={x(dates, { dated: true, points: true })}
            yAxis={y}
            series={[
              {
                id: 'sessions',
                data: usage.daily.map((d) => d.app_sessions),
                label: t('usage.stats.sessions'),
              },
              {
                id: 'patients',
                data: usage.daily.map((d) => d.active_patients),
                label: t('usage.stats.activePatients'),
              },
            ]}
            // Where each patient opens the app once a day the two lines are one: the sessions' line is wider
            // underneath and the patients' line dashed on top, so both stay visible.
            sx={{
              '& path[data-series="sessions"]': { strokeWidth: 4 },
              '& path[data-series="patients"]': { strokeDasharray: '6 4' },
            }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('usage.charts.focusByState')}
          empty={detail.by_state.length === 0}
          table={{
            columns: [t('usage.columns.state'), t('usage.columns.minutes'), t('usage.columns.patients')],
            rows: detail.by_state.map((s) => [t(`usage.states.${s.state}`), minutes(s.seconds), s.patients]),
          }}
        >
          <BarChart
            xAxis={x(detail.by_state.map((s) => t(`usage.states.${s.state}`)))}
            yAxis={y}
            series={[
              { data: detail.by_state.map((s) => minutes(s.seconds)), label: t('usage.columns.minutes') },
            ]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('usage.charts.topContent')}
          empty={topCodes.length === 0}
          table={{
            columns: [
              t('usage.columns.content'),
              t('usage.columns.state'),
              t('usage.columns.minutes'),
              t('usage.columns.patients'),
            ],
            rows: detail.by_code.map((c) => [
              codeLabel(c),
              t(`usage.states.${c.state}`),
              minutes(c.seconds),
              c.patients,
            ]),
          }}
        >
          <BarChart
            layout="horizontal"
            {...horizontal(topCodes.map(codeLabel))}
            series={[{ data: topCodes.map((c) => minutes(c.seconds)), label: t('usage.columns.minutes') }]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('usage.charts.moods')}
          empty={moodTotals.length === 0}
          table={{
            columns: [t('usage.columns.mood'), t('usage.columns.count')],
            rows: moodTotals.map((m) => [moodLabel(m.mood), m.count]),
          }}
        >
          <PieChart
            series={[
              {
                data: moodTotals.map((m) => ({ id: m.mood, value: m.count, label: moodLabel(m.mood) })),
                innerRadius: 40,
              },
            ]}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('usage.charts.dailyMoods')}
          empty={moodDays.length === 0}
          table={{
            columns: [t('usage.columns.date'), t('usage.columns.mostCommon'), t('usage.columns.count')],
            rows: moods.daily_most_common.map((d) => [dayLabel(d.date), moodLabel(d.mood), d.count]),
          }}
        >
          <BarChart
            xAxis={x(moodDays.map(dayLabel), { dated: true })}
            yAxis={y}
            series={MOODS.filter((m) => moodTotals.some((x) => x.mood === m)).map((mood) => ({
              label: moodLabel(mood),
              stack: 'moods',
              data: moodDays.map(
                (date) => moods.daily.find((d) => d.date === date && d.mood === mood)?.count ?? 0,
              ),
            }))}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('usage.charts.eventsByUserType')}
          empty={events.total_created === 0}
          table={{
            columns: [t('usage.columns.author'), t('usage.columns.count')],
            rows: events.by_user_type.map((e) => [t(`usage.userTypes.${e.type}`), e.count]),
          }}
        >
          <PieChart
            series={[
              {
                data: events.by_user_type.map((e) => ({
                  id: e.type,
                  value: e.count,
                  label: t(`usage.userTypes.${e.type}`),
                })),
              },
            ]}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('usage.charts.eventMoods')}
          empty={events.event_moods.length === 0}
          table={{
            columns: [t('usage.columns.event'), ...MOODS.map(moodLabel)],
            rows: events.mood_per_event.map((e) => [
              `${e.title} (${dayLabel(londonDay(e.start_time))})`,
              ...MOODS.map((m) => e.moods.find((x) => x.mood === m)?.count ?? 0),
            ]),
          }}
        >
          <BarChart
            xAxis={x(events.event_moods.map((m) => moodLabel(m.mood)))}
            yAxis={y}
            series={[{ data: events.event_moods.map((m) => m.count), label: t('usage.columns.count') }]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12 }}>
        <RetentionCard retention={retention} dayLabel={dayLabel} />
      </Grid>
    </ChartFrame>
  );
}
