import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../../api/index.ts';
import { fetchReportExport, isExportLogKey } from '../api/reporting.ts';

export type ExportState =
  | { phase: 'idle' }
  /** The server is building the file: how many rows it holds is known once it is written. */
  | { phase: 'running' }
  | { phase: 'done' }
  | { phase: 'cancelled' }
  | { phase: 'failed' };

/** Hands a file to the browser to save under a name. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A report's export: the server builds the file, logs it and audits the rows it holds, so the
 * count an auditor reads is the file's own; the page downloads it, and can cancel the wait.
 */
export function useReportExport(reportId: string, fileName: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops waiting for the file.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running' });
    try {
      save(await fetchReportExport(client, reportId, abort.signal), fileName);
      setState({ phase: 'done' });
      void mutate(isExportLogKey);
    } catch {
      setState(abort.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed' });
    }
  }, [client, mutate, reportId, fileName]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
