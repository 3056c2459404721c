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
  private readonly watches = new Set<{ prefix: string; controller: AbortController }>();

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

  /** Forgets every fact of the tables whose names start with `tablePrefix` (keys are `<table>\n<fact>`), and stops work computing them ahead. */
  forget(tablePrefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(tablePrefix)) this.entries.delete(key);
    for (const watch of [...this.watches]) {
      if (!watch.prefix.startsWith(tablePrefix) && !tablePrefix.startsWith(watch.prefix)) continue;
      this.watches.delete(watch);
      watch.controller.abort();
    }
  }

  /**
   * For work computing the facts of the tables starting with `tablePrefix` ahead of any question
   * (factsAhead.ts): a signal aborted when those facts are forgotten, so a computation of an old
   * file's facts stops instead of landing in the cache after the forget. `done` ends the watch.
   */
  whileKept(tablePrefix: string): { signal: AbortSignal; done(): void } {
    const watch = { prefix: tablePrefix, controller: new AbortController() };
    this.watches.add(watch);
    return { signal: watch.controller.signal, done: () => this.watches.delete(watch) };
  }

  get size(): number {
    return this.entries.size;
  }
}
