/**
 * The sync pipeline: a background worker that takes data sources in `synching`, downloads `url`
 * sources, loads the file into DuckDB tables, profiles them and moves the source to `synched`,
 * or to `invalid` with a reason for the user. One source at a time (loads are CPU and IO heavy).
 * A source whose load is interrupted (kill, crash, stop) stays `synching` and is picked up again
 * at the next start, because the status only changes in the same transaction that records the
 * loaded tables.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { dropRelation, type Database } from './database';
import { downloadTo, type FetchLimits } from './fetchUrl';
import { IngestRefusal, loadFile } from './loaders';
import { refreshLocalFile } from './localFiles';
import type { EngineLogger } from './log';
import { profileTable, type TableProfile } from './profile';
import { readTypesWrittenAsText } from './textTypes';

export function tablePrefixFor(datasourceId: string): string {
  return datasourceId.replace(/[^A-Za-z0-9]/g, '_');
}

export class IngestWorker {
  private readonly queue: string[] = [];
  private running: Promise<void> | undefined;
  private readonly abort = new AbortController();
  private connection: DuckDBConnection | undefined;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly db: Database,
    private readonly scratchDir: string,
    private readonly fetchLimits: FetchLimits,
    private readonly logger: EngineLogger,
  ) {}

  /** Queues every source left `synching` by an earlier run. */
  async resume(): Promise<number> {
    const rows = await this.db.all(`SELECT id FROM meta.datasources WHERE status = 'synching' ORDER BY seq`);
    for (const row of rows) this.enqueue(String(row.id));
    return rows.length;
  }

  enqueue(datasourceId: string): void {
    if (this.abort.signal.aborted) return;
    this.queue.push(datasourceId);
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
  }

  /** Resolves when the queue is empty (tests and shutdown). */
  idle(): Promise<void> {
    return this.running ? new Promise((resolve) => this.idleWaiters.push(resolve)) : Promise.resolve();
  }

  /** Stops after interrupting the current load; an interrupted source stays `synching`. */
  async stop(): Promise<void> {
    this.abort.abort();
    this.queue.length = 0;
    this.connection?.interrupt();
    await this.running?.catch(() => undefined);
    this.connection?.closeSync();
    this.connection = undefined;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.abort.signal.aborted) {
      const id = this.queue.shift() as string;
      try {
        await this.ingest(id);
      } catch (error) {
        if (this.abort.signal.aborted) return;
        this.logger.error('ingest failed unexpectedly', { datasource: id, error: (error as Error).message });
      }
    }
  }

  private async ingest(id: string): Promise<void> {
    const row = (await this.db.all(`SELECT * FROM meta.datasources WHERE id = ? AND status = 'synching'`, [id]))[0];
    if (!row) return;
    const started = Date.now();
    const file = String(row.file_path);
    const scratch = path.join(this.scratchDir, tablePrefixFor(id));
    const prefix = tablePrefixFor(id);
    const signal = this.abort.signal;
    try {
      await rm(scratch, { recursive: true, force: true });
      await mkdir(scratch, { recursive: true });
      let size: number;
      let inPlace = false;
      if (row.url) {
        const partial = `${file}.download`;
        size = await downloadTo(String(row.url), partial, this.fetchLimits, signal);
        await rename(partial, file);
      } else {
        // A file read in place is linked afresh and its size and time recorded before it is read.
        const stamp = await this.db.exclusive((tx) => refreshLocalFile(tx, id, file));
        inPlace = stamp !== undefined;
        size = stamp?.size ?? (await stat(file)).size;
      }
      if (size === 0) throw new IngestRefusal('The file is empty.');
      this.connection ??= await this.db.connect();
      const connection = this.connection;
      const tables = await loadFile({ connection, file, ext: String(row.ext), name: String(row.name), tablePrefix: prefix, scratch, signal, inPlace });
      const profiles: TableProfile[] = [];
      for (const [position, loaded] of tables.entries()) {
        signal.throwIfAborted();
        // Dates, numbers and missing values written as text become typed columns.
        const typed = await readTypesWrittenAsText(connection, loaded);
        tables[position] = typed.table;
        profiles.push(await profileTable(connection, typed.table, { preview: typed.preview, written: typed.notes }));
      }
      signal.throwIfAborted();
      const kept = await this.db.exclusive(async (tx) => {
        const still = await tx.one(`SELECT id FROM meta.datasources WHERE id = ? AND status = 'synching'`, [id]);
        if (!still) return false;
        await tx.exec(`DELETE FROM meta.source_tables WHERE datasource_id = ?`, [id]);
        for (const [position, table] of tables.entries()) {
          await tx.exec(`INSERT INTO meta.source_tables VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, [
            id, position, table.table, table.label, table.kind, JSON.stringify(table.columns), table.rowCount,
            JSON.stringify(profiles[position]),
          ]);
        }
        await tx.exec(`UPDATE meta.datasources SET status = 'synched', size = ?, reason = NULL WHERE id = ?`, [size, id]);
        return true;
      }, true);
      if (!kept) await this.dropTables(tables.map((table) => table.table));
      this.logger.info('data source synched', { datasource: id, tables: tables.length, ms: Date.now() - started });
    } catch (error) {
      if (signal.aborted) throw error;
      const reason = error instanceof IngestRefusal
        ? error.message
        : `The engine could not load this file (${(error as Error).message.split('\n')[0].slice(0, 200)}).`;
      await this.markInvalid(id, reason);
      this.logger.warn('data source invalid', { datasource: id, reason });
    } finally {
      await rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  private async markInvalid(id: string, reason: string): Promise<void> {
    const { tables, link } = await this.db.exclusive(async (tx) => {
      await tx.exec(`UPDATE meta.datasources SET status = 'invalid', reason = ? WHERE id = ? AND status = 'synching'`, [reason, id]);
      // A file read in place: its link goes too (it may no longer be the user's checked file).
      const inPlace = await tx.one(`SELECT d.file_path FROM meta.local_files l JOIN meta.datasources d ON d.id = l.datasource_id WHERE d.id = ?`, [id]);
      return { link: inPlace ? String(inPlace.file_path) : undefined, tables: (await tx.all(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' AND starts_with(table_name, ?)`, [`${tablePrefixFor(id)}_`]))
        .map((r) => String(r.table_name)) };
    });
    if (link) await rm(link, { force: true });
    await this.dropTables(tables);
  }

  private async dropTables(tables: string[]): Promise<void> {
    if (tables.length === 0) return;
    await this.db.exclusive(async (tx) => {
      for (const table of tables) await dropRelation(tx, table);
    });
  }
}
