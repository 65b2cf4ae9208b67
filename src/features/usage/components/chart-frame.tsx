import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { useT } from '../../../lib/index.ts';

/** Charts count whole minutes. */
export const minutes = (seconds: number) => Math.round(seconds / 60);

/** The grid of chart cards, with the charts' own texts (nothing to show, loading) in the reader's language. */
export function ChartFrame({ noData, children }: { noData: string; children: ReactNode }) {
  const t = useT();
  return (
    <ChartsLocalizationProvider localeText={{ noData, loading: t('table.loading') }}>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </ChartsLocalizationProvider>
  );
}

/**
 * The axes of the usage charts. In Arabic the theme is right to left and so are the axes: time runs
 * from the right, values stand on the right; and the Arabic font's lines are taller than the axis'
 * default room for its labels (they would be ellipsised to nothing), so the x axis is taller.
 * `dateLabels` is how many date labels an axis shows at most.
 */
export function useChartAxes(dateLabels: number) {
  const rtl = useTheme().direction === 'rtl';
  const height = rtl ? 40 : undefined;
  const position = rtl ? ('right' as const) : ('left' as const);
  // Every k-th date only: the library's overlap check misjudges a reversed (Arabic) axis.
  const every = (n: number) => (_value: unknown, index: number) => index % Math.ceil(n / dateLabels) === 0;
  return {
    /** A category x axis; `dated` when its labels are dates (then only some are written). */
    x: (data: string[], { dated = false, points = false } = {}) => [
      {
        scaleType: points ? ('point' as const) : ('band' as const),
        data,
        reverse: rtl,
        height,
        ...(dated ? { tickLabelInterval: every(data.length) } : {}),
      },
    ],
    /** Counts and whole minutes: never a tick at 0.5. */
    y: [{ position, tickMinStep: 1 }],
    /** A horizontal bar chart: its categories down the side, its values along the bottom. */
    horizontal: (data: string[]) => ({
      yAxis: [{ scaleType: 'band' as const, data, position, width: 120 }],
      xAxis: [{ reverse: rtl, height }],
    }),
  };
}
