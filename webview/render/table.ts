import type { BlockRef, TableBlock, TableData } from '../../src/protocol';
import { parseCsv } from '../../src/common/csv';
import { actionButton, codicon, h } from '../dom';
import { resultNote, type BlockView, type RenderContext } from './context';

/** Rows of the preview (the header row not counted). The whole table opens as CSV. */
export const PREVIEW_ROWS = 20;
const NUMBER = /^\s*-?[\d.,]+(e[+-]?\d+)?%?\s*$|^\s*$/i;

/** A TABLE block: the first rows of the CSV the host downloaded, with its row count and actions. */
export class TableView implements BlockView {
  readonly element: HTMLElement;
  private readonly body: HTMLElement;
  private readonly title: HTMLElement;
  private rendered: { name: string; data: TableData | undefined } | undefined;
  private data: TableData | undefined;

  constructor(
    private block: TableBlock,
    private readonly ref: BlockRef,
    private readonly context: RenderContext,
  ) {
    const { strings } = context;
    this.title = h('span', { class: 'block-title' });
    this.body = h('div', { class: 'table-body' });
    this.element = h(
      'figure',
      { class: 'block block-table' },
      h('figcaption', { class: 'block-header' }, codicon('table'), this.title),
      this.body,
      h(
        'div',
        { class: 'block-actions' },
        actionButton(strings.t('openAsCsv'), 'go-to-file', () => context.post({ type: 'openTableAsCsv', ref: this.ref })),
        actionButton(strings.t('saveAs'), 'save-as', () => context.post({ type: 'saveTable', ref: this.ref })),
        actionButton(strings.t('copy'), 'copy', () => context.post({ type: 'copyTable', ref: this.ref })),
      ),
    );
  }

  update(block: TableBlock): void {
    this.block = block;
  }

  setData(data: TableData): void {
    this.data = data;
  }

  render(): boolean {
    const name = this.block.content.name;
    if (this.rendered && this.rendered.name === name && this.rendered.data === this.data) return true;
    this.rendered = { name, data: this.data };
    this.title.textContent = name;
    const data = this.data;
    const note = resultNote(this.context.strings, data, 'tableLoading', 'tableExpired');
    if (note) this.body.replaceChildren(note);
    else if (data?.state === 'ready') this.body.replaceChildren(...this.renderTable(data.csv, data.rowCount));
    return true;
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
