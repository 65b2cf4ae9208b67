import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface PlainTableProps {
  columns: string[];
  rows: ReactNode[][];
  /** The table's name: its own words, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
}

/**
 * A small read-only table of figures (a chart's data, a short report) without the grid's sorting and
 * paging; put it in a ScrollRegion where it can be wider than the screen.
 */
export function PlainTable({ columns, rows, label, labelledBy }: PlainTableProps) {
  return (
    <Table size="small" aria-label={label} aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, r) => (
          <TableRow key={r}>
            {row.map((cell, c) => (
              <TableCell key={c}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
