import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { AppRetention } from '../../../api/contracts/index.ts';
import { ScrollRegion } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

/** Weekly cohorts as a table: each cell the share of the cohort that used the app that week, shaded by it. */
export function RetentionCard({
  retention,
  dayLabel,
}: {
  retention: AppRetention;
  dayLabel: (date: string) => string;
}) {
  const t = useT();
  const headingId = useId();
  const weeks = Math.max(0, ...retention.cohorts.map((c) => c.retained.length));
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {t('usage.charts.retention')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('usage.retentionHelp')}
        </Typography>
        {retention.cohorts.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {t('usage.noActivity')}
          </Typography>
        ) : (
          <ScrollRegion labelledBy={headingId} sx={{ mt: 1 }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('usage.columns.cohort')}</TableCell>
                  <TableCell>{t('usage.columns.patients')}</TableCell>
                  {Array.from({ length: weeks }, (_, k) => (
                    <TableCell key={k}>{t('usage.columns.week', { n: k })}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {retention.cohorts.map((c) => (
                  <TableRow key={c.week}>
                    <TableCell component="th" scope="row">
                      {dayLabel(c.week)}
                    </TableCell>
                    <TableCell>{c.patients}</TableCell>
                    {c.retained.map((n, k) => {
                      const share = c.patients ? n / c.patients : 0;
                      return (
                        <TableCell
                          key={k}
                          sx={(theme) => ({ bgcolor: alpha(theme.palette.primary.main, share * 0.35) })}
                        >
                          {t('usage.retained', { n, percent: Math.round(share * 100) })}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
