import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { PlainTable, ScrollRegion } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart and the same figures as a table: a screen reader (or anyone) may switch to the table,
 * which names every value the chart draws. The chart itself is hidden from assistive technology
 * while its table is one switch away.
 */
export function ChartCard({
  title,
  table,
  empty,
  emptyText,
  summary,
  children,
}: {
  title: string;
  table: ChartTable;
  /** Nothing to draw: a sentence instead of an empty chart. */
  empty: boolean;
  /** What the empty card says instead ("No activity in this period." by default). */
  emptyText?: string;
  /** A sentence under the title, above the chart. */
  summary?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {empty ? null : (
            <FormControlLabel
              control={<Switch size="small" checked={asTable} onChange={(_e, on) => setAsTable(on)} />}
              label={t('usage.showTable')}
            />
          )}
        </Stack>
        {empty ? null : summary}
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {emptyText ?? t('usage.noActivity')}
          </Typography>
        ) : asTable ? (
          <ScrollRegion labelledBy={headingId} sx={{ mt: 1 }}>
            <PlainTable columns={table.columns} rows={table.rows} labelledBy={headingId} />
          </ScrollRegion>
        ) : (
          <Box role="figure" aria-label={title} sx={{ height: 280, mt: 1 }}>
            {children}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
