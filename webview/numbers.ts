/**
 * Table cells as shown in the panel, for TABLE blocks and Markdown tables alike: numbers in the
 * locale's style through the one shared formatter, the whole numbers of label columns (a year,
 * an id, a code) as written, every missing value as the one MISSING mark.
 */
import { formatterFor, isLabelColumn, type CellDisplay, type Formatter } from '../src/common/format';

const WHOLE = /^[-+]?\d+$/;

/** The formatter of the panel's locale (VS Code's display language, which sets the webview's). */
export function panelFormatter(): Formatter {
  return formatterFor(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** A cell of the column named `column`, written as `raw`, as the panel shows it. */
export function displayCell(format: Formatter, column: string, raw: string | undefined): CellDisplay {
  const cell = format.cell(raw);
  if (cell.kind === 'number' && isLabelColumn(column) && WHOLE.test(cell.raw.trim())) return { ...cell, text: cell.raw.trim() };
  return cell;
}
