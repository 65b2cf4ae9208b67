import { useIntl } from 'react-intl';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';

const CHART_HEIGHT = 240;
/** Room for a line of Arabic script under the bars: the default height drops its taller labels. */
const AXIS_HEIGHT = 40;

export interface ChartRow {
  label: string;
  count: number;
}

/**
 * How often each answer was given: a pie for yes/no, bars for choices. In a right-to-left reading the
 * bars run from the right and their count axis stands on the right (the chart library does not mirror).
 */
export function QuestionChart({ rows, pie, label }: { rows: ChartRow[]; pie: boolean; label: string }) {
  const theme = useTheme();
  const { formatNumber } = useIntl();
  const rtl = theme.direction === 'rtl';
  // Arabic reads from the right: the first answer's bar stands at the right.
  const bars = rtl ? [...rows].reverse() : rows;
  const valueFormatter = (v: number | null) => (v === null ? '' : formatNumber(v));
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {pie ? (
        <PieChart
          height={CHART_HEIGHT}
          series={[
            {
              data: rows.map((r, i) => ({ id: i, value: r.count, label: r.label })),
              valueFormatter: (item) => formatNumber(item.value),
              innerRadius: 40,
            },
          ]}
        />
      ) : (
        <BarChart
          height={CHART_HEIGHT}
          hideLegend
          xAxis={[{ scaleType: 'band', data: bars.map((r) => r.label), height: AXIS_HEIGHT }]}
          yAxis={[{ position: rtl ? 'right' : 'left', tickMinStep: 1, valueFormatter }]}
          series={[{ data: bars.map((r) => r.count), label, valueFormatter }]}
        />
      )}
    </figure>
  );
}
