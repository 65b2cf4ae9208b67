import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState, ScrollRegion } from '../../../design-system/index.ts';

export interface ScheduleColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

export interface ScheduleSectionProps<R extends { id: string }> {
  title: string;
  description: string;
  emptyTitle: string;
  columns: readonly ScheduleColumn<R>[];
  rows: readonly R[];
}

/** One part of the schedule as a small table under its heading; wider than a phone, it scrolls by itself. */
export function ScheduleSection<R extends { id: string }>(props: ScheduleSectionProps<R>) {
  const headingId = useId();
  const [first, ...rest] = props.columns;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {props.description}
        </Typography>
        {props.rows.length === 0 || !first ? (
          <EmptyState title={props.emptyTitle} headingLevel="h3" />
        ) : (
          <ScrollRegion labelledBy={headingId} sx={{ mt: 1 }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {props.columns.map((c) => (
                    <TableCell key={c.header}>{c.header}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {props.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell component="th" scope="row">
                      {first.cell(row)}
                    </TableCell>
                    {rest.map((c) => (
                      <TableCell key={c.header}>{c.cell(row)}</TableCell>
                    ))}
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
