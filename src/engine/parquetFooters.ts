/**
 * The footers of the Parquet files read in place (their text columns' chunks: `parquetTextChunks`),
 * kept across jobs. A file's footer is read once, as soon as its source is synched, on a
 * connection of its own: while the client polls and opens its session and job, so the first
 * question's value lookups find it read (issue 18: on a 10M-row file the footer's two queries took
 * 0.1–0.15 s of the first answer). An entry holds the file as it was at one size and modification
 * time, the engine's test of a changed file (localFiles.ts): a file that changed is read again.
 */
import { stat } from 'node:fs/promises';
import type { DuckDBConnection } from '@duckdb/node-api';
import { parquetTextChunks, type Chunk } from './parquetDictionaries';

type Footer = Map<string, Chunk[]> | undefined;

/** Files remembered at most; the least recently used goes first (sources deleted leave theirs behind). */
const FILES_MAX = 64;

export class ParquetFooters {
  private readonly entries = new Map<string, { stamp: string; footer: Promise<Footer> }>();

  /** `connect` opens a connection for one read; `track` holds each read, so the engine closes its database only after it. */
  constructor(private readonly connect: () => Promise<DuckDBConnection>, private readonly track: (read: Promise<unknown>) => void) {}

  /** The file's text column chunks, or undefined when the footer cannot be read (the lookups then scan). */
  async chunks(file: string): Promise<Footer> {
    const stamp = await stat(file).then((s) => `${s.size}:${s.mtimeMs}`, () => undefined);
    if (stamp === undefined) return undefined;
    const known = this.entries.get(file);
    this.entries.delete(file);
    const entry = known?.stamp === stamp ? known : { stamp, footer: this.read(file) };
    this.entries.set(file, entry);
    while (this.entries.size > FILES_MAX) this.entries.delete(this.entries.keys().next().value as string);
    return entry.footer;
  }

  private read(file: string): Promise<Footer> {
    const footer = (async () => {
      const connection = await this.connect();
      try {
        return await parquetTextChunks(connection, file);
      } finally {
        connection.closeSync();
      }
    })().catch(() => undefined);
    this.track(footer);
    return footer;
  }
}
