import type { BlockRef, TableBlock, TableData } from '../../src/protocol';
import { parseCsv } from '../../src/common/csv';
import { actionButton, h } from '../dom';
import type { RenderContext } from './context';
import { ResultView } from './result';

/** Rows of the preview (the header row not counted). The whole table opens as CSV. */
export const PREVIEW_ROWS = 20;
const NUMBER = /^\s*-?[\d.,]+(e[+-]?\d+)?%?\s*$|^\s*$/i;

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
    const count = rows.length < rowCount ? strings.t('rowCountShown', rows.length, rowCount) : strings.t('rowCount', rowCount);
    // Numbers line up on the right, as in a spreadsheet.
    const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => NUMBER.test(row[column] ?? '')));
    const align = (column: number): Record<string, string | undefined> => ({ class: numeric[column] ? 'num' : undefined });
    const table = h(
      'table',
      {},
      h('caption', { class: 'visually-hidden' }, this.block.content.name),
      h('thead', {}, h('tr', {}, ...header.map((cell, column) => h('th', { scope: 'col', ...align(column) }, cell)))),
      h('tbody', {}, ...rows.map((row) => h('tr', {}, ...row.map((cell, column) => h('td', align(column), cell))))),
    );
    return [h('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': this.block.content.name }, table), h('p', { class: 'row-count' }, count)];
  }
}
