/**
 * Loaders for the kinds only the local engine reads: Parquet, newline-delimited JSON and DuckDB
 * database files (compressed CSV goes through the CSV loader: DuckDB reads `.gz` itself).
 *
 * A DuckDB file is attached READ_ONLY under a name of its own, only its base tables are copied
 * (views, macros and sequences are not: a view could name files or functions), and it is
 * detached again before the load ends, whatever happens.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { ident, literal } from './database';
import { queryRows } from './rows';

/** What loaders.ts gives a format loader: it keeps the table naming and description. */
export interface FormatTools {
  connection: DuckDBConnection;
  file: string;
  name: string;
  tablePrefix: string;
  signal?: AbortSignal;
  /** CREATE TABLE main.<table> AS <select>; a failure becomes a refusal the user reads. */
  createFrom: (table: string, select: string) => Promise<void>;
  refuse: (message: string) => Error;
}

export function parquetSelect(file: string): string {
  return `SELECT * FROM read_parquet(${literal(file)})`;
}

export function ndjsonSelect(file: string): string {
  return `SELECT * FROM read_json(${literal(file)}, format = 'newline_delimited')`;
}

/** More tables than this is a whole application's database, not a data file to ask about. */
export const MAX_DUCKDB_TABLES = 100;

export interface DuckDbTable {
  table: string;
  label: string;
}

/** Copies the base tables of a DuckDB database file; returns the new tables with their labels. */
export async function loadDuckDbTables(tools: FormatTools): Promise<DuckDbTable[]> {
  const { connection, file, name, tablePrefix, signal } = tools;
  const alias = `source_${tablePrefix}`;
  try {
    await connection.run(`ATTACH ${literal(file)} AS ${ident(alias)} (TYPE duckdb, READ_ONLY)`);
  } catch (error) {
    throw tools.refuse(`The file could not be opened as a DuckDB database: ${firstLine(error)}`);
  }
  try {
    const tables = await queryRows(
      connection,
      `SELECT schema_name, table_name FROM duckdb_tables() WHERE database_name = ? AND NOT internal AND NOT temporary ORDER BY schema_name, table_name`,
      [alias],
    );
    if (tables.length === 0) throw tools.refuse('The DuckDB database has no tables.');
    if (tables.length > MAX_DUCKDB_TABLES) {
      throw tools.refuse(`The DuckDB database has ${tables.length} tables; the local engine loads databases of up to ${MAX_DUCKDB_TABLES}. Export the tables you need to Parquet files.`);
    }
    const loaded: DuckDbTable[] = [];
    for (const [i, row] of tables.entries()) {
      signal?.throwIfAborted();
      const schema = String(row.schema_name);
      const tableName = String(row.table_name);
      const table = `${tablePrefix}_${i + 1}`;
      await tools.createFrom(table, `SELECT * FROM ${ident(alias)}.${ident(schema)}.${ident(tableName)}`);
      loaded.push({ table, label: `${name} / ${schema === 'main' ? tableName : `${schema}.${tableName}`}` });
    }
    return loaded;
  } finally {
    await connection.run(`DETACH DATABASE IF EXISTS ${ident(alias)}`);
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].slice(0, 300);
}
