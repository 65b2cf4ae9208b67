import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Scores } from '../../../api/contracts/questionnaires.ts';
import { EmptyState, ScrollRegion } from '../../../design-system/index.ts';
import { LoadError, useDates, useT } from '../../../lib/index.ts';
import { useScores } from '../api/children.ts';

const CHART_HEIGHT = 260;
const key = (name: string) => `questionnaires.scores.${name}`;

/** The scores as a line over time, the rule's threshold a dashed line across it. */
function ScoreChart({ scores, label }: { scores: Scores; label: string }) {
  const t = useT();
  const theme = useTheme();
  const dates = useDates();
  const { formatNumber } = useIntl();
  const rtl = theme.direction === 'rtl';
  const { data, threshold } = scores;
  const values = data.map((p) => p.score);
  // The threshold stays in view even when every score is below it.
  const top = Math.max(...values, threshold ?? 0);
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <LineChart
        height={CHART_HEIGHT}
        hideLegend
        xAxis={[
          {
            scaleType: 'point',
            data: data.map((p) => p.answered_at),
            valueFormatter: (v: string) => dates.date(v),
            // The chart library does not mirror: in Arabic, time runs from the right.
            reverse: rtl,
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            min: 0,
            max: top + 1,
            valueFormatter: (v: number) => formatNumber(v),
          },
        ]}
        series={[
          {
            data: values,
            label: t(key('score')),
            valueFormatter: (v) => (v === null ? '' : formatNumber(v)),
          },
        ]}
      >
        {threshold === null ? null : (
          <ChartsReferenceLine
            y={threshold}
            label={t(key('thresholdLine'), { threshold })}
            labelAlign={rtl ? 'start' : 'end'}
            lineStyle={{ strokeDasharray: '6 4', stroke: theme.palette.error.main }}
          />
        )}
      </LineChart>
    </figure>
  );
}

/** The same scores as a table: the view a screen reader (or a reader who wants the numbers) takes. */
function ScoreTable({ scores, label }: { scores: Scores; label: string }) {
  const t = useT();
  const dates = useDates();
  const { formatNumber } = useIntl();
  return (
    <ScrollRegion label={label}>
      <Table size="small">
        <caption>{label}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t(key('answered'))}</TableCell>
            <TableCell align="right">{t(key('score'))}</TableCell>
            {scores.threshold === null ? null : <TableCell>{t(key('meets'))}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...scores.data].reverse().map((p) => (
            <TableRow key={p.response_id}>
              <TableCell>{dates.dateTime(p.answered_at)}</TableCell>
              <TableCell align="right">{formatNumber(p.score)}</TableCell>
              {scores.threshold === null ? null : (
                <TableCell>{t(p.score >= scores.threshold ? key('yes') : key('no'))}</TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * One child's scores of one questionnaire across its repeats: a chart with the rule's threshold, or
 * a table. `title` names what is shown (the child, or the questionnaire on the child's page).
 */
export function ScoreOverTime(props: {
  questionnaireId: string;
  patientId: string;
  title: string;
  /** The level of the empty state's heading under the screen's own headings. */
  headingLevel: 'h2' | 'h3';
}) {
  const t = useT();
  const dates = useDates();
  const scores = useScores(props.questionnaireId, props.patientId);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  if (scores.error)
    return (
      <LoadError
        title="questionnaires.scores.failed"
        error={scores.error}
        onRetry={() => void scores.mutate()}
      />
    );
  if (!scores.data) return <CircularProgress aria-label={t(key('loading'))} />;
  const { data, total, threshold } = scores.data;
  if (data.length === 0)
    return (
      <EmptyState
        headingLevel={props.headingLevel}
        title={t(key('empty'))}
        description={t(key('emptyHint'))}
      />
    );
  const latest = data[data.length - 1] as (typeof data)[number];
  return (
    <Stack spacing={2} component="section" aria-label={props.title}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography>
          {t(key('latest'), { score: latest.score, date: dates.date(latest.answered_at) })}
        </Typography>
        {threshold === null ? null : (
          <Typography color="text.secondary">{t(key('threshold'), { threshold })}</Typography>
        )}
        {total > data.length ? (
          <Typography color="text.secondary">{t(key('latestOf'), { n: data.length, total })}</Typography>
        ) : null}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label={t(key('view'))}
        >
          <ToggleButton value="chart">{t(key('chart'))}</ToggleButton>
          <ToggleButton value="table">{t(key('table'))}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {view === 'chart' ? (
        <ScoreChart scores={scores.data} label={props.title} />
      ) : (
        <ScoreTable scores={scores.data} label={props.title} />
      )}
    </Stack>
  );
}
