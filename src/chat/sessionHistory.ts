/**
 * A session's conversation as the host holds it: the history pages loaded so far (the service
 * pages oldest first) plus the questions asked in this panel, oldest first. Loads the newest
 * page on first use and older pages on request; a record already held (by job id) is never
 * added twice. No vscode import: the service is reached through `historyPage`.
 */
import { blocksFromHistory, questionFromHistory } from '../api/answer';
import type { JobHistoryRecord, Page } from '../api/types';
import { Turn } from './jobRunner';

/** History records per page (the service's page size). */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryPageLoader = (pageNumber: number, pageSize: number) => Promise<Page<JobHistoryRecord>>;

export class SessionHistory {
  private readonly held: Turn[] = [];
  /** The next older history page to load (pages are oldest first); 0 when none is left. */
  private olderPage = 0;
  private loaded = false;

  constructor(private readonly historyPage: HistoryPageLoader) {}

  /** The turns held, oldest first. */
  get turns(): readonly Turn[] {
    return this.held;
  }

  get hasOlder(): boolean {
    return this.olderPage > 0;
  }

  find(turnId: string): Turn | undefined {
    return this.held.find((t) => t.turnId === turnId);
  }

  /** A question asked in this panel. */
  add(turn: Turn): void {
    this.held.push(turn);
  }

  /** Loads the newest page, once. */
  async ensureLoaded(): Promise<void> {
    if (this.loaded) return;
    // Pages are oldest first: the size of the first page tells where the newest page is.
    const first = await this.historyPage(1, HISTORY_PAGE_SIZE);
    const lastPage = Math.max(1, Math.ceil(first.total_items / HISTORY_PAGE_SIZE));
    const newest = lastPage === 1 ? first : await this.historyPage(lastPage, HISTORY_PAGE_SIZE);
    this.merge(newest.records, 'end');
    this.olderPage = lastPage - 1;
    // A last page with a few records would show only those: the page before it comes too.
    if (newest.records.length < HISTORY_PAGE_SIZE && this.olderPage > 0) await this.loadOlder();
    this.loaded = true;
  }

  /** Loads the next older page; returns the turns it added (none when no page is left). */
  async loadOlder(): Promise<Turn[]> {
    if (this.olderPage < 1) return [];
    const page = await this.historyPage(this.olderPage, HISTORY_PAGE_SIZE);
    this.olderPage -= 1;
    return this.merge(page.records, 'start');
  }

  /** Loads every page (Export Conversation). */
  async loadAll(): Promise<void> {
    await this.ensureLoaded();
    while (this.olderPage > 0) await this.loadOlder();
  }

  /** Adds history records not held yet (by job id); returns the added turns. */
  private merge(records: readonly JobHistoryRecord[], where: 'start' | 'end'): Turn[] {
    const known = new Set(this.held.map((t) => t.jobId).filter(Boolean));
    const added = records
      .filter((r) => !known.has(r.job_id))
      .map((r) => Turn.fromBlocks(r.job_id, questionFromHistory(r), blocksFromHistory(r), r.job_id));
    if (where === 'start') this.held.unshift(...added);
    else this.held.push(...added);
    return added;
  }
}
