import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { MOODS, type ChildUsage } from '../../../api/contracts/index.ts';
import { useT } from '../../../lib/index.ts';
import { ChartCard } from './chart-card.tsx';

const minutes = (seconds: number) => Math.round(seconds / 60);

/**
 * A child's app use in a parent's words (their own chunk: @mui/x-charts loads only here): time in
 * the app per day, what they played and watched, how they said they felt. In Arabic the axes are
 * mirrored as on the organisation's usage screen.
 */
export default function ChildUsageCharts({ usage, name }: { usage: ChildUsage; name: string }) {
  const t = useT();
  const { locale } = useIntl();
  const rtl = useTheme().direction === 'rtl';
  const day = useMemo(
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [locale],
  );
  const dayLabel = (date: string) => day.format(Date.parse(`${date}T00:00:00Z`));
  const moodLabel = (mood: string) => t(`usage.moods.${mood}`);
  const contentLabel = (c: ChildUsage['content'][number]) => c.name ?? t(`usage.states.${c.state}`);
  const xHeight = rtl ? 40 : undefined;
  // At most four day labels: more collide on a phone (a week of "26 نوفمبر" is wider than the chart).
  const every = (n: number) => (_value: unknown, index: number) => index % Math.ceil(n / 4) === 0;
  // Counts and whole minutes: never a tick at 0.5.
  const y = [{ position: rtl ? ('right' as const) : ('left' as const), tickMinStep: 1 }];
  const dates = usage.daily.map((d) => dayLabel(d.date));
  const moodDays = [...new Set(usage.moods.daily.map((d) => d.date))];
  const said = MOODS.filter((m) => usage.moods.total.some((x) => x.mood === m));
  const localeText = { noData: t('familyPages.usage.nothing'), loading: t('table.loading') };

  return (
    <ChartsLocalizationProvider localeText={localeText}>
      <Grid container spacing={2}>
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
              xAxis={[
                {
                  scaleType: 'band',
                  data: dates,
                  reverse: rtl,
                  height: xHeight,
                  tickLabelInterval: every(dates.length),
                },
              ]}
              yAxis={y}
              series={[
                { data: usage.daily.map((d) => minutes(d.seconds)), label: t('usage.columns.minutes') },
              ]}
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
              yAxis={[
                {
                  scaleType: 'band',
                  data: usage.content.map(contentLabel),
                  position: rtl ? 'right' : 'left',
                  width: 120,
                },
              ]}
              xAxis={[{ reverse: rtl, height: xHeight }]}
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
              xAxis={[
                {
                  scaleType: 'band',
                  data: moodDays.map(dayLabel),
                  reverse: rtl,
                  height: xHeight,
                  tickLabelInterval: every(moodDays.length),
                },
              ]}
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
      </Grid>
    </ChartsLocalizationProvider>
  );
}
