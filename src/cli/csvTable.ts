/**
 * A TABLE result (a CSV file) as aligned text: the header, the first rows and the total, so a
 * wide or long result stays readable; the whole file is saved next to it.
 */
import { parseCsv } from '../common/csv';
import { alignRows } from './markdown';
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

/** The header and up to `maxRows` rows, aligned. */
export function csvPreview(csv: string, maxRows: number, style: Style): TableText {
  const [header = [], ...body] = parseCsv(csv);
  const shown = body.slice(0, Math.max(0, maxRows));
  const lines = alignRows([header, ...shown].map((r) => r.map(cell)), style, true);
  return { lines, totalRows: body.length, shownRows: shown.length };
}
