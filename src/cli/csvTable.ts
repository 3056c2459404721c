/**
 * A TABLE result (a CSV file) as aligned text: the header, the first rows and the total, so a
 * wide or long result stays readable; the whole file is saved next to it.
 */
import { alignRows } from './markdown';
import { formatColumn, MISSING } from './numbers';
import { printable, type Style } from './style';

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export interface TableText {
  lines: string[];
  /** Data rows in the file (the header not counted). */
  totalRows: number;
  shownRows: number;
}

const MAX_CELL = 40;

function cell(value: string): string {
  const flat = printable(value.replace(/\s*[\r\n]+\s*/g, ' '));
  return [...flat].length > MAX_CELL ? `${[...flat].slice(0, MAX_CELL - 1).join('')}…` : flat;
}

/**
 * The header and up to `maxRows` rows, aligned, numbers formatted for `locale` (each column
 * decided on the rows shown) and missing values marked.
 */
export function csvPreview(csv: string, maxRows: number, style: Style, locale = 'en-US'): TableText {
  const [header = [], ...body] = parseCsv(csv);
  const shown = body.slice(0, Math.max(0, maxRows));
  const width = Math.max(header.length, ...shown.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, c) => formatColumn(header[c] ?? '', shown.map((r) => r[c] ?? ''), locale));
  const rows = shown.map((_, r) => columns.map((column) => {
    const text = column.cells[r];
    return text === MISSING ? style.dim(text) : cell(text);
  }));
  const lines = alignRows([header.map(cell), ...rows], style, true, columns.map((c) => c.numeric));
  return { lines, totalRows: body.length, shownRows: shown.length };
}
