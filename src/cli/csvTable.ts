/**
 * A TABLE result (a CSV file) as aligned text: the header, the first rows and the total, so a
 * wide or long result stays readable; the whole file is saved next to it.
 */
import { parseCsv } from '../common/csv';
import { alignRows } from './markdown';
import { formatColumn, MISSING } from './numbers';
import { printable, type Style } from './style';

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
