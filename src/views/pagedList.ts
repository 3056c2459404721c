/**
 * One list loaded page by page: what is loaded, whether more exists, and "load the next page".
 * Both trees use it for their root lists and the datasets tree for each dataset's data sources.
 */
import type { Page } from '../api/types';

export class PagedList<T> {
  private items: T[] = [];
  private total = 0;
  private loadedPages = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly fetchPage: (pageNumber: number, pageSize: number) => Promise<Page<T>>,
    private readonly pageSize: number,
    private readonly keyOf: (item: T) => string,
  ) {}

  get loaded(): readonly T[] {
    return this.items;
  }

  get started(): boolean {
    return this.loadedPages > 0;
  }

  get hasMore(): boolean {
    return this.items.length < this.total;
  }

  /** Loads the first page if nothing is loaded yet. */
  async ensureFirstPage(): Promise<void> {
    if (!this.started) await this.loadMore();
  }

  async loadMore(): Promise<void> {
    this.loading ??= this.fetchNext().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async fetchNext(): Promise<void> {
    const page = await this.fetchPage(this.loadedPages + 1, this.pageSize);
    this.loadedPages += 1;
    this.total = page.total_items;
    // Items created between two page loads shift later pages; skip repeats.
    const seen = new Set(this.items.map(this.keyOf));
    for (const record of page.records) if (!seen.has(this.keyOf(record))) this.items.push(record);
    if (page.records.length === 0) this.total = this.items.length;
  }
}
