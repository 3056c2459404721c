/**
 * File kinds by name. The hosted service accepts SUPPORTED_EXTENSIONS; the local engine also reads
 * columnar and compressed files that the hosted service refuses. Shared by the client's checks,
 * the extension's "Analyze this File" and the engine, so the three never disagree.
 */
import { SUPPORTED_EXTENSIONS } from './types';

/** Kinds only the local engine reads (lower case, with the dot). */
export const LOCAL_ENGINE_ONLY_EXTENSIONS = ['.parquet', '.parq', '.pq', '.ndjson', '.jsonl', '.csv.gz', '.tsv.gz', '.duckdb'] as const;

/** Double extensions that name one kind: `orders.csv.gz` is a compressed CSV, not a `.gz`. */
const COMPOUND = ['.csv.gz', '.tsv.gz'];

/** The kind of a file name, lower case with the dot (`.csv`, `.csv.gz`), or '' when it has none. */
export function fileKind(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? name).toLowerCase();
  const compound = COMPOUND.find((ext) => base.endsWith(ext) && base.length > ext.length);
  if (compound) return compound;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot) : '';
}

export function isHostedKind(kind: string): boolean {
  return (SUPPORTED_EXTENSIONS as readonly string[]).includes(kind);
}

export function isLocalEngineOnlyKind(kind: string): boolean {
  return (LOCAL_ENGINE_ONLY_EXTENSIONS as readonly string[]).includes(kind);
}

/** Every kind some service accepts: the hosted service's and the local engine's. */
export const ALL_DATA_EXTENSIONS: readonly string[] = [...SUPPORTED_EXTENSIONS, ...LOCAL_ENGINE_ONLY_EXTENSIONS];

/**
 * Kinds the local engine reads in place, where the file is, rather than from a copy: the big
 * tabular files (the rules are in src/engine/localFiles.ts). Lower case, with the dot.
 */
export const IN_PLACE_EXTENSIONS: readonly string[] = ['.csv', '.tsv', '.csv.gz', '.tsv.gz', '.parquet', '.parq', '.pq', '.ndjson', '.jsonl'];

export function isInPlaceKind(kind: string): boolean {
  return IN_PLACE_EXTENSIONS.includes(kind);
}
