/**
 * The one CSV reader of the project (the chat host, the webview and the command line all read
 * the service's TABLE files through it). RFC 4180 with the leniency real files need:
 *
 * - fields are separated by commas; a field that starts with `"` is quoted and may hold commas,
 *   line breaks and doubled quotes (`""` is one `"`); a `"` anywhere else is an ordinary
 *   character, and text after a closing quote is kept as written (`"a"b` reads `ab`);
 * - records end with CRLF, LF or a lone CR; a byte-order mark at the start is dropped;
 * - an unterminated quote runs to the end of the text (nothing is lost);
 * - a blank line is a record only when the header has a single column (there it is one empty
 *   value, which is how a one-column NULL is written); in wider tables it is skipped, and a
 *   trailing line break never makes a record.
 *
 * Pure: no vscode, DOM or Node API, so it runs in every part, the webview too.
 */

/** One record and where it ends in the text. */
export interface CsvRecord {
  fields: string[];
  /** The offset just past its last character (before its line break). */
  end: number;
  /** The offset just past its line break: where the next record starts. */
  next: number;
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

/**
 * Calls `visit` with each record in order (the header first). `visit` returns false to stop
 * reading, so a preview of a large file costs only what it shows.
 */
export function readCsv(text: string, visit: (record: CsvRecord) => boolean | void): void {
  const length = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let columns = -1;
  while (i < length) {
    const fields: string[] = [];
    let blank = true;
    // One record: fields until a line break outside quotes, or the end of the text.
    for (;;) {
      let field = '';
      if (text.charCodeAt(i) === QUOTE) {
        blank = false;
        i += 1;
        let from = i;
        for (;;) {
          const close = text.indexOf('"', i);
          if (close < 0) {
            field += text.slice(from);
            i = length;
            break;
          }
          if (text.charCodeAt(close + 1) === QUOTE) {
            field += text.slice(from, close + 1);
            i = close + 2;
            from = i;
            continue;
          }
          field += text.slice(from, close);
          i = close + 1;
          break;
        }
      }
      // Unquoted text (or what follows a closing quote) up to the next comma or line break.
      const start = i;
      while (i < length) {
        const c = text.charCodeAt(i);
        if (c === COMMA || c === LF || c === CR) break;
        i += 1;
      }
      if (i > start) {
        field += text.slice(start, i);
        blank = false;
      }
      fields.push(field);
      if (i < length && text.charCodeAt(i) === COMMA) {
        blank = false;
        i += 1;
        continue;
      }
      break;
    }
    const end = i;
    if (i < length) i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    // A blank line before the header, or in a table wider than one column, is no record.
    if (blank && columns !== 1) continue;
    if (columns === -1) columns = fields.length;
    if (visit({ fields, end, next: i }) === false) return;
  }
}

/** The records of `text` (the header first), at most `maxRecords` of them. */
export function parseCsv(text: string, maxRecords = Number.POSITIVE_INFINITY): string[][] {
  const rows: string[][] = [];
  if (maxRecords < 1) return rows;
  readCsv(text, ({ fields }) => {
    rows.push(fields);
    return rows.length < maxRecords;
  });
  return rows;
}

/**
 * The header and the first `maxRows` data records as CSV text cut from `text` (so quoting and
 * line breaks survive as written), and how many data records the whole text holds.
 */
export function csvHead(text: string, maxRows: number): { csv: string; rowCount: number } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let records = 0;
  let cut = 0;
  readCsv(body, ({ fields, end, next }) => {
    records += 1;
    // A one-column NULL is a blank line: its line break is what makes it a record.
    if (records <= maxRows + 1) cut = fields.length === 1 && fields[0] === '' ? next : end;
  });
  const csv = body.slice(0, cut);
  return { csv, rowCount: Math.max(0, records - 1) };
}

/** One field as CSV writes it: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as CSV text (CRLF between records, as RFC 4180 has it). */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}
