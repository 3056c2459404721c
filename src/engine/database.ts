/**
 * The engine's one DuckDB database (a file under the data dir) and the discipline for using it:
 * metadata reads and writes go through one connection, one operation at a time, so a check and
 * the write that depends on it (the 150-session limit, "only the creator") can never interleave
 * with another request. Ingest and analyst queries get connections of their own so a long load
 * never blocks the API.
 */
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { queryRows, type PlainRow } from './rows';

export class Database {
  private chain: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly instance: DuckDBInstance,
    private readonly metadata: DuckDBConnection,
  ) {}

  /**
   * Opens (or creates) the database. DuckDB's own file access is then limited to
   * `readableDirectories` (where ingest reads files), so no query, not even one the analyst
   * writes, can read other files of the machine (the signing secret, the user's home).
   */
  static async open(file: string, readableDirectories: string[]): Promise<Database> {
    let instance: DuckDBInstance;
    try {
      instance = await DuckDBInstance.create(file);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/Could not set lock on file/i.test(message)) throw new DatabaseInUseError(file, /\(PID (\d+)\)/.exec(message)?.[1]);
      throw error;
    }
    const metadata = await instance.connect();
    const database = new Database(instance, metadata);
    const list = readableDirectories.map((dir) => literal(dir.endsWith(path.sep) ? dir : dir + path.sep)).join(', ');
    await database.exclusive(async (tx) => {
      // Memory is bounded on purpose (DuckDB's default is 80% of the machine): a 1 GB file is
      // loaded and queried within it, spilling to the temporary directory beside the database.
      await tx.exec(`SET memory_limit = '${duckdbMemoryLimitMb()}MB'`);
      await tx.exec(`SET temp_directory = ${literal(`${file}.tmp`)}`);
      await tx.exec(`SET allowed_directories = [${list}]`);
      await tx.exec(`SET enable_external_access = false`);
      await tx.exec(SCHEMA);
    });
    return database;
  }

  /** Runs `work` alone on the metadata connection; `transaction` wraps it in BEGIN/COMMIT. */
  exclusive<T>(work: (tx: Tx) => Promise<T>, transaction = false): Promise<T> {
    const run = async (): Promise<T> => {
      const tx = new Tx(this.metadata);
      if (!transaction) return work(tx);
      await tx.exec('BEGIN TRANSACTION');
      try {
        const result = await work(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        await tx.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    };
    const result = this.chain.then(run, run);
    this.chain = result.catch(() => undefined);
    return result;
  }

  /** Shorthand for a single statement through the metadata queue. */
  all(sql: string, params: unknown[] = []): Promise<PlainRow[]> {
    return this.exclusive((tx) => tx.all(sql, params));
  }

  connect(): Promise<DuckDBConnection> {
    return this.instance.connect();
  }

  /** Writes the WAL into the database file and releases it; committed data is already durable. */
  async close(): Promise<void> {
    await this.exclusive(async (tx) => {
      await tx.exec('CHECKPOINT').catch(() => undefined);
    });
    this.metadata.closeSync();
    this.instance.closeSync();
  }
}

/**
 * Runs `work` on a connection opened for it and closed once it ends. A `signal` that aborts
 * interrupts the connection's query, so a read that outlives its time limit or the engine stops.
 */
export async function withOwnConnection<T>(connect: () => Promise<DuckDBConnection>, work: (connection: DuckDBConnection) => Promise<T>, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  const connection = await connect();
  const interrupt = () => connection.interrupt();
  signal?.addEventListener('abort', interrupt, { once: true });
  try {
    signal?.throwIfAborted();
    return await work(connection);
  } finally {
    signal?.removeEventListener('abort', interrupt);
    connection.closeSync();
  }
}

/**
 * DuckDB's memory limit: 40% of the machine's memory, at most 1.5 GB, so the engine process stays
 * under 2 GB with Node's own heap.
 */
export function duckdbMemoryLimitMb(): number {
  return Math.max(256, Math.min(1536, Math.floor((os.totalmem() / 1024 / 1024) * 0.4)));
}

/** Another process holds DuckDB's exclusive lock on the database file (usually another engine). */
export class DatabaseInUseError extends Error {
  readonly pid: number | undefined;

  constructor(
    readonly file: string,
    pid: string | undefined,
  ) {
    super(`the database ${file} is in use by another process${pid ? ` (PID ${pid})` : ''}`);
    this.name = 'DatabaseInUseError';
    this.pid = pid === undefined ? undefined : Number(pid);
  }
}

export class Tx {
  constructor(readonly connection: DuckDBConnection) {}

  all(sql: string, params: unknown[] = []): Promise<PlainRow[]> {
    return queryRows(this.connection, sql, params);
  }

  async one(sql: string, params: unknown[] = []): Promise<PlainRow | undefined> {
    return (await this.all(sql, params))[0];
  }

  async exec(sql: string, params: unknown[] = []): Promise<void> {
    await this.all(sql, params);
  }
}

/** Drops a table or a view (an in-place Parquet file is a view) of schema main, if it exists. */
export async function dropRelation(tx: Pick<Tx, 'one' | 'exec'>, name: string): Promise<void> {
  const row = await tx.one(`SELECT table_type FROM information_schema.tables WHERE table_schema = 'main' AND table_name = ?`, [name]);
  if (!row) return;
  await tx.exec(`DROP ${row.table_type === 'VIEW' ? 'VIEW' : 'TABLE'} IF EXISTS main.${ident(name)}`);
}

/** Quotes an identifier for DuckDB SQL. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Quotes a string literal for places DuckDB does not take a parameter (table function paths). */
export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

// Metadata lives in its own schema so the analyst's tables (main schema) never collide with it.
const SCHEMA = `
CREATE SCHEMA IF NOT EXISTS meta;
CREATE SEQUENCE IF NOT EXISTS meta.seq;
CREATE TABLE IF NOT EXISTS meta.sessions (
  id VARCHAR PRIMARY KEY, user_id VARCHAR NOT NULL, name VARCHAR NOT NULL,
  output_language VARCHAR NOT NULL, job_mode VARCHAR NOT NULL, max_contextual_job_history INTEGER NOT NULL,
  agent_id VARCHAR NOT NULL, seq BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS meta.datasets (
  id VARCHAR PRIMARY KEY, user_id VARCHAR NOT NULL, name VARCHAR NOT NULL, description VARCHAR NOT NULL,
  seq BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS meta.datasources (
  id VARCHAR PRIMARY KEY, dataset_id VARCHAR NOT NULL, user_id VARCHAR NOT NULL, name VARCHAR NOT NULL,
  ext VARCHAR NOT NULL, status VARCHAR NOT NULL, size BIGINT, reason VARCHAR, url VARCHAR,
  file_path VARCHAR NOT NULL, seq BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS meta.source_tables (
  datasource_id VARCHAR NOT NULL, position INTEGER NOT NULL, table_name VARCHAR NOT NULL, label VARCHAR NOT NULL,
  kind VARCHAR NOT NULL, columns_json VARCHAR NOT NULL, row_count BIGINT NOT NULL, profile_json VARCHAR NOT NULL);
CREATE TABLE IF NOT EXISTS meta.uploads (
  file_object_key VARCHAR PRIMARY KEY, user_id VARCHAR NOT NULL, file_name VARCHAR NOT NULL,
  path VARCHAR NOT NULL, size BIGINT NOT NULL, expires_at BIGINT);
-- Data dirs made before uploads expired lack the column; their rows get an expiry at the next sweep.
ALTER TABLE meta.uploads ADD COLUMN IF NOT EXISTS expires_at BIGINT;
CREATE TABLE IF NOT EXISTS meta.multipart (
  upload_id VARCHAR PRIMARY KEY, file_object_key VARCHAR NOT NULL, user_id VARCHAR NOT NULL,
  file_name VARCHAR NOT NULL, file_size BIGINT NOT NULL, part_size BIGINT NOT NULL, part_count INTEGER NOT NULL,
  expires_at BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS meta.parts (
  upload_id VARCHAR NOT NULL, number INTEGER NOT NULL, etag VARCHAR NOT NULL, size BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS meta.jobs (
  id VARCHAR PRIMARY KEY, session_id VARCHAR NOT NULL, question VARCHAR NOT NULL, answer_json VARCHAR NOT NULL,
  memo_json VARCHAR, seq BIGINT NOT NULL);
-- NULL: answered; 'running' (its answer so far saved as it streams), 'failed', 'interrupted'.
ALTER TABLE meta.jobs ADD COLUMN IF NOT EXISTS state VARCHAR;
CREATE TABLE IF NOT EXISTS meta.results (
  id VARCHAR PRIMARY KEY, name VARCHAR NOT NULL, content_type VARCHAR NOT NULL, path VARCHAR NOT NULL,
  expires_at BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS meta.counters (name VARCHAR PRIMARY KEY, value BIGINT NOT NULL);
-- Data sources read in place (localFiles.ts): the user's file and its size and time as last read.
CREATE TABLE IF NOT EXISTS meta.local_files (
  datasource_id VARCHAR PRIMARY KEY, path VARCHAR NOT NULL, size BIGINT NOT NULL, mtime_ms DOUBLE NOT NULL);
`;
