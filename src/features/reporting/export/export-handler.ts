import type { FromWorker, ToWorker } from './messages.ts';
import { createSheetWriter } from './sheet-writer.ts';

/** The export worker's side of the protocol, apart from the worker global so that tests run it too. */
export function createExportHandler(answer: (message: FromWorker, transfer?: Transferable[]) => void) {
  let writer: ReturnType<typeof createSheetWriter> | undefined;
  return (message: ToWorker): void => {
    try {
      if (message.type === 'start')
        writer = createSheetWriter(message.header, message.fileName, message.layout);
      else if (!writer) throw new Error('The export has not started');
      else if (message.type === 'rows') {
        writer.add(message.rows);
        answer({ type: 'written', rows: writer.rows });
      } else {
        const data = writer.finish();
        answer({ type: 'done', data: data.buffer as ArrayBuffer, rows: writer.rows }, [data.buffer]);
        writer = undefined;
      }
    } catch (error) {
      const { code = 'ExportFailed', message: text = String(error) } = error as {
        code?: string;
        message?: string;
      };
      writer = undefined;
      answer({ type: 'failed', code, message: text });
    }
  };
}
