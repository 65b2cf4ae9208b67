/// <reference lib="webworker" />
import type { ToWorker } from './messages.ts';
import { createExportHandler } from './export-handler.ts';

/**
 * Builds the spreadsheet off the main thread: appending 100,000 rows and compressing the file take
 * seconds, which on the page would freeze it. The page sends rows as it fetches them.
 */
declare const self: DedicatedWorkerGlobalScope;

const handle = createExportHandler((message, transfer = []) => self.postMessage(message, transfer));
self.onmessage = (event: MessageEvent<ToWorker>) => handle(event.data);
