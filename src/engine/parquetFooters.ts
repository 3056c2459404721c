/**
 * The footers of the Parquet files read in place (their text columns' chunks: `parquetTextChunks`),
 * kept across jobs. A file's footer is read once, as its source is synched (for its statistics:
 * parquetPrefixes.ts), on a connection of its own, so the first question's value lookups find it
 * read (issue 18: on a 10M-row file the footer's two queries took 0.1–0.15 s of the first answer,
 * and 0.15–0.5 s of the facts computed ahead when they were read again after the sync). An entry holds the file as it was at one size and modification
 * time, the engine's test of a changed file (localFiles.ts): a file that changed is read again.
 *
 * A read may start from the sync or from a job, and outlive the job: it has a time limit of its
 * own and ends when the engine stops. Every call is handed to the engine from its first moment
 * (before the file's `stat`), so a close that starts meanwhile waits for it.
 */
import { stat } from 'node:fs/promises';
import type { DuckDBConnection } from '@duckdb/node-api';
import { withOwnConnection } from './database';
import { parquetTextChunks, type Chunk } from './parquetDictionaries';

type Footer = Map<string, Chunk[]> | undefined;

/** Files remembered at most; the least recently used goes first (sources deleted leave theirs behind). */
const FILES_MAX = 64;

export interface FooterLimits {
  /** Aborted when the engine stops: no read starts after, a running one is interrupted. */
  stopping: AbortSignal;
  /** How long one read may take before it is interrupted (the lookups then scan). */
  timeLimitMs: number;
}

export class ParquetFooters {
  private readonly entries = new Map<string, { stamp: string; footer: Promise<Footer> }>();

  /** `connect` opens a connection for one read; `track` holds each call, so the engine closes its database only after it. */
  constructor(
    private readonly connect: () => Promise<DuckDBConnection>,
    private readonly track: (call: Promise<unknown>) => void,
    private readonly limits: FooterLimits,
  ) {}

  /** The file's text column chunks, or undefined when the footer cannot be read (the lookups then scan). */
  chunks(file: string): Promise<Footer> {
    if (this.limits.stopping.aborted) return Promise.resolve(undefined);
    const footer = this.lookup(file);
    this.track(footer);
    return footer;
  }

  private async lookup(file: string): Promise<Footer> {
    const stamp = await stat(file).then((s) => `${s.size}:${s.mtimeMs}`, () => undefined);
    if (stamp === undefined || this.limits.stopping.aborted) return undefined;
    const known = this.entries.get(file);
    this.entries.delete(file);
    const entry = known?.stamp === stamp ? known : { stamp, footer: this.read(file) };
    this.entries.set(file, entry);
    while (this.entries.size > FILES_MAX) this.entries.delete(this.entries.keys().next().value as string);
    return entry.footer;
  }

  private read(file: string): Promise<Footer> {
    const signal = AbortSignal.any([this.limits.stopping, AbortSignal.timeout(this.limits.timeLimitMs)]);
    return withOwnConnection(this.connect, (connection) => parquetTextChunks(connection, file), signal).catch(() => undefined);
  }
}
