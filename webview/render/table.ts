import type { BlockRef, TableBlock, TableData } from '../../src/protocol';
import { parseCsv } from '../../src/common/csv';
import type { CellDisplay } from '../../src/common/format';
import { actionButton, h } from '../dom';
import { displayCell } from '../numbers';
import type { RenderContext } from './context';
import { ResultView } from './result';

/** Rows of the preview (the header row not counted). The whole table opens as CSV. */
export const PREVIEW_ROWS = 20;

/** A TABLE block: the first rows of the CSV the host downloaded, with its row count and actions. */
export class TableView extends ResultView<TableBlock, TableData> {
  constructor(block: TableBlock, ref: BlockRef, context: RenderContext) {
    const { strings } = context;
    super(block, context, {
      kind: 'table',
      icon: 'table',
      loading: 'tableLoading',
      expired: 'tableExpired',
      actions: [
        actionButton(strings.t('openAsCsv'), 'go-to-file', () => context.post({ type: 'openTableAsCsv', ref })),
        actionButton(strings.t('saveAs'), 'save-as', () => context.post({ type: 'saveTable', ref })),
        actionButton(strings.t('copy'), 'copy', () => context.post({ type: 'copyTable', ref })),
      ],
    });
  }

  protected renderReady(data: Extract<TableData, { state: 'ready' }>): Node[] {
    return this.renderTable(data.csv, data.rowCount);
  }

  private renderTable(csv: string, rowCount: number): HTMLElement[] {
    const [header = [], ...rows] = parseCsv(csv, PREVIEW_ROWS + 1);
    const { strings } = this.context;
    const count = rows.length < rowCount ? strings.t('rowCountShown', rows.length, rowCount) : strings.count('rowCount', rowCount);
    const cells = rows.map((row) => header.map((name, column) => displayCell(strings.format, name, row[column])));
    // Numbers line up on the right, as in a spreadsheet.
    const numeric = header.map((_, column) => {
      const kinds = cells.map((row) => row[column].kind);
      return kinds.includes('number') && kinds.every((kind) => kind === 'number' || kind === 'missing');
    });
    const align = (column: number): string | undefined => (numeric[column] ? 'num' : undefined);
    const td = (cell: CellDisplay, column: number): HTMLElement => {
      const classes = [align(column), cell.kind === 'missing' ? 'missing' : undefined].filter(Boolean).join(' ');
      // The value as written stays on the cell (its tooltip when the display differs); Copy and CSV use the file.
      return h('td', { class: classes || undefined, title: cell.text !== cell.raw.trim() && cell.kind !== 'missing' ? cell.raw : undefined, 'data-raw': cell.raw }, cell.text);
    };
    const table = h(
      'table',
      {},
      h('caption', { class: 'visually-hidden' }, this.block.content.name),
      h('thead', {}, h('tr', {}, ...header.map((cell, column) => h('th', { scope: 'col', class: align(column) }, cell)))),
      h('tbody', {}, ...cells.map((row) => h('tr', {}, ...row.map(td)))),
    );
    return [h('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': this.block.content.name }, table), h('p', { class: 'row-count' }, count)];
  }
}
