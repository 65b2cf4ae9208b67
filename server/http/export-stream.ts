import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ExportEnd } from './xlsx-stream.ts';

/**
 * How every export of the server reads and sends its rows: keyset pages (a page costs the same at
 * any depth), each read only when the client has taken the last, the event loop turning between
 * them, and nothing more read once the client has left.
 */

/** Rows an export reads a page: a few milliseconds of work to write, a few hundred KB at most. */
export const EXPORT_PAGE_ROWS = 1000;

/** Every page of rows after the last one's key, until a page comes back short. */
export async function* keysetPages<Row, Key>(
  read: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  limit: number = EXPORT_PAGE_ROWS,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after, limit);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) return;
    after = keyOf(last);
  }
}

/** Each page mapped (and the rows counted) as it comes. */
export async function* mapPages<Row, Out>(
  pages: AsyncIterable<Row[]>,
  map: (page: Row[]) => Promise<Out[]> | Out[],
): AsyncGenerator<Out[]> {
  for await (const page of pages) yield await map(page);
}

/**
 * A text file streamed: `head`, each page's items joined by `separator`, then `tail`; `onEnd` hears
 * how many items left and whether the client read to the end (a streamed JSON document is written
 * byte for byte as JSON.stringify writes it whole).
 */
export function streamText(
  parts: { head: string; separator: string; tail: string },
  pages: AsyncIterable<string[]>,
  onEnd: (end: ExportEnd) => Promise<void>,
): Readable {
  async function* text(): AsyncGenerator<Buffer> {
    let rows = 0;
    let complete = false;
    try {
      let chunk = parts.head;
      for await (const page of pages) {
        for (const item of page) {
          chunk += (rows > 0 ? parts.separator : '') + item;
          rows += 1;
        }
        yield Buffer.from(chunk);
        chunk = '';
        await nextTurn();
      }
      complete = true;
      yield Buffer.from(chunk + parts.tail);
    } finally {
      await onEnd({ rows, complete });
    }
  }
  return Readable.from(text(), { objectMode: false, highWaterMark: 1 });
}
