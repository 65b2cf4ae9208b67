/** The data table (MUI X data grid): imported only by screens that show one, so that the grid
 * stays out of the first load. */
export {
  DataTable,
  defaultTableQuery,
  type DataTableLabels,
  type DataTableQuery,
} from './components/data-table/data-table.tsx';
export type { DataTableExport } from './components/data-table/use-table-export.ts';
