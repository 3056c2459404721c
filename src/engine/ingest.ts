/**
 * The sync pipeline: a background worker that takes data sources in `synching`, downloads `url`
 * sources, loads the file into DuckDB tables, profiles them and moves the source to `synched`,
 * or to `invalid` with a reason for the user. One source at a time (loads are CPU and IO heavy).
 * A source whose load is interrupted (kill, crash, stop) stays `synching` and is picked up again
 * at the next start, because the status only changes in the same transaction that records the
 * loaded tables.
 *
 * A big table is synched with a first profile (profile.ts) and its full profile is computed
 * afterwards on a connection of its own, only while no question runs and no file is loading: a
 * question that starts interrupts it, and it starts again once the engine has been quiet for a
 * moment. So the first question on a big file waits for nothing but its own work. A source read
 * again (its file changed) or deleted drops its pending profile; a full profile is stored only
 * over the very first profile it replaces.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { dropRelation, type Database } from './database';
import { downloadTo, type FetchLimits } from './fetchUrl';
import { IngestRefusal, loadFile } from './loaders';
import { refreshLocalFile } from './localFiles';
import type { EngineLogger } from './log';
import { isParquetExtension, type Chunk } from './parquetDictionaries';
import type { LoadedTable } from './loaders';
import { columnKind, firstProfile, profileBeside, profileIsDeferred, profileTable, type ProfileExtras, type TableProfile } from './profile';
import { parquetValuePrefixes } from './parquetPrefixes';
import { readTypesWrittenAsText } from './textTypes';
import type { PlainRow } from './rows';

export function tablePrefixFor(datasourceId: string): string {
  return datasourceId.replace(/[^A-Za-z0-9]/g, '_');
}

/** A full profile still to compute, and the first profile (as stored) it replaces. */
interface PendingProfile {
  id: string;
  position: number;
  table: LoadedTable;
  extras: ProfileExtras;
  first: string;
}

interface RunningProfile {
  task: PendingProfile;
  connection: DuckDBConnection;
  interrupted: boolean;
}

export interface IngestOptions {
  /** True while a question runs: a deferred profile waits, or is interrupted. */
  busy?: () => boolean;
  /** How long the engine must be quiet before a deferred profile starts. Default 1 s. */
  quietMs?: number;
  /** Tables with more rows than this get their full profile after the sync. Default DEFER_PROFILE_ROWS. */
  deferProfileRows?: number;
  /** Called with a source's id and tables once it is synched. */
  synched?: (id: string, tables: LoadedTable[]) => void;
  /**
   * The text column chunks of a Parquet file read in place, from its footer, read once for the
   * statistics the sync uses and for the value lookups after it (the engine's ParquetFooters);
   * undefined when the footer cannot be read. Without it, no statistics are used.
   */
  parquetFooter?: (file: string) => Promise<Map<string, Chunk[]> | undefined>;
}

/** How often a running deferred profile checks that no question started. */
const YIELD_CHECK_MS = 50;

export class IngestWorker {
  private readonly queue: string[] = [];
  private running: Promise<void> | undefined;
  private readonly abort = new AbortController();
  private connection: DuckDBConnection | undefined;
  private idleWaiters: Array<() => void> = [];
  private readonly settleWaiters = new Map<string, Array<(row?: PlainRow) => void>>();
  private readonly pending: PendingProfile[] = [];
  private profiling: RunningProfile | undefined;
  private profiler: Promise<void> | undefined;
  private profileConnection: DuckDBConnection | undefined;
  private profileWaiters: Array<() => void> = [];

  constructor(
    private readonly db: Database,
    private readonly scratchDir: string,
    private readonly fetchLimits: FetchLimits,
    private readonly logger: EngineLogger,
    private readonly options: IngestOptions = {},
  ) {}

  /** Queues every source left `synching` by an earlier run, and the full profiles it left to compute. */
  async resume(): Promise<number> {
    const rows = await this.db.all(`SELECT id FROM meta.datasources WHERE status = 'synching' ORDER BY seq`);
    for (const row of rows) this.enqueue(String(row.id));
    const deferred = await this.db.all(
      `SELECT t.datasource_id, t.position, t.table_name, t.label, t.kind, t.columns_json, t.row_count, t.profile_json,
         (SELECT table_type FROM information_schema.tables WHERE table_schema = 'main' AND table_name = t.table_name) AS table_type
       FROM meta.source_tables t JOIN meta.datasources d ON d.id = t.datasource_id
       WHERE d.status = 'synched' AND json_extract_string(t.profile_json, '$.deferred') = 'true' ORDER BY d.seq, t.position`,
    );
    this.deferProfiles(deferred.map((row) => {
      const first = JSON.parse(String(row.profile_json)) as TableProfile;
      const written = new Map(first.columns.flatMap((column) => (column.written ? [[column.name, column.written] as const] : [])));
      return {
        id: String(row.datasource_id),
        position: Number(row.position),
        table: {
          table: String(row.table_name), label: String(row.label), kind: 'table', rowCount: Number(row.row_count),
          columns: JSON.parse(String(row.columns_json)) as LoadedTable['columns'], ...(row.table_type === 'VIEW' ? { view: true } : {}),
        },
        extras: { ...(first.preview ? { preview: first.preview } : {}), written },
        first: String(row.profile_json),
      };
    }));
    return rows.length;
  }

  enqueue(datasourceId: string): void {
    if (this.abort.signal.aborted) return;
    this.dropPendingProfile(datasourceId);
    this.queue.push(datasourceId);
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
  }

  /** True while a source is being synched or waits for it. */
  get syncing(): boolean {
    return this.running !== undefined;
  }

  /** Resolves when the queue is empty (tests and shutdown). */
  idle(): Promise<void> {
    return this.running ? new Promise((resolve) => this.idleWaiters.push(resolve)) : Promise.resolve();
  }

  /**
   * Resolves when the source has left `synching` in this worker (synched or invalid), or after
   * `timeoutMs`, whichever comes first. Lets a registration answer `synched` when the load is quick.
   * A source synched resolves with its row as the synching transaction left it, at once: the work
   * started for its first question (its Parquet footer, the analyst's facts) queues for the
   * database next, and a registration reading the row afterwards waited behind it (0.1–0.25 s of a
   * 10M-row Parquet file's registration at load 9–12, issue 18). Otherwise undefined.
   */
  settled(datasourceId: string, timeoutMs: number): Promise<PlainRow | undefined> {
    if (!this.queue.includes(datasourceId) && this.current !== datasourceId) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), timeoutMs);
      const waiters = this.settleWaiters.get(datasourceId) ?? [];
      waiters.push((row) => {
        clearTimeout(timer);
        resolve(row);
      });
      this.settleWaiters.set(datasourceId, waiters);
    });
  }

  /** Resolves when no deferred profile is pending (tests). */
  profilesDone(): Promise<void> {
    return this.profiler ? new Promise((resolve) => this.profileWaiters.push(resolve)) : Promise.resolve();
  }

  /** Drops the pending full profile of a source (read again, or deleted); interrupts it if running. */
  dropPendingProfile(datasourceId: string): void {
    for (let i = this.pending.length - 1; i >= 0; i--) if (this.pending[i].id === datasourceId) this.pending.splice(i, 1);
    if (this.profiling?.task.id === datasourceId) {
      this.profiling.interrupted = true;
      this.profiling.task.first = '';
      this.profiling.connection.interrupt();
    }
  }

  /** Stops after interrupting the current load; an interrupted source stays `synching`. */
  async stop(): Promise<void> {
    this.abort.abort();
    this.queue.length = 0;
    this.pending.length = 0;
    this.connection?.interrupt();
    this.profileConnection?.interrupt();
    await this.running?.catch(() => undefined);
    await this.profiler?.catch(() => undefined);
    this.connection?.closeSync();
    this.connection = undefined;
    this.profileConnection?.closeSync();
    this.profileConnection = undefined;
  }

  private current: string | undefined;

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.abort.signal.aborted) {
      const id = this.queue.shift() as string;
      this.current = id;
      try {
        await this.ingest(id);
      } catch (error) {
        if (this.abort.signal.aborted) return;
        this.logger.error('ingest failed unexpectedly', { datasource: id, error: (error as Error).message });
      } finally {
        this.current = undefined;
        this.settle(id);
      }
    }
  }

  /** Answers the source's settle waiters, unless it was queued again meanwhile (it is synching again). */
  private settle(id: string, row?: PlainRow): void {
    if (this.queue.includes(id)) return;
    for (const resolve of this.settleWaiters.get(id) ?? []) resolve(row);
    this.settleWaiters.delete(id);
  }

  /** Queues full profiles and starts the background loop that computes them. */
  private deferProfiles(tasks: PendingProfile[]): void {
    if (tasks.length === 0 || this.abort.signal.aborted) return;
    this.pending.push(...tasks);
    this.profiler ??= this.profilePending().finally(() => {
      this.profiler = undefined;
      for (const resolve of this.profileWaiters.splice(0)) resolve();
    });
  }

  /** True while a question runs or a file is loading: deferred profiles wait for those. */
  private busy(): boolean {
    return this.running !== undefined || (this.options.busy?.() ?? false);
  }

  /** Waits until the engine has been quiet (no question, no load) for `quietMs`. */
  private async quiet(): Promise<void> {
    const quietMs = this.options.quietMs ?? 1_000;
    let quietSince = this.busy() ? undefined : Date.now();
    while (!this.abort.signal.aborted && (quietSince === undefined || Date.now() - quietSince < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(100, quietMs)));
      if (this.busy()) quietSince = undefined;
      else quietSince ??= Date.now();
    }
  }

  private async profilePending(): Promise<void> {
    while (this.pending.length > 0 && !this.abort.signal.aborted) {
      await this.quiet();
      const task = this.pending.shift();
      if (!task || this.abort.signal.aborted) return;
      // A source deleted or read again since keeps nothing to profile.
      if (!(await this.stillFirst(task))) continue;
      this.profileConnection ??= await this.db.connect();
      const running: RunningProfile = { task, connection: this.profileConnection, interrupted: false };
      this.profiling = running;
      // A question that starts takes the machine: the profile stops and waits for the next quiet moment.
      const watch = setInterval(() => {
        if (!running.interrupted && this.busy()) {
          running.interrupted = true;
          running.connection.interrupt();
        }
      }, YIELD_CHECK_MS);
      const started = Date.now();
      try {
        const profile = await profileTable(running.connection, task.table, task.extras);
        if (!running.interrupted && task.first) await this.storeProfile(task, profile);
        this.logger.info('deferred profile stored', { datasource: task.id, ms: Date.now() - started });
      } catch (error) {
        if (this.abort.signal.aborted) return;
        if (running.interrupted) {
          // Yielded to a question, or the source was read again (then `first` is empty: dropped).
          if (task.first) this.pending.unshift(task);
        } else {
          this.logger.warn('deferred profile failed; the first profile stays', { datasource: task.id, error: (error as Error).message.split('\n')[0] });
        }
      } finally {
        clearInterval(watch);
        this.profiling = undefined;
      }
    }
  }

  private async stillFirst(task: PendingProfile): Promise<boolean> {
    const rows = await this.db.all(`SELECT 1 FROM meta.source_tables WHERE datasource_id = ? AND position = ? AND profile_json = ?`, [task.id, task.position, task.first]);
    return rows.length > 0;
  }

  /** Replaces the first profile, if it is still the stored one of a synched source. */
  private async storeProfile(task: PendingProfile, profile: TableProfile): Promise<void> {
    await this.db.exclusive((tx) => tx.exec(
      `UPDATE meta.source_tables SET profile_json = ? WHERE datasource_id = ? AND position = ? AND profile_json = ?
         AND datasource_id IN (SELECT id FROM meta.datasources WHERE status = 'synched')`,
      [JSON.stringify(profile), task.id, task.position, task.first],
    ), true);
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
        // A Parquet file read in place: its footer's read starts now, beside the view's creation
        // and description; the engine keeps the read, so the call after the load finds it under way.
        if (inPlace && isParquetExtension(String(row.ext))) void this.options.parquetFooter?.(file).catch(() => undefined);
      }
      if (size === 0) throw new IngestRefusal('The file is empty.');
      this.connection ??= await this.db.connect();
      const connection = this.connection;
      const tables = await loadFile({ connection, file, ext: String(row.ext), name: String(row.name), tablePrefix: prefix, scratch, signal, inPlace });
      const profiles: TableProfile[] = [];
      const deferred: PendingProfile[] = [];
      for (const [position, loaded] of tables.entries()) {
        signal.throwIfAborted();
        // A Parquet file read in place: what its statistics prove about its text values, from the
        // footer, read while the first rows are read for their types (and kept for the value lookups).
        const parquet = loaded.parquetFile;
        const prefixes = parquet ? (this.options.parquetFooter?.(parquet) ?? Promise.resolve(undefined))
          .then((footer) => (footer ? parquetValuePrefixes(footer, loaded.columns.filter((c) => columnKind(c.type) === 'text').map((c) => c.name)) : new Map<string, string>()))
          // Only a shortcut, as parquetValuePrefixes says: without it the lookups scan.
          .catch(() => new Map<string, string>()) : undefined;
        // Dates, numbers and missing values written as text become typed columns.
        const typed = await readTypesWrittenAsText(connection, loaded)
          // The footer's read ends before anything else when this fails.
          .catch(async (error: unknown) => {
            await prefixes;
            throw error;
          });
        tables[position] = typed.table;
        // Only the columns still text once typed.
        const texts = new Set(typed.table.columns.filter((c) => columnKind(c.type) === 'text').map((c) => c.name));
        const extrasLater = (prefixes ?? Promise.resolve(undefined)).then((found): ProfileExtras => {
          const startsWith = found && new Map([...found].filter(([column]) => texts.has(column)));
          return { preview: typed.preview, written: typed.notes, ...(startsWith?.size ? { startsWith } : {}) };
        });
        // The profile's scan runs while the footer is still read.
        if (profileIsDeferred(typed.table, this.options.deferProfileRows)) {
          const { profile: first, extras } = await profileBeside(firstProfile(connection, typed.table), extrasLater);
          profiles.push(first);
          deferred.push({ id, position, table: typed.table, extras, first: JSON.stringify(first) });
        } else {
          profiles.push((await profileBeside(profileTable(connection, typed.table), extrasLater)).profile);
        }
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
        return tx.one(`SELECT * FROM meta.datasources WHERE id = ?`, [id]);
      }, true);
      if (!kept) await this.dropTables(tables.map((table) => table.table));
      else {
        this.settle(id, kept);
        this.deferProfiles(deferred);
        this.options.synched?.(id, tables);
      }
      this.logger.info('data source synched', { datasource: id, tables: tables.length, ms: Date.now() - started, ...(deferred.length ? { profile: 'deferred' } : {}) });
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
