import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Zip, ZipDeflate } from 'fflate';
import { assertSheetStart, type SheetOptions } from '../../src/api/contracts/sheet-writer.ts';
import {
  CELL_TEXT_MAX_LENGTH,
  DEFAULT_SHEET_NAME,
  ENGLISH_WORDS,
  sheetCell,
  type CellValue,
} from '../../src/api/contracts/spreadsheet.ts';

/**
 * The one xlsx writer of the server, streaming: a sheet's rows arrive a page at a time and leave as
 * deflated zip bytes at once, so memory holds one page whatever the file's size. SheetJS builds a
 * whole workbook in memory before its first byte (1 M answers stopped a server for minutes), so the
 * zip is written here with fflate (already in the tree, maintained, no dependencies), by the same
 * cell rules as every other file (`sheetCell`: dates in London, a yes-or-no in words, formula-like
 * text as text). Strings are inline (a shared-string table would have to hold every text to the
 * end). A text over a cell's 32,767 characters is cut short: a streamed file cannot refuse mid-way.
 */

export type SheetRows = readonly (readonly CellValue[])[];

/** How a streamed export ended: the rows the client truly received, and whether it read to the end. */
export interface ExportEnd {
  rows: number;
  complete: boolean;
}

const STATIC_PARTS = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  ],
  [
    'xl/styles.xml',
    // Style 1: the date format at id 164 (as ./spreadsheet.ts's DATE_CELL_FORMAT); style 2: text (@, id 49).
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // OOXML's own escape: a literal _xHHHH_ is kept as typed, characters XML cannot hold are escaped.
      .replace(/_x([0-9a-fA-F]{4})_/g, '_x005F_x$1_')
      .replace(
        // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 refuses (and \r, which it would read as \n)
        /[\u0000-\u0008\u000B\u000C\u000E-\u001F\r]/g,
        (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
      )
  );
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One row's XML by the shared cell rules. */
function rowXml(row: readonly CellValue[], rowNumber: number, options: SheetOptions): string {
  let xml = `<row r="${rowNumber}">`;
  row.forEach((value, c) => {
    const text = typeof value === 'string' ? value.slice(0, CELL_TEXT_MAX_LENGTH) : value;
    const cell = sheetCell(text, options.words ?? ENGLISH_WORDS);
    if (cell === null) return;
    const ref = `${columnName(c)}${rowNumber}`;
    if (cell.t === 'n') {
      const v = cell.v as number;
      if (!Number.isFinite(v)) return;
      xml += `<c r="${ref}"${cell.z ? ' s="1"' : ''}><v>${v}</v></c>`;
    } else {
      xml += `<c r="${ref}"${cell.z === '@' ? ' s="2"' : ''} t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(cell.v))}</t></is></c>`;
    }
  });
  return `${xml}</row>`;
}

const encoder = new TextEncoder();

/**
 * An .xlsx file of one sheet, streamed: the header, then each page of `pages` as it is read. Between
 * pages the event loop turns (a page is a few milliseconds of work), and the stream pulls the next
 * page only when the client has taken the last one. When the client leaves, the stream is destroyed,
 * `pages` is returned early (no further reads), and `onEnd` hears how many rows were sent.
 */
export function streamSheet(
  header: readonly string[],
  pages: AsyncIterable<SheetRows>,
  options: SheetOptions & { onEnd: (end: ExportEnd) => Promise<void> },
): Readable {
  assertSheetStart(header, options);
  const sheetName = options.sheetName ?? DEFAULT_SHEET_NAME;
  async function* bytes(): AsyncGenerator<Buffer> {
    const out: Uint8Array[] = [];
    const take = () => Buffer.concat(out.splice(0, out.length));
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      out.push(chunk);
    });
    let rows = 0;
    let complete = false;
    try {
      for (const [name, content] of STATIC_PARTS(sheetName)) {
        const part = new ZipDeflate(name, { level: 6 });
        zip.add(part);
        part.push(encoder.encode(content), true);
      }
      const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
      zip.add(sheet);
      sheet.push(encoder.encode(SHEET_START + rowXml(header, 1, options)));
      yield take();
      for await (const page of pages) {
        let xml = '';
        for (const row of page) {
          rows += 1;
          xml += rowXml(row, rows + 1, options);
        }
        if (xml) sheet.push(encoder.encode(xml));
        // Every page yields (the deflater may have held its bytes back): a client that has left
        // ends the work here, before the next page is read.
        yield take();
        await nextTurn();
      }
      sheet.push(encoder.encode(SHEET_END), true);
      zip.end();
      complete = true;
      yield take();
    } finally {
      await options.onEnd({ rows, complete });
    }
  }
  // One chunk read ahead at most: the socket's own buffer is the rest.
  return Readable.from(bytes(), { objectMode: false, highWaterMark: 1 });
}
