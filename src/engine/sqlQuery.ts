/**
 * The local engine's read-only SQL endpoint, an extension of the v2 interface (documented in
 * docs/interface-notes.md) for the "run SQL" data tool: one statement over one dataset's tables,
 * checked by the planner's own validator (planner/sqlGuard.ts: one SELECT, this dataset's tables
 * only, an allow-list of functions, the bound plan checked again), run on a connection of its own
 * with a time limit that interrupts the query and a row cap past which rows are never read.
 *
 *   GET  /v2/team/datasets/{id}/tables  → {tables: [{table, label, file, row_count, columns: [{name, type}]}]}
 *   POST /v2/team/datasets/{id}/sql     {sql, max_rows?, timeout_ms?}
 *                                       → {columns, types, rows, row_count, truncated, note?, tables, ms}
 *   (note: set when values or rows were cut for size, see planner/runSql.ts)
 *
 * A refused or failed statement is a 400 (code 300001) whose message says what to change; the
 * hosted service has neither route.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { AnalystTable } from './analyst/contract';
import type { Engine, Handler } from './context';
import { EngineError, invalid } from './errors';
import { existingDataset } from './datasets';
import { describeSources } from './jobs';
import { MAX_CELL_CHARS, runSql, SqlTimeout } from './planner/runSql';
import { SqlRefused } from './planner/sqlGuard';
import { ERROR_CODES } from '../api/types';
import { optionalInteger, requireString, userIdFromBody, userIdFromQuery } from './validate';

export const SQL_LIMITS = {
  defaultRows: 100,
  maxRows: 1000,
  defaultTimeoutMs: 10_000,
  maxTimeoutMs: 60_000,
  minTimeoutMs: 100,
};

/**
 * The tables of the dataset's synched data sources (documents are text chunks, not tables to
 * query). Unlike a job, a data source still synching does not block the others: a statement
 * names its tables itself.
 */
async function datasetTables(engine: Engine, datasetId: string): Promise<AnalystTable[]> {
  return engine.db.exclusive(async (tx) => {
    await existingDataset(tx, datasetId);
    const sources = await tx.all(`SELECT * FROM meta.datasources WHERE dataset_id = ? AND status = 'synched' ORDER BY seq`, [datasetId]);
    return (await describeSources(tx, sources)).tables;
  });
}

function tableSummary(table: AnalystTable) {
  return { table: table.table, label: table.label, file: table.source.name, row_count: table.rowCount, columns: table.columns.map((c) => ({ name: c.name, type: c.type })) };
}

/** One line per table for a message a model reads: its SQL name, file and columns. */
function tablesLine(tables: AnalystTable[]): string {
  if (tables.length === 0) return 'This dataset has no synched tables.';
  return `This dataset's tables: ${tables.map((t) => `"${t.table.replace(/"/g, '""')}" (${t.label}: ${t.columns.slice(0, 40).map((c) => c.name).join(', ')}${t.columns.length > 40 ? ', …' : ''})`).join('; ')}.`;
}

/** A value as JSON, at every depth: big integers that a double cannot hold as text, dates as ISO dates, bytes as (capped) hex. */
function jsonValue(value: unknown, type: string): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map((item) => jsonValue(item, ''));
  if (value && typeof value === 'object' && !(value instanceof Uint8Array) && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonValue(item, '')]));
  }
  if (value instanceof Uint8Array) {
    const hex = Buffer.from(value.subarray(0, MAX_CELL_CHARS / 2)).toString('hex');
    return value.length > MAX_CELL_CHARS / 2 ? `\\x${hex}…` : `\\x${hex}`;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : type === 'DATE' ? value.toISOString().slice(0, 10) : value.toISOString();
  return value;
}

export const listTables: Handler = async ({ engine, params, query }) => {
  userIdFromQuery(query);
  return { data: { tables: (await datasetTables(engine, params[0])).map(tableSummary) } };
};

export const runReadOnlySql: Handler = async (call) => {
  const { engine, params, req, res } = call;
  const input = await call.body();
  userIdFromBody(input);
  const sql = requireString(input, 'sql');
  const maxRows = optionalInteger(input, 'max_rows', 1, SQL_LIMITS.maxRows) ?? SQL_LIMITS.defaultRows;
  const timeoutMs = optionalInteger(input, 'timeout_ms', SQL_LIMITS.minTimeoutMs, SQL_LIMITS.maxTimeoutMs) ?? SQL_LIMITS.defaultTimeoutMs;
  const tables = await datasetTables(engine, params[0]);
  if (tables.length === 0) throw invalid(`dataset ${params[0]} has no synched tables to query yet; add a data file or wait for it to sync`);
  const clientGone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) clientGone.abort();
  });
  req.on('aborted', () => clientGone.abort());
  // Registered before connecting, so a closing engine waits for this connection to close.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  engine.running.add(released);
  let connection: DuckDBConnection | undefined;
  try {
    connection = await engine.db.connect();
    const result = await runSql(connection, sql, {
      tables: tables.map((t) => t.table),
      rowCap: maxRows,
      timeLimitMs: timeoutMs,
      signal: AbortSignal.any([clientGone.signal, engine.stopping]),
    });
    return {
      data: {
        columns: result.columns,
        types: result.types,
        rows: result.rows.map((row) => row.map((value, i) => jsonValue(value, result.types[i]))),
        row_count: result.rows.length,
        truncated: result.truncated,
        ...(result.note ? { note: result.note } : {}),
        tables: result.tables,
        ms: Math.round(result.ms),
      },
    };
  } catch (error) {
    if (error instanceof SqlRefused) throw invalid(`SQL refused: ${error.message}. ${tablesLine(tables)}`);
    if (error instanceof SqlTimeout) throw invalid(`SQL stopped: ${error.message}`);
    if (engine.stopping.aborted) throw new EngineError(ERROR_CODES.internal, 'the engine is stopping; run the query again once it is back', 503);
    if (clientGone.signal.aborted) throw invalid('the query was stopped');
    // DuckDB's own binder and runtime errors (a misspelt column, a bad cast) say what to fix.
    const detail = error instanceof Error ? error.message.split('\n')[0].slice(0, 400) : String(error);
    throw invalid(`SQL failed: ${detail}. ${tablesLine(tables)}`);
  } finally {
    connection?.closeSync();
    engine.running.delete(released);
    release();
  }
};
