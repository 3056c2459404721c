/**
 * The distinct values of a Parquet file's text column, read from its dictionary pages instead of
 * scanning its rows: what a value lookup on a big file read in place needs, for a fraction of the
 * cost of `SELECT DISTINCT` (issue 18: the first answer must not pay one pass over the file per
 * text column).
 *
 * Writers store a text column chunk as one dictionary page (each distinct value once) and data
 * pages of indexes into it. The values are then exactly the dictionary's, but only when every
 * data page of every row group is dictionary-encoded: a writer whose dictionary grew too big falls
 * back to plain pages for the rest of the chunk. So each chunk's page headers are all read, and
 * a dictionary may hold entries no row uses (DuckDB writes an ENUM column's whole type, pyarrow a
 * pandas Categorical's unused categories): a word matching one would filter to no rows instead of
 * being told it is not a value. So the data pages' indexes are read too, until every entry is
 * seen used (usually within the first page), and only the used entries are values. Anything
 * this module cannot prove (a plain page, a codec it cannot decompress, a header it cannot
 * parse, sizes that do not add up) makes the answer "unknown" and the caller scans as before.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import zlib from 'node:zlib';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { AnalystTable } from './analyst/contract';
import { literal, type Tx } from './database';
import { queryRows, type PlainRow } from './rows';

/** Data page encodings that index into the dictionary (Parquet's PLAIN_DICTIONARY and RLE_DICTIONARY). */
const DICTIONARY_ENCODINGS = new Set([2, 8]);
const PAGE = { data: 0, index: 1, dictionary: 2, dataV2: 3 } as const;
/** A chunk bigger than this is not read into memory: the caller scans instead. */
const CHUNK_BYTES_MAX = 64 * 1024 * 1024;
/**
 * Dictionary entries decoded per column, over all its row groups, at most. Each row group repeats
 * its own dictionary, and decoding an entry here costs about what DuckDB's multi-threaded
 * `SELECT DISTINCT` pays for a few rows: past this, the scan is the faster way, so the first row
 * group's count times the number of row groups decides before the rest is read.
 */
const ENTRIES_MAX = 100_000;

class Unprovable extends Error {}

/** Thrift's compact protocol, only as far as a page header needs: read some fields, skip the rest. */
class CompactReader {
  pos = 0;
  constructor(private readonly bytes: Uint8Array, start: number, private readonly end: number) {
    this.pos = start;
  }

  byte(): number {
    if (this.pos >= this.end) throw new Unprovable('page header runs past the chunk');
    return this.bytes[this.pos++];
  }

  varint(): number {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = this.byte();
      result += (b & 0x7f) * 2 ** shift;
      if ((b & 0x80) === 0) return result;
      shift += 7;
      if (shift > 63) throw new Unprovable('bad varint');
    }
  }

  zigzag(): number {
    const n = this.varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }

  skipBytes(n: number): void {
    if (this.pos + n > this.end) throw new Unprovable('page header runs past the chunk');
    this.pos += n;
  }

  /** Reads a struct's fields, handing each (id, type) to `field`; it returns false to have the value skipped. */
  struct(field: (id: number, type: number) => boolean): void {
    let last = 0;
    for (;;) {
      const header = this.byte();
      const type = header & 0x0f;
      if (type === 0) return;
      const delta = header >> 4;
      const id = delta ? last + delta : this.zigzag();
      last = id;
      if (!field(id, type)) this.skip(type);
    }
  }

  skip(type: number): void {
    switch (type) {
      case 1: case 2: return; // booleans carry their value in the type
      case 3: this.skipBytes(1); return;
      case 4: case 5: case 6: this.varint(); return;
      case 7: this.skipBytes(8); return;
      case 8: this.skipBytes(this.varint()); return;
      case 9: case 10: {
        const header = this.byte();
        const size = header >> 4 === 15 ? this.varint() : header >> 4;
        for (let i = 0; i < size; i++) this.skipElement(header & 0x0f);
        return;
      }
      case 11: {
        const size = this.varint();
        if (size === 0) return;
        const types = this.byte();
        for (let i = 0; i < size; i++) {
          this.skipElement(types >> 4);
          this.skipElement(types & 0x0f);
        }
        return;
      }
      case 12: this.struct(() => false); return;
      default: throw new Unprovable(`unknown thrift type ${type}`);
    }
  }

  /** In lists and maps, a boolean takes a byte. */
  private skipElement(type: number): void {
    if (type === 1 || type === 2) this.skipBytes(1);
    else this.skip(type);
  }

  i32(type: number): number {
    if (type !== 5) throw new Unprovable('expected an i32');
    return this.zigzag();
  }
}

interface PageHeader {
  type: number;
  compressedSize: number;
  uncompressedSize: number;
  /** The page's value encoding (data pages v1 and v2, dictionary pages). */
  encoding?: number;
  /** Values in a dictionary page; values with nulls counted in a data page. */
  count?: number;
  /** Data page v1: how its definition levels are encoded (3 is RLE). */
  levelEncoding?: number;
  /** Data page v2: its nulls, the byte lengths of its levels (stored uncompressed), whether its values are compressed. */
  nulls?: number;
  definitionBytes?: number;
  repetitionBytes?: number;
  compressed?: boolean;
}

function pageHeader(reader: CompactReader): PageHeader {
  const header: PageHeader = { type: -1, compressedSize: -1, uncompressedSize: -1 };
  // The encoding's field id inside each page kind's own header struct.
  const encodingField: Record<number, number> = { 5: 2, 7: 2, 8: 4 };
  reader.struct((id, type) => {
    if (id === 1) header.type = reader.i32(type);
    else if (id === 2) header.uncompressedSize = reader.i32(type);
    else if (id === 3) header.compressedSize = reader.i32(type);
    else if (id in encodingField && type === 12) {
      reader.struct((inner, innerType) => {
        if (inner === encodingField[id]) header.encoding = reader.i32(innerType);
        else if (inner === 1) header.count = reader.i32(innerType);
        else if (id === 5 && inner === 3) header.levelEncoding = reader.i32(innerType);
        else if (id === 8 && inner === 2) header.nulls = reader.i32(innerType);
        else if (id === 8 && inner === 5) header.definitionBytes = reader.i32(innerType);
        else if (id === 8 && inner === 6) header.repetitionBytes = reader.i32(innerType);
        // A boolean carries its value in its type: 1 true, 2 false.
        else if (id === 8 && inner === 7 && (innerType === 1 || innerType === 2)) header.compressed = innerType === 1;
        else return false;
        return true;
      });
    } else return false;
    return true;
  });
  if (header.type < 0 || header.compressedSize < 0 || header.uncompressedSize < 0) throw new Unprovable('incomplete page header');
  return header;
}

/** Snappy's raw format (what Parquet's SNAPPY codec stores): literals and back-references. */
export function snappyDecompress(input: Uint8Array, expected: number): Uint8Array {
  let pos = 0;
  let length = 0;
  for (let shift = 0; ; shift += 7) {
    if (pos >= input.length || shift > 28) throw new Unprovable('bad snappy length');
    const b = input[pos++];
    length |= (b & 0x7f) << shift;
    if ((b & 0x80) === 0) break;
  }
  if (length !== expected) throw new Unprovable('snappy length does not match the page header');
  const out = new Uint8Array(length);
  let at = 0;
  const need = (n: number) => {
    if (pos + n > input.length) throw new Unprovable('truncated snappy data');
  };
  while (pos < input.length) {
    const tag = input[pos++];
    const kind = tag & 3;
    if (kind === 0) {
      let size = tag >> 2;
      if (size >= 60) {
        const bytes = size - 59;
        need(bytes);
        size = 0;
        for (let i = 0; i < bytes; i++) size |= input[pos++] << (8 * i);
        size >>>= 0;
      }
      size += 1;
      need(size);
      if (at + size > length) throw new Unprovable('snappy literal past the end');
      out.set(input.subarray(pos, pos + size), at);
      pos += size;
      at += size;
      continue;
    }
    let size: number;
    let offset: number;
    if (kind === 1) {
      need(1);
      size = ((tag >> 2) & 7) + 4;
      offset = ((tag >> 5) << 8) | input[pos++];
    } else if (kind === 2) {
      need(2);
      size = (tag >> 2) + 1;
      offset = input[pos] | (input[pos + 1] << 8);
      pos += 2;
    } else {
      need(4);
      size = (tag >> 2) + 1;
      offset = (input[pos] | (input[pos + 1] << 8) | (input[pos + 2] << 16) | (input[pos + 3] << 24)) >>> 0;
      pos += 4;
    }
    if (offset === 0 || offset > at || at + size > length) throw new Unprovable('bad snappy copy');
    // Copies may overlap their own output (a run): byte by byte.
    for (let i = 0; i < size; i++, at++) out[at] = out[at - offset];
  }
  if (at !== length) throw new Unprovable('snappy data shorter than stated');
  return out;
}

function decompress(codec: string, data: Uint8Array, size: number): Uint8Array {
  switch (codec) {
    case 'UNCOMPRESSED': return data;
    case 'SNAPPY': return snappyDecompress(data, size);
    case 'GZIP': return zlib.gunzipSync(data);
    case 'BROTLI': return zlib.brotliDecompressSync(data);
    case 'ZSTD': {
      // Node 22.15 and later decompress zstd; on older Node the caller scans.
      const zstd = (zlib as unknown as { zstdDecompressSync?: (input: Uint8Array) => Uint8Array }).zstdDecompressSync;
      if (!zstd) throw new Unprovable('zstd is not available in this Node');
      return zstd(data);
    }
    default: throw new Unprovable(`codec ${codec}`);
  }
}

/** A dictionary page of a text column: PLAIN byte arrays, each a 4-byte length and its bytes. */
function readDictionary(page: Uint8Array, count: number): string[] {
  const buffer = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const entries: string[] = [];
  let pos = 0;
  for (let i = 0; i < count; i++) {
    if (pos + 4 > buffer.length) throw new Unprovable('truncated dictionary');
    const size = buffer.readUInt32LE(pos);
    pos += 4;
    if (pos + size > buffer.length) throw new Unprovable('truncated dictionary');
    entries.push(buffer.toString('utf8', pos, pos + size));
    pos += size;
  }
  return entries;
}

/**
 * Parquet's RLE/bit-packed hybrid: hands each run to `run(value, times)` (a bit-packed value once
 * each) for the first `count` values of bytes[pos, end); returns where the values ended. Bit-packed
 * runs are padded to groups of 8, which are never handed on. `run` returns true to stop early.
 */
function readHybrid(bytes: Uint8Array, pos: number, end: number, width: number, count: number, run: (value: number, times: number) => boolean): number {
  if (width > 32) throw new Unprovable('bit width past 32');
  const valueBytes = Math.ceil(width / 8);
  let left = count;
  while (left > 0) {
    let header = 0;
    for (let shift = 0; ; shift += 7) {
      if (pos >= end || shift > 28) throw new Unprovable('bad run header');
      const b = bytes[pos++];
      header += (b & 0x7f) * 2 ** shift;
      if ((b & 0x80) === 0) break;
    }
    if (header % 2 === 0) {
      const times = Math.min(header / 2, left);
      if (times === 0 || pos + valueBytes > end) throw new Unprovable('bad repeated run');
      let value = 0;
      for (let i = 0; i < valueBytes; i++) value += bytes[pos + i] * 2 ** (8 * i);
      pos += valueBytes;
      left -= times;
      if (run(value, times)) return pos;
    } else {
      const groups = (header - 1) / 2;
      const runEnd = pos + groups * width;
      if (groups === 0 || runEnd > end) throw new Unprovable('bad bit-packed run');
      const values = Math.min(groups * 8, left);
      for (let i = 0; i < values; i++) {
        // Values are packed from the lowest bit of each byte up.
        let value = 0;
        for (let bit = 0; bit < width; bit++) {
          const at = i * width + bit;
          if (bytes[pos + (at >> 3)] & (1 << (at & 7))) value += 2 ** bit;
        }
        if (run(value, 1)) return runEnd;
      }
      pos = runEnd;
      left -= values;
    }
  }
  return pos;
}

/**
 * Marks in `used` the dictionary entries one data page's values point to; returns true once every
 * entry is marked. `optional`: the column has definition levels (nulls), one bit each.
 */
function markUsed(chunk: Chunk, header: PageHeader, body: Uint8Array, used: Uint8Array, seen: { count: number }, optional: boolean): boolean {
  const total = header.count;
  if (total === undefined) throw new Unprovable('a data page without its value count');
  let values: Uint8Array;
  let pos = 0;
  let present = total;
  if (header.type === PAGE.dataV2) {
    const levels = (header.definitionBytes ?? 0) + (header.repetitionBytes ?? 0);
    if ((header.repetitionBytes ?? 0) !== 0 || header.nulls === undefined || levels > body.length) throw new Unprovable('unexpected levels');
    present = total - header.nulls;
    const data = body.subarray(levels);
    values = header.compressed === false ? data : decompress(chunk.codec, data, header.uncompressedSize - levels);
  } else {
    values = decompress(chunk.codec, body, header.uncompressedSize);
    if (optional) {
      if (header.levelEncoding !== 3 || values.length < 4) throw new Unprovable('definition levels not RLE');
      const size = Buffer.from(values.buffer, values.byteOffset, values.byteLength).readUInt32LE(0);
      if (4 + size > values.length) throw new Unprovable('definition levels past the page');
      present = 0;
      readHybrid(values, 4, 4 + size, 1, total, (level, times) => {
        if (level === 1) present += times;
        return false;
      });
      pos = 4 + size;
    }
  }
  if (present === 0) return seen.count === used.length;
  if (pos >= values.length) throw new Unprovable('no index width');
  const width = values[pos];
  readHybrid(values, pos + 1, values.length, width, present, (index) => {
    if (index >= used.length) throw new Unprovable('index past the dictionary');
    if (!used[index]) {
      used[index] = 1;
      seen.count++;
    }
    return seen.count === used.length;
  });
  return seen.count === used.length;
}

export interface Chunk {
  codec: string;
  /** The column may hold nulls (its data pages carry definition levels). */
  optional: boolean;
  start: number;
  size: number;
  values: number;
  nulls: number | null;
  /** The chunk's least and greatest value by its statistics (null when it has none). */
  least: string | null;
  greatest: string | null;
}

/**
 * The column chunks of a Parquet file's top-level text columns, by column name, from its footer
 * (one query, reused for each column a job looks up, and for what the statistics prove as the file
 * is read: parquetPrefixes.ts). A name whose chunks are not one per row group of a text type (a
 * nested field of the same path) is left out.
 */
export async function parquetTextChunks(connection: DuckDBConnection, file: string): Promise<Map<string, Chunk[]>> {
  // Only the text chunks come to JavaScript (the rest cost as much again to convert), with the
  // number of row groups (their ids run from 0) counted over all chunks.
  const rows = await queryRows(
    connection,
    `SELECT * FROM (
       SELECT row_group_id AS "group", path_in_schema AS "column", type AS "type", compression AS "codec", dictionary_page_offset AS "dictionary",
         data_page_offset AS "data", total_compressed_size AS "size", num_values AS "values", stats_null_count AS "nulls", row_group_num_rows AS "rows",
         stats_min_value AS "least", stats_max_value AS "greatest", max(row_group_id) OVER () + 1 AS "groups"
       FROM parquet_metadata(${literal(file)})
     ) WHERE "type" = 'BYTE_ARRAY' ORDER BY "group"`,
  );
  // A top-level column is OPTIONAL (definition levels) or REQUIRED; REPEATED ones are left out.
  const repetition = new Map((await queryRows(connection, `SELECT name, repetition_type AS "repetition" FROM parquet_schema(${literal(file)})`))
    .map((row) => [String(row.name), String(row.repetition)]));
  const groups = rows.length ? Number(rows[0].groups) : 0;
  const byColumn = new Map<string, typeof rows>();
  for (const row of rows) byColumn.set(String(row.column), [...(byColumn.get(String(row.column)) ?? []), row]);
  const chunks = new Map<string, Chunk[]>();
  for (const [column, list] of byColumn) {
    const kind = repetition.get(column);
    if (list.length !== groups || (kind !== 'OPTIONAL' && kind !== 'REQUIRED')) continue;
    chunks.set(column, list.filter((row) => Number(row.rows) > 0).map((row) => ({
      codec: String(row.codec),
      optional: kind === 'OPTIONAL',
      start: Math.min(...[row.dictionary, row.data].map(Number).filter((n) => Number.isFinite(n) && n > 0)),
      size: Number(row.size),
      values: Number(row.values),
      nulls: row.nulls == null ? null : Number(row.nulls),
      least: typeof row.least === 'string' ? row.least : null,
      greatest: typeof row.greatest === 'string' ? row.greatest : null,
    })));
  }
  return chunks;
}

/**
 * The distinct values of one top-level text column of a Parquet file, given its chunks
 * (`parquetTextChunks`): every value, once, when the file proves them; `null` when there are more
 * than `max`; `undefined` when the file does not prove them (the caller then asks DuckDB).
 */
export async function parquetDictionaryValues(file: string, chunks: Chunk[] | undefined, max: number): Promise<string[] | null | undefined> {
  if (!chunks) return undefined;
  const values = new Set<string>();
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    // The first chunk's dictionary page header tells a column past the bound before any chunk is read whole.
    const first = chunks.length ? dictionaryEntries(fd, chunks[0]) : 0;
    if (first * chunks.length > ENTRIES_MAX) return undefined;
    for (const chunk of chunks) {
      if (!Number.isFinite(chunk.start) || chunk.size <= 0 || chunk.size > CHUNK_BYTES_MAX) return undefined;
      // One chunk read at a time, then the event loop's turn: a chunk is a few kilobytes to a few
      // megabytes, read synchronously. Each asynchronous read cost the main thread ~0.15 ms at no
      // load (measured: 243 reads of 46 KB, 27-91 ms of the loop's time against 7-16 ms read
      // synchronously), and 181 ms of a 10M-row Parquet file's first answer at load 7.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const bytes = Buffer.allocUnsafe(chunk.size);
      if (readSync(fd, bytes, 0, chunk.size, chunk.start) !== chunk.size) return undefined;
      if (!readChunk(bytes, chunk, values, max)) return null;
    }
  } catch {
    // Unprovable, a codec's own error, a read that failed: DuckDB's scan answers instead (and names any real fault).
    return undefined;
  } finally {
    closeSync(fd);
  }
  return [...values];
}

/** A page header is a few dozen bytes: this many hold any dictionary page's. */
const HEADER_BYTES_MAX = 256;

/** The entries of a chunk's dictionary, from its first page's header alone: 0 when the chunk starts with no dictionary page. */
function dictionaryEntries(fd: number, chunk: Chunk): number {
  const bytes = Buffer.allocUnsafe(Math.max(0, Math.min(HEADER_BYTES_MAX, chunk.size)));
  const bytesRead = readSync(fd, bytes, 0, bytes.length, chunk.start);
  const header = pageHeader(new CompactReader(bytes, 0, bytesRead));
  return header.type === PAGE.dictionary ? header.count ?? 0 : 0;
}

/**
 * Walks one column chunk's pages, adding to `values` the dictionary's entries that its data pages
 * use: false when the values exceed `max`; throws Unprovable when a page is not dictionary-encoded.
 */
function readChunk(bytes: Uint8Array, chunk: Chunk, values: Set<string>, max: number): boolean {
  let entries: string[] = [];
  let used = new Uint8Array(0);
  const seen = { count: 0 };
  let pos = 0;
  let dictionaries = 0;
  let dataPages = 0;
  while (pos < bytes.length) {
    const reader = new CompactReader(bytes, pos, bytes.length);
    const header = pageHeader(reader);
    const body = reader.pos;
    const next = body + header.compressedSize;
    if (next > bytes.length) throw new Unprovable('page past the chunk');
    if (header.type === PAGE.dictionary) {
      // One dictionary, before every data page.
      if (dictionaries++ > 0 || dataPages > 0 || header.count === undefined) throw new Unprovable('unexpected dictionary page');
      // Dictionary entries are written plainly (PLAIN, or PLAIN_DICTIONARY in old files).
      if (header.encoding !== 0 && header.encoding !== 2) throw new Unprovable('dictionary page not plain');
      const page = decompress(chunk.codec, bytes.subarray(body, next), header.uncompressedSize);
      entries = readDictionary(page, header.count);
      used = new Uint8Array(entries.length);
    } else if (header.type === PAGE.data || header.type === PAGE.dataV2) {
      dataPages++;
      const indexes = header.encoding !== undefined && DICTIONARY_ENCODINGS.has(header.encoding);
      if (!indexes && chunk.nulls !== chunk.values) throw new Unprovable('a data page is not dictionary-encoded');
      // Once every entry is seen used, the rest of the pages need only their headers.
      if (indexes && seen.count < used.length) markUsed(chunk, header, bytes.subarray(body, next), used, seen, chunk.optional);
    } else if (header.type !== PAGE.index) {
      throw new Unprovable(`page type ${header.type}`);
    }
    pos = next;
  }
  // A chunk of nulls only may carry no dictionary; any value needs one.
  if (dictionaries === 0 && chunk.nulls !== chunk.values) throw new Unprovable('no dictionary page');
  for (const [index, entry] of entries.entries()) {
    if (!used[index]) continue;
    values.add(entry);
    if (values.size > max) return false;
  }
  return true;
}

const PARQUET_EXTENSIONS = new Set(['parquet', 'parq', 'pq']);

/** True for a file name's extension (as the sources store it) that DuckDB reads as Parquet. */
export const isParquetExtension = (ext: string): boolean => PARQUET_EXTENSIONS.has(ext);

/**
 * The Parquet files that a job's tables read in place, by table name: the in-place sources'
 * links (localFiles.ts checks them against the user's file before every job). Their tables are
 * views over the file (loaders.ts), so the file's dictionaries are the table's values.
 */
export async function inPlaceParquetFiles(tx: Pick<Tx, 'all'>, sources: PlainRow[], tables: AnalystTable[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const parquet = sources.filter((source) => PARQUET_EXTENSIONS.has(String(source.ext)));
  if (parquet.length === 0) return files;
  const linked = new Set((await tx.all(`SELECT datasource_id FROM meta.local_files WHERE list_contains(from_json(?, '["VARCHAR"]'), datasource_id)`, [JSON.stringify(parquet.map((source) => String(source.id)))]))
    .map((row) => String(row.datasource_id)));
  for (const table of tables) {
    const source = parquet.find((s) => String(s.id) === table.source.datasource_id);
    if (source && linked.has(String(source.id))) files.set(table.table, String(source.file_path));
  }
  return files;
}

/**
 * The analyst's `knownValues` for one job: a column's values from its file's dictionaries, for the
 * text columns the view passes through unchanged (a column read from text as dates or numbers, or
 * with placeholders made missing, has other values than the file's). `footerOf`: the file's text
 * column chunks (the engine keeps them across jobs: parquetFooters.ts).
 */
export function dictionaryLister(footerOf: (file: string) => Promise<Map<string, Chunk[]> | undefined>, files: Map<string, string>, tables: AnalystTable[]) {
  return async (table: string, column: string, max: number): Promise<string[] | null | undefined> => {
    const file = files.get(table);
    const info = tables.find((t) => t.table === table)?.columns.find((c) => c.name === column);
    if (!file || !info || info.written || info.type !== 'VARCHAR') return undefined;
    return parquetDictionaryValues(file, (await footerOf(file))?.get(column), max);
  };
}
