import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile } from '../../../design-system/export/xlsx-export.ts';
import { useApiClient } from '../../../api/index.ts';
import { fetchReportRun, useRecordExport } from '../api/reporting.ts';
import { exportReport } from './run-export.ts';
import type { SheetLayout } from './sheet-writer.ts';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; written: number; total: number }
  /** `logged`: the server recorded the export in its log. */
  | { phase: 'done'; rows: number; logged: boolean }
  | { phase: 'cancelled' }
  | { phase: 'failed' };

/** A report's export: start, progress, cancel; the finished file is downloaded and the export logged. */
export function useReportExport(reportId: string, fileName: string, header: string[], layout: SheetLayout) {
  const client = useApiClient();
  const { trigger: record } = useRecordExport();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page cancels a running export (its worker would otherwise go on building).
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', written: 0, total: 0 });
    try {
      const result = await exportReport({
        header,
        layout,
        fileName,
        signal: abort.signal,
        fetchPage: async (page, size, signal) => {
          const run = await fetchReportRun(client, reportId, page, size, signal);
          return { rows: run.rows, total: run.total };
        },
        onProgress: (written, total) => setState({ phase: 'running', written, total }),
      });
      downloadFile(result.data, fileName);
      // The file is the user's either way; a log that failed to record is said on the page.
      const logged = await record({ id: reportId, rows: result.rows }).then(
        () => true,
        () => false,
      );
      setState({ phase: 'done', rows: result.rows, logged });
    } catch {
      setState(abort.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed' });
    }
  }, [client, record, reportId, fileName, header, layout]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
