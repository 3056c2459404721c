/**
 * Loading one data source file into DuckDB tables, by file type. Every loader streams: CSV, TSV
 * (also gzip-compressed), JSON, NDJSON and Parquet go straight through DuckDB's own readers, a
 * DuckDB database file's tables are copied from it opened read-only, a workbook is streamed sheet by sheet into
 * temporary CSV files that DuckDB then reads (so its type and date sniffing applies to sheets
 * too), and text is cut into chunks as it is read.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import { decodeWorkbookTextWhole } from './xlsxText';
import { ident, literal } from './database';
import { loadDuckDbTables, ndjsonSelect, parquetSelect } from './formats';
import { queryRows } from './rows';
import { CSV_TYPE_CANDIDATES } from './textTypes';

export interface LoadedTable {
  table: string;
  label: string;
  kind: 'table' | 'document';
  /** A view over the user's file read in place (Parquet): queried where it is, never rewritten. */
  view?: boolean;
  /** The Parquet file a view reads (its footer and row numbers spare the profile some scans). */
  parquetFile?: string;
  columns: Array<{ name: string; type: string }>;
  rowCount: number;
}

/** A file the engine understood but will not load; the reason is shown to the user. */
export class IngestRefusal extends Error {}

const UNREAD = new Set(['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls']);

export interface LoadRequest {
  connection: DuckDBConnection;
  file: string;
  /** Extension without the dot, lower case. */
  ext: string;
  /** The data source's name, used for table labels. */
  name: string;
  /** Prefix of the table names of this source (already a safe identifier). */
  tablePrefix: string;
  /** Scratch directory for intermediate files (deleted by the caller). */
  scratch: string;
  signal?: AbortSignal;
  /** The file is the user's own, read in place: Parquet becomes a view over it instead of a copy. */
  inPlace?: boolean;
}

export async function loadFile(request: LoadRequest): Promise<LoadedTable[]> {
  const { ext } = request;
  if (UNREAD.has(ext)) {
    throw new IngestRefusal(
      `The local engine does not read .${ext} files. Save the data as CSV, XLSX, Parquet, JSON or TXT, or use the hosted service for this file.`,
    );
  }
  switch (ext) {
    case 'csv':
    case 'tsv':
    case 'csv.gz':
    case 'tsv.gz':
      return [await loadDelimited(request)];
    case 'json':
      return [await loadRecords(request, `SELECT * FROM read_json(${literal(request.file)}, format = 'array')`, 'The JSON file is not an array of records (objects with named fields).')];
    case 'ndjson':
    case 'jsonl':
      return [await loadRecords(request, ndjsonSelect(request.file), 'The file is not newline-delimited JSON records (one object with named fields per line).')];
    case 'parquet':
    case 'parq':
    case 'pq':
      return [request.inPlace ? await viewOf(request, parquetSelect(request.file)) : await loadRecords(request, parquetSelect(request.file))];
    case 'duckdb':
      return loadDuckDb(request);
    case 'xlsx':
      return loadWorkbook(request);
    case 'txt':
    case 'md':
    case 'mdx':
      return [await loadText(request)];
    default:
      throw new IngestRefusal(`The file type .${ext} is not supported.`);
  }
}

async function describe(connection: DuckDBConnection, table: string, label: string, kind: LoadedTable['kind']): Promise<LoadedTable> {
  // DESCRIBE binds this table alone, in its columns' order: information_schema binds every table
  // and view of the database, its first time in an engine 80–250 ms (issue 18: a Parquet file's
  // registration), where DESCRIBE takes 5–13 ms. The same type names. The row count comes in the
  // same statement (each statement of a registration cost 5–80 ms under load).
  const columns = await queryRows(connection, `SELECT column_name AS name, column_type AS type, (SELECT count(*) FROM main.${ident(table)}) AS n FROM (DESCRIBE main.${ident(table)})`);
  // A table has at least one column, so the count always comes.
  if (columns.length === 0) throw new IngestRefusal('The file has no columns.');
  return {
    table,
    label,
    kind,
    columns: columns.map((column) => ({ name: String(column.name), type: String(column.type) })),
    rowCount: Number(columns[0].n),
  };
}

async function createFrom(connection: DuckDBConnection, table: string, select: string): Promise<void> {
  await connection.run(`DROP TABLE IF EXISTS main.${ident(table)}`);
  try {
    await connection.run(`CREATE TABLE main.${ident(table)} AS ${select}`);
  } catch (error) {
    throw new IngestRefusal(`The file could not be read as a table: ${firstLine(error)}`);
  }
}

async function loadDelimited({ connection, file, ext, name, tablePrefix }: LoadRequest): Promise<LoadedTable> {
  const table = `${tablePrefix}_1`;
  // DuckDB reads a .gz file through gzip by its name.
  const options = `${ext.startsWith('tsv') ? `, delim = '\\t'` : ''}, ${CSV_TYPE_CANDIDATES}`;
  try {
    await createFrom(connection, table, `SELECT * FROM read_csv(${literal(file)}${options})`);
  } catch (error) {
    // The sniffer samples the start of the file; a value further down that does not fit the
    // sniffed type fails the load. Sniffing the whole file costs a second pass but fits it.
    if (!(error instanceof IngestRefusal)) throw error;
    await createFrom(connection, table, `SELECT * FROM read_csv(${literal(file)}${options}, sample_size = -1)`);
  }
  return describe(connection, table, name, 'table');
}

/** One table from a reader that yields records (Parquet, NDJSON). */
async function loadRecords({ connection, name, tablePrefix }: LoadRequest, select: string, notRecords?: string): Promise<LoadedTable> {
  const table = `${tablePrefix}_1`;
  await createFrom(connection, table, select);
  const loaded = await describe(connection, table, name, 'table');
  if (notRecords && loaded.columns.length === 1 && loaded.columns[0].name === 'json') throw new IngestRefusal(notRecords);
  return loaded;
}

/**
 * A Parquet file read in place: a view, so a question reads the file itself as DuckDB alone would
 * (its columns and row count come from the file's footer). Only for in-place sources: their file
 * is checked before every job (localFiles.ts), an upload's copy would not need the view.
 */
async function viewOf({ connection, name, tablePrefix, file }: LoadRequest, select: string): Promise<LoadedTable> {
  const table = `${tablePrefix}_1`;
  try {
    await connection.run(`CREATE OR REPLACE VIEW main.${ident(table)} AS ${select}`);
  } catch (error) {
    throw new IngestRefusal(`The file could not be read as a table: ${firstLine(error)}`);
  }
  return { ...(await describe(connection, table, name, 'table')), view: true, parquetFile: file };
}

async function loadDuckDb(request: LoadRequest): Promise<LoadedTable[]> {
  const { connection } = request;
  const tables = await loadDuckDbTables({
    ...request,
    createFrom: (table, select) => createFrom(connection, table, select),
    refuse: (message) => new IngestRefusal(message),
  });
  const loaded: LoadedTable[] = [];
  for (const { table, label } of tables) loaded.push(await describe(connection, table, label, 'table'));
  return loaded;
}

/** Writes CSV text for one row; every cell quoted so commas, quotes and new lines survive. */
function csvLine(cells: string[]): string {
  return `${cells.map((cell) => (cell === '' ? '' : `"${cell.replace(/"/g, '""')}"`)).join(',')}\n`;
}

/** A date as text: ISO date, ISO date and time, or only the time for a time-of-day cell. */
function dateText(value: Date): string {
  const iso = value.toISOString();
  // Excel stores a time of day as a fraction of the day 0 (1899-12-30); it is not a date.
  if (iso.startsWith('1899-12-30T') || iso.startsWith('1899-12-31T')) return iso.slice(11, 19);
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

/** A cell value of exceljs as the text DuckDB's CSV sniffer should see. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    if ('result' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/**
 * True for an Excel number format that shows a date or time ("dd/mm/yyyy", "mmm d", "h:mm").
 * Quoted text, bracketed parts ([Red], [$-409]) and escaped characters are not format codes.
 */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const codes = format.replace(/"[^"]*"/g, '').replace(/\[[^\]]*\]/g, '').replace(/\\./g, '');
  return /[dmyhs]/i.test(codes) && !/^general$/i.test(codes.trim());
}

/** Excel's serial day number to a Date, in the workbook's 1900 or 1904 date system. */
export function excelSerialDate(serial: number, date1904: boolean): Date {
  // Day 25569 of the 1900 system is 1970-01-01 (Excel's phantom 29 Feb 1900 is before day 61,
  // which dates data rarely reach); the 1904 system starts 1462 days later.
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/**
 * The text of one cell. exceljs turns date-formatted numbers into Dates, but not a formula's
 * result (`=A2+30` formatted as a date stays a serial number), so those are converted here.
 */
function sheetCellText(row: ExcelJS.Row, column: number, value: ExcelJS.CellValue, date1904: boolean): string {
  const serial = typeof value === 'number' ? value
    : value !== null && typeof value === 'object' && 'formula' in value && typeof value.result === 'number' ? value.result : undefined;
  if (serial !== undefined && Number.isFinite(serial) && isDateFormat(row.getCell(column).numFmt)) return dateText(excelSerialDate(serial, date1904));
  return cellText(value);
}

/**
 * The sheets' names by the number of their part (xl/worksheets/sheet<N>.xml). ExcelJS matches a
 * sheet to its name only through a relative target (`worksheets/sheet1.xml`), while openpyxl, and
 * so pandas, writes absolute ones (`/xl/worksheets/sheet1.xml`): every sheet was then "Sheet<N>",
 * and the SQL and pandas code shown named a sheet the user's workbook does not have.
 */
function sheetNamesByPart(reader: ExcelJS.stream.xlsx.WorkbookReader): Map<string, string> {
  const read = reader as unknown as { workbookRels?: Array<{ Id: string; Target: string }>; model?: { sheets?: Array<{ rId: string; name: string }> } };
  const names = new Map<string, string>();
  for (const rel of read.workbookRels ?? []) {
    const part = /(?:^|\/)worksheets\/sheet(\d+)\.xml$/.exec(rel.Target)?.[1];
    const sheet = read.model?.sheets?.find((candidate) => candidate.rId === rel.Id);
    if (part && sheet?.name) names.set(part, sheet.name);
  }
  return names;
}

async function loadWorkbook({ connection, file, name, tablePrefix, scratch, signal }: LoadRequest): Promise<LoadedTable[]> {
  decodeWorkbookTextWhole();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    // Collected here (below), not cached by ExcelJS: with its cache filled, ExcelJS reads a sheet
    // that comes after the shared strings straight from the zip, and there (a) looks its name up in a
    // workbook part it may not have read yet, failing the whole workbook, and (b) loses the next
    // sheet when this one takes a while to store. Without it, every sheet is set aside and read
    // once the zip is through, as for the order Excel writes.
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  const loaded: LoadedTable[] = [];
  // The part number of the sheet being read (xl/worksheets/sheet<N>.xml), told just before it comes.
  let part = '';
  (reader as unknown as NodeJS.EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') part = String(entry.id);
  });
  const tables: Array<{ table: string; part: string; name: string }> = [];
  let index = 0;
  try {
    const strings: unknown[] = [];
    for (const parts = reader.parse(); ; ) {
      const next = (await parts.next()) as IteratorResult<{ eventType?: string; value?: unknown; text?: unknown }>;
      if (next.done) break;
      // A shared string comes as `{ index, text }`, with no event type.
      if (next.value.eventType === undefined) {
        strings.push(next.value.text);
        continue;
      }
      if (next.value.eventType !== 'worksheet') continue;
      const sheet = next.value.value as ExcelJS.stream.xlsx.WorksheetReader;
      (reader as unknown as { sharedStrings?: unknown[] }).sharedStrings ??= strings;
      signal?.throwIfAborted();
      index++;
      const sheetPart = part;
      // Named after the table: several workbooks may load at once into the same scratch folder.
      const body = path.join(scratch, `${tablePrefix}-sheet-${index}.csv`);
      const out = createWriteStream(body);
      let header: string[] | undefined;
      let width = 0;
      // Known when the workbook part came before this sheet, as Excel writes it. openpyxl writes it
      // last, with the parts ExcelJS needs to read a sheet, which then keeps its sheets aside until
      // the end: known then too.
      const date1904 = (reader as unknown as { properties?: { model?: { date1904?: boolean } } }).properties?.model?.date1904 === true;
      for await (const row of sheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1).map((value, i) => sheetCellText(row, i + 1, value, date1904));
        if (!header) {
          if (values.every((value) => value === '')) continue;
          header = values;
          continue;
        }
        width = Math.max(width, values.length);
        if (!out.write(csvLine(values))) await once(out, 'drain');
      }
      out.end();
      await once(out, 'finish');
      if (!header) continue; // an empty sheet has nothing to query
      const names = columnNames(header, Math.max(width, header.length));
      const table = `${tablePrefix}_${tables.length + 1}`;
      const columnList = names.map(literal).join(', ');
      const hasRows = width > 0;
      await createFrom(
        connection,
        table,
        hasRows
          ? `SELECT * FROM read_csv(${literal(body)}, header = false, names = [${columnList}], null_padding = true, quote = '"', delim = ',', ${CSV_TYPE_CANDIDATES})`
          : `SELECT ${names.map((column) => `NULL::VARCHAR AS ${ident(column)}`).join(', ')} WHERE false`,
      );
      await rm(body, { force: true });
      tables.push({ table, part: sheetPart, name: (sheet as unknown as { name: string }).name });
    }
    // Named once the whole workbook was read: its part that names the sheets may come after them.
    const names = sheetNamesByPart(reader);
    for (const { table, part: sheetPart, name: fallback } of tables) {
      loaded.push(await describe(connection, table, `${name} / ${names.get(sheetPart) ?? fallback}`, 'table'));
    }
  } catch (error) {
    if (error instanceof IngestRefusal || signal?.aborted) throw error;
    throw new IngestRefusal(`The workbook could not be read: ${firstLine(error)}`);
  }
  if (loaded.length === 0) throw new IngestRefusal('The workbook has no sheet with data.');
  return loaded;
}

/** Header cells as unique, non-empty column names; columns past the header get `column_<n>`. */
export function columnNames(header: string[], width: number): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (let i = 0; i < width; i++) {
    const base = (header[i] ?? '').trim() || `column_${i + 1}`;
    let candidate = base;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${base}_${n}`;
    seen.add(candidate.toLowerCase());
    names.push(candidate);
  }
  return names;
}

/** Target chunk size for text retrieval: a few paragraphs. */
const CHUNK_CHARS = 1500;

async function loadText({ connection, file, name, tablePrefix, signal }: LoadRequest): Promise<LoadedTable> {
  const table = `${tablePrefix}_1`;
  await connection.run(`DROP TABLE IF EXISTS main.${ident(table)}`);
  await connection.run(`CREATE TABLE main.${ident(table)} (chunk_index INTEGER, text VARCHAR)`);
  const appender = await connection.createAppender(table, 'main');
  let chunk = '';
  let index = 0;
  const flush = () => {
    if (chunk.trim() === '') return;
    appender.appendInteger(index++);
    appender.appendVarchar(chunk.trimEnd());
    appender.endRow();
    chunk = '';
  };
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    signal?.throwIfAborted();
    // Prefer to cut at a paragraph break (blank line) once the chunk is big enough.
    if (line.trim() === '' && chunk.length >= CHUNK_CHARS) flush();
    else if (chunk.length + line.length > CHUNK_CHARS * 2) flush();
    chunk += `${line}\n`;
  }
  flush();
  appender.closeSync();
  return describe(connection, table, name, 'document');
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].slice(0, 300);
}
