/**
 * The engine's AnalystCache: facts about loaded tables (their distinct values, uniqueness,
 * latest date) remembered across jobs. A table's name comes from its data source's random id and
 * is never reused, so an entry can only go stale by its table being dropped: the bound (least
 * recently used first out) keeps those from piling up. A file read in place keeps its table names
 * when it changes and is read again: its facts are forgotten then (`forget`). A failed computation is forgotten so
 * that the next job tries again.
 */
import type { AnalystCache } from './analyst/contract';

const DEFAULT_MAX_ENTRIES = 2_000;

export class TableFacts implements AnalystCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    if (known) {
      // Map order is insertion order: re-inserting marks the entry as recently used.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known as Promise<T>;
    }
    const fresh = compute();
    this.entries.set(key, fresh);
    fresh.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return fresh;
  }

  /** Forgets every fact of the tables whose names start with `tablePrefix` (keys are `<table>\n<fact>`). */
  forget(tablePrefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(tablePrefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
