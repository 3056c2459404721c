/**
 * What every route handler gets: the engine's shared state and one request's inputs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Analyst } from './analyst/contract';
import type { Database } from './database';
import { invalid } from './errors';
import type { IngestWorker } from './ingest';
import type { FetchLimits } from './fetchUrl';
import type { EngineLogger } from './log';
import type { UrlSigner } from './signing';
import type { Body } from './validate';
import type { ParquetFooters } from './parquetFooters';
import type { TableFacts } from './tableFacts';

export interface EnginePaths {
  root: string;
  uploads: string;
  parts: string;
  sources: string;
  results: string;
  scratch: string;
}

export function enginePaths(dataDir: string): EnginePaths {
  const root = path.resolve(dataDir);
  return {
    root,
    uploads: path.join(root, 'uploads'),
    parts: path.join(root, 'parts'),
    sources: path.join(root, 'sources'),
    results: path.join(root, 'results'),
    scratch: path.join(root, 'tmp'),
  };
}

export interface EngineSettings {
  jobQuota: number;
  jobTimeLimitMs: number;
  keepAliveMs: number;
  /** How long a job's TABLE/IMAGE address works. */
  resultTtlMs: number;
  /** How long a multipart upload's part addresses work, and an upload waits for its data source. */
  uploadTtlMs: number;
  partSize: number;
  maxUploadBytes: number;
  /** A request body silent for this long is cut off. */
  idleTimeoutMs: number;
  /** Clients with the key may register workspace files to be read in place (localFiles.ts). */
  readInPlace: boolean;
}

export interface Engine {
  db: Database;
  signer: UrlSigner;
  paths: EnginePaths;
  ingest: IngestWorker;
  analyst: Analyst;
  /** What the analyst learned about loaded tables, kept across jobs. */
  tableFacts: TableFacts;
  /** The footers of the Parquet files read in place, read once each as its source is synched. */
  parquetFooters: ParquetFooters;
  logger: EngineLogger;
  settings: EngineSettings;
  /** http://127.0.0.1:<port>, known once listening. */
  baseUrl(): string;
  /** Aborted when the engine stops, so running jobs end. */
  stopping: AbortSignal;
  /** One promise per running job, settled once its connection is closed and it is in the history, and per footer read (parquetFooters.ts); closing waits for them. */
  running: Set<Promise<void>>;
  /** One token per job from its request until it is in the history: work the engine does ahead of questions yields to them (factsAhead.ts). */
  questions: Set<object>;
  /** Replaces the API key in a text (any form of it): for everything that leaves the engine or is stored. */
  redact(text: string): string;
  /** Which `url` data sources may reach local or private hosts, and the resolver that decides. */
  urlPolicy: Pick<FetchLimits, 'allowPrivate' | 'allowHosts' | 'resolve'>;
  /** Browser origins the user allowed (normalised `scheme://host:port`). */
  allowedOrigins: ReadonlySet<string>;
}

export interface Call {
  engine: Engine;
  req: IncomingMessage;
  res: ServerResponse;
  params: string[];
  query: URLSearchParams;
  path: string;
  traceId: string;
  /** The JSON body as an object; read once. */
  body(): Promise<Body>;
}

/** A handler either returns the envelope's data (code 0) or writes the response itself. */
export type Handler = (call: Call) => Promise<Reply>;
export type Reply = { data: unknown; overview?: boolean } | { handled: true };

export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * The JSON body as an object. `redact` is applied to the text before it is parsed: a key pasted
 * into a name, a question or an address is replaced before anything can store, log or echo it.
 */
export async function readJsonBody(req: IncomingMessage, redact: (text: string) => string = (text) => text): Promise<Body> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > MAX_JSON_BYTES) throw invalid('the JSON body is larger than 1 MiB');
    chunks.push(chunk);
  }
  const text = redact(Buffer.concat(chunks).toString('utf8'));
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('the body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('the body must be a JSON object');
  return parsed as Body;
}
