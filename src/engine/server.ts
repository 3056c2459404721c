/**
 * The local engine's HTTP server: loopback only, every /v2 call authenticated with the API key,
 * signed addresses for files and upload parts, one envelope for every answer (even for requests
 * too malformed to route) and no stack traces on the wire. Browser origins are refused unless
 * listed, clients that stop sending are cut off, and the key never leaves in a log line or a
 * body. `startEngine` is used by main.ts (its own process), the CLI (in-process) and tests.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { ERROR_CODES, LIMITS } from '../api/types';
import type { Analyst } from './analyst/contract';
import type { Call, Engine, EngineSettings, Handler } from './context';
import { enginePaths, readJsonBody } from './context';
import { Database } from './database';
import { createDataset, datasetOverview, datasetStatus, deleteDataset, listDatasets, modifyDataset } from './datasets';
import {
  createDataSource, createDataSourceWithoutDataset, deleteDataSource, getDataSource, listDataSources, presignDataSource,
} from './datasources';
import { EngineError, invalid } from './errors';
import { downloadResult, downloadSource } from './files';
import { IngestWorker } from './ingest';
import { createJob, markInterruptedJobs } from './jobs';
import { registerLocalFile } from './localFiles';
import { loggablePath, redactingLogger, secretRedactor, silentLogger, type EngineLogger } from './log';
import type { HostResolver } from './fetchUrl';
import { listTables, runReadOnlySql } from './sqlQuery';
import { createSession, deleteSession, getSession, listSessions, modifySession, sessionHistory } from './sessions';
import { UrlSigner } from './signing';
import { ParquetFooters } from './parquetFooters';
import { TableFacts } from './tableFacts';
import { prepareFactsAhead, type TablePreparer } from './factsAhead';
import { completeMultipart, initMultipart, putPart, smallUpload } from './uploads';
import type { Body } from './validate';

export interface StartEngineOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  dataDir: string;
  apiKey: string;
  analyst: Analyst;
  /** The engine only ever binds to loopback. */
  host?: '127.0.0.1';
  /** Jobs the engine answers in its lifetime (persisted); 210021 beyond. Default unlimited. */
  jobQuota?: number;
  /** Let `url` data sources reach loopback and private addresses (tests only). */
  allowPrivateUrls?: boolean;
  /** Host names (or IP addresses) `url` data sources may reach even though they are local or private. */
  allowUrlHosts?: string[];
  /** Resolves host names for `url` data sources (tests stand in a DNS that changes its answer). */
  resolveHost?: HostResolver;
  /** Browser origins (`https://example.org`) whose requests are served; any other `Origin` is refused. */
  allowOrigins?: string[];
  /** A client must send its request headers within this time. Default 30 s. */
  headersTimeoutMs?: number;
  /** A request body that receives no byte for this long is cut off. Default 60 s. */
  idleTimeoutMs?: number;
  logger?: EngineLogger;
  /** A job is stopped after this long. Default 10 minutes. */
  jobTimeLimitMs?: number;
  /** A `:keep-alive` comment goes out after this much silence in a stream. Default 5 s. */
  keepAliveMs?: number;
  /** How long a job's TABLE/IMAGE address works. Default 24 h. */
  resultTtlMs?: number;
  /** How long multipart part addresses work, and how long an upload waits for its data source. Default 24 h. */
  uploadTtlMs?: number;
  /** Multipart part size. Default 5 MiB, as the vendor clients assume. */
  partSize?: number;
  /** Largest upload. Default 2 GiB. */
  maxUploadBytes?: number;
  /** Largest `url` download. Default 1 GiB. */
  maxDownloadBytes?: number;
  /** Time limit of a `url` download. Default 5 minutes. */
  downloadTimeoutMs?: number;
  /**
   * Let clients with the key register files on this machine to be read in place
   * (POST /v2/team/local-files; the rules are in localFiles.ts). Default false.
   */
  readFilesInPlace?: boolean;
  /** Tables with more rows than this are synched before their full profile (profile.ts). Default 1,000,000. */
  deferProfileRows?: number;
  /** How long no question may run before a deferred profile starts. Default 1 s. */
  profileQuietMs?: number;
  /** Computes the analyst's facts about a source's tables as it is synched (factsAhead.ts); none when absent. */
  prepareTables?: TablePreparer;
}

export interface RunningEngine {
  /** http://127.0.0.1:<port>: the base url; the API is under /v2/team. */
  url: string;
  port: number;
  /** True while the engine answers a request, syncs a source, runs a job or computes facts ahead: work done while it is idle (warm-ups) stops. */
  busy(): boolean;
  close(): Promise<void>;
}

interface Route {
  methods: string[];
  pattern: RegExp;
  handler: Handler;
  /** Signed routes are authorised by their address's signature instead of the API key. */
  signed?: boolean;
}

const ID = '([^/]+)';
const route = (methods: string[], pattern: string, handler: Handler, signed = false): Route => ({
  methods, pattern: new RegExp(`^${pattern}$`), handler, signed,
});

const ROUTES: Route[] = [
  route(['POST'], '/v2/team/sessions', createSession),
  route(['GET'], '/v2/team/sessions', listSessions),
  route(['GET'], `/v2/team/sessions/${ID}`, getSession),
  route(['POST'], `/v2/team/sessions/${ID}`, modifySession),
  route(['DELETE'], `/v2/team/sessions/${ID}`, deleteSession),
  route(['GET'], `/v2/team/sessions/${ID}/history`, sessionHistory),
  route(['POST'], '/v2/team/datasets', createDataset),
  route(['GET'], '/v2/team/datasets', listDatasets),
  route(['POST'], `/v2/team/datasets/${ID}`, modifyDataset),
  route(['DELETE'], `/v2/team/datasets/${ID}`, deleteDataset),
  route(['GET'], `/v2/team/datasets/${ID}/overview`, datasetOverview),
  route(['GET'], `/v2/team/datasets/${ID}/status`, datasetStatus),
  // The local engine's own extension of v2 (docs/interface-notes.md): read-only SQL for the data tools.
  route(['GET'], `/v2/team/datasets/${ID}/tables`, listTables),
  route(['POST'], `/v2/team/datasets/${ID}/sql`, runReadOnlySql),
  route(['POST'], `/v2/team/datasets/${ID}/datasources`, createDataSource),
  route(['GET'], `/v2/team/datasets/${ID}/datasources`, listDataSources),
  route(['GET'], `/v2/team/datasets/${ID}/datasources/${ID}`, getDataSource),
  route(['DELETE'], `/v2/team/datasets/${ID}/datasources/${ID}`, deleteDataSource),
  route(['POST'], `/v2/team/datasets/${ID}/datasources/${ID}/presign`, presignDataSource),
  route(['POST'], '/v2/team/datasources', createDataSourceWithoutDataset),
  route(['POST'], '/v2/team/file/upload-datasource', smallUpload),
  route(['POST'], '/v2/team/file/init-multipart-upload', initMultipart),
  route(['POST'], '/v2/team/file/complete-multipart-upload', completeMultipart),
  route(['POST'], '/v2/team/jobs', createJob),
  route(['POST'], '/v2/team/local-files', registerLocalFile),
  route(['PUT'], `/uploads/${ID}/parts/([0-9]+)`, putPart, true),
  route(['GET', 'HEAD'], `/files/sources/${ID}/${ID}`, downloadSource, true),
  route(['GET', 'HEAD'], `/files/results/${ID}/${ID}`, downloadResult, true),
];

export const MIN_KEY_LENGTH = 16;

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

function sendJson(res: http.ServerResponse, status: number, body: unknown, redact: (text: string) => string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  // An error message may quote what the client sent (a path, a name): never the key back.
  const text = redact(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function keyMatches(given: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof given !== 'string' || given === '') return false;
  // Comparing fixed-length digests keeps the comparison constant-time whatever the lengths.
  return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
}

/** `https://Example.org/` and `https://example.org` are one origin; what does not parse stays as sent (and matches nothing). */
function normalOrigin(origin: string): string {
  try {
    const parsed = new URL(origin);
    return parsed.origin === 'null' ? origin : parsed.origin;
  } catch {
    return origin;
  }
}

/** CORS for an origin the user listed, so a page they serve can call the engine. */
function allowCrossOrigin(res: http.ServerResponse, origin: string): void {
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, DELETE');
  res.setHeader('access-control-allow-headers', 'x-pd-api-key, x-pd-external-trace-id, content-type');
  res.setHeader('access-control-expose-headers', 'x-pd-trace-id, etag');
  res.setHeader('access-control-max-age', '600');
}

/**
 * Cuts off a request whose body stops arriving: while the body is being received, the socket may
 * be silent for at most `idleMs`. A slow but steady upload keeps resetting the timer. Once the
 * body is in, the timer is off again: a job may compute for minutes before it answers.
 */
function watchIdleBody(req: http.IncomingMessage, res: http.ServerResponse, idleMs: number): void {
  if (req.complete) return;
  const socket = req.socket;
  socket.setTimeout(idleMs);
  req.once('end', () => {
    // After the response, Node has set its own keep-alive timer on the socket: leave that one.
    if (!res.writableFinished) socket.setTimeout(0);
  });
}

/**
 * Answers a request Node could not parse (headers too large, bad syntax, headers too slow) in the
 * interface's error envelope rather than Node's empty reply, then closes the connection.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, logger: EngineLogger): void {
  const pending = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (!socket.writable || pending?.headersSent || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, msg] = error.code === 'HPE_HEADER_OVERFLOW'
    ? [431, `the request headers are larger than ${http.maxHeaderSize} bytes; send fewer or shorter headers`]
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'the request headers did not arrive in time; the connection is closed']
      : [400, 'the request is not valid HTTP'];
  logger.warn('request refused before routing', { status, error: error.code ?? 'unknown' });
  const body = JSON.stringify({ code: ERROR_CODES.invalidParameters, msg });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function startEngine(options: StartEngineOptions): Promise<RunningEngine> {
  if (!options.apiKey) throw new Error('startEngine needs an apiKey');
  // A short key is easy to guess, and redacting it by value would mangle ordinary text.
  if (options.apiKey.length < MIN_KEY_LENGTH) throw new Error(`the API key must be at least ${MIN_KEY_LENGTH} characters`);
  const redact = secretRedactor(options.apiKey);
  const logger = redactingLogger(options.logger ?? silentLogger, redact);
  const allowedOrigins = new Set((options.allowOrigins ?? []).map(normalOrigin));
  const paths = enginePaths(options.dataDir);
  for (const dir of [paths.root, paths.uploads, paths.parts, paths.sources, paths.results, paths.scratch]) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
  }
  const settings: EngineSettings = {
    jobQuota: options.jobQuota ?? Number.POSITIVE_INFINITY,
    jobTimeLimitMs: options.jobTimeLimitMs ?? 10 * 60_000,
    keepAliveMs: options.keepAliveMs ?? 5_000,
    resultTtlMs: options.resultTtlMs ?? 24 * 3600_000,
    uploadTtlMs: options.uploadTtlMs ?? 24 * 3600_000,
    partSize: options.partSize ?? 5 * 1024 * 1024,
    maxUploadBytes: options.maxUploadBytes ?? 2 * 1024 ** 3,
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    readInPlace: options.readFilesInPlace ?? false,
  };
  const db = await Database.open(path.join(paths.root, 'engine.duckdb'), [paths.sources, paths.scratch]);
  const signer = await UrlSigner.fromFile(path.join(paths.root, 'signing.key'));
  const urlPolicy = { allowPrivate: options.allowPrivateUrls ?? false, allowHosts: options.allowUrlHosts ?? [], resolve: options.resolveHost };
  const ingest = new IngestWorker(db, paths.scratch, {
    maxBytes: options.maxDownloadBytes ?? 1024 ** 3,
    timeoutMs: options.downloadTimeoutMs ?? 5 * 60_000,
    ...urlPolicy,
  }, logger, {
    busy: () => engine.running.size > 0, deferProfileRows: options.deferProfileRows, quietMs: options.profileQuietMs,
    // A Parquet file read in place: its footer is read as it is synched (its statistics), once, and
    // kept for the first question's value lookups.
    parquetFooter: (file) => engine.parquetFooters.chunks(file),
    // The analyst's facts about every source's tables are computed as soon as it is synched, when the analyst offers them (factsAhead.ts).
    synched: (id) => {
      const prepare = options.prepareTables;
      if (prepare && !engine.stopping.aborted) track(prepareFactsAhead(engine, prepare, id));
    },
  });
  const stopping = new AbortController();
  let baseUrl = '';
  /** Work of the engine's own that a close waits for (a footer read, facts computed ahead). */
  const track = (call: Promise<unknown>) => {
    const done = call.then(() => undefined, () => undefined);
    engine.running.add(done);
    void done.then(() => engine.running.delete(done));
  };
  const engine: Engine = {
    db, signer, paths, ingest, analyst: options.analyst, tableFacts: new TableFacts(), parquetFooters: new ParquetFooters(() => db.connect(), track, { stopping: stopping.signal, timeLimitMs: settings.jobTimeLimitMs }), logger, settings, baseUrl: () => baseUrl, stopping: stopping.signal, running: new Set(), questions: new Set(),
    redact, allowedOrigins, urlPolicy,
  };
  const expectedKey = createHash('sha256').update(options.apiKey).digest();

  await removeExpired(engine, true);
  const interrupted = await markInterruptedJobs(engine);
  if (interrupted > 0) logger.warn('jobs interrupted when the engine stopped are in their history as failed', { count: interrupted });
  const resumed = await ingest.resume();
  if (resumed > 0) logger.info('re-ingesting data sources left synching', { count: resumed });

  const headersTimeout = options.headersTimeoutMs ?? 30_000;
  // Node checks header deadlines on this interval: without it a slow client could hold a
  // connection for up to twice the timeout.
  // Requests being answered: with the work below, what `busy()` reports.
  let answering = 0;
  const server = http.createServer({ connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersTimeout / 4))) }, (req, res) => {
    answering++;
    res.once('close', () => answering--);
    handle(engine, expectedKey, req, res).catch((error: Error) => {
      logger.error('request failed outside its handler', { error: error.message });
      if (!res.headersSent) sendJson(res, 500, { code: ERROR_CODES.internal, msg: 'internal error' }, redact);
      else res.destroy();
    });
  });
  server.headersTimeout = headersTimeout;
  // Uploads and streamed jobs may take long (jobs have their own limit): no limit on a whole
  // request, but one on silence while its body arrives (see `handle`).
  server.requestTimeout = 0;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket, logger));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  const sweeper = setInterval(() => void removeExpired(engine).catch(() => undefined), 3600_000);
  sweeper.unref();
  logger.info('engine started', { port });

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    busy: () => answering > 0 || engine.ingest.syncing || engine.running.size > 0 || engine.questions.size > 0,
    close: () =>
      (closing ??= (async () => {
        clearInterval(sweeper);
        stopping.abort(new Error('the engine is stopping'));
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Running jobs end through `stopping`; give their streams a moment to send END_MARK.
        const grace = setTimeout(() => server.closeAllConnections(), 2_000);
        await ingest.stop();
        await closed;
        clearTimeout(grace);
        // A job's analyst may still be in a DuckDB query after its socket is gone: the database
        // closes only once every job has interrupted its query and closed its connection.
        while (engine.running.size > 0) await Promise.all(engine.running);
        await db.close();
        logger.info('engine stopped');
      })()),
  };
}

async function handle(engine: Engine, expectedKey: Buffer, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const started = Date.now();
  const traceId = randomBytes(16).toString('hex');
  res.setHeader('x-pd-trace-id', traceId);
  const external = req.headers['x-pd-external-trace-id'];
  const externalTraceId = typeof external === 'string' ? external.slice(0, LIMITS.externalTraceIdLength) : undefined;
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';
  watchIdleBody(req, res, engine.settings.idleTimeoutMs);
  res.on('finish', () => {
    engine.logger.info('request', {
      method, path: loggablePath(url.pathname, url.searchParams), status: res.statusCode, ms: Date.now() - started, trace: traceId, external_trace: externalTraceId,
    });
  });
  try {
    // DNS rebinding: a web page may reach 127.0.0.1 through a name it controls; its Host header gives it away.
    if (!LOOPBACK_HOST.test(req.headers.host ?? '')) {
      throw new EngineError(ERROR_CODES.noPermission, 'the engine only answers requests addressed to 127.0.0.1 or localhost', 403);
    }
    // The engine's clients (the extension host, the command line, scripts) send no Origin; a
    // web page always does. Refused even with the right key: a page must never drive the engine.
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!engine.allowedOrigins.has(normalOrigin(origin))) {
        throw new EngineError(
          ERROR_CODES.noPermission,
          'the engine does not answer web pages (this request carries a browser Origin); start it with --allow-origin <origin> to allow one',
          403,
        );
      }
      allowCrossOrigin(res, origin);
      if (method === 'OPTIONS') {
        res.writeHead(204, { 'content-length': '0' });
        res.end();
        return;
      }
    }
    const candidates = ROUTES.filter((r) => r.pattern.test(url.pathname));
    const isApi = url.pathname.startsWith('/v2/');
    if (isApi && !keyMatches(req.headers['x-pd-api-key'], expectedKey)) {
      throw new EngineError(ERROR_CODES.insufficientAuthentication, 'insufficient.authentication', 403);
    }
    if (candidates.length === 0) throw new EngineError(ERROR_CODES.notFound, `no such endpoint: ${method} ${url.pathname}`, 404);
    const chosen = candidates.find((r) => r.methods.includes(method));
    if (!chosen) {
      res.setHeader('allow', [...new Set(candidates.flatMap((r) => r.methods))].join(', '));
      throw new EngineError(ERROR_CODES.invalidParameters, `${method} is not allowed on ${url.pathname}`, 405);
    }
    if (chosen.signed) {
      const check = engine.signer.verify(method === 'HEAD' ? 'GET' : method, url.pathname, url.searchParams);
      if (check === 'expired') throw new EngineError(ERROR_CODES.expiredCredentials, 'this address has expired; ask for a new one', 403);
      if (check === 'bad') throw new EngineError(ERROR_CODES.badCredentials, 'the signature of this address is not valid', 403);
    }
    let params: string[];
    try {
      params = (chosen.pattern.exec(url.pathname) as RegExpExecArray).slice(1).map(decodeURIComponent);
    } catch {
      throw invalid('the address is not correctly encoded');
    }
    let body: Promise<Body> | undefined;
    const call: Call = {
      engine, req, res, params, query: url.searchParams, path: url.pathname, traceId,
      body: () => (body ??= readJsonBody(req, engine.redact)),
    };
    const reply = await chosen.handler(call);
    if ('handled' in reply) return;
    // The overview's code is the integer 0 too, as the hosted service and its own clients have it.
    sendJson(res, 200, { code: 0, data: reply.data }, engine.redact);
  } catch (error) {
    if (error instanceof EngineError) {
      sendJson(res, error.httpStatus, { code: error.code, msg: error.message }, engine.redact);
      return;
    }
    engine.logger.error('internal error', { trace: traceId, error: error instanceof Error ? error.message : String(error) });
    sendJson(res, 500, { code: ERROR_CODES.internal, msg: `internal error; quote trace id ${traceId} when reporting it` }, engine.redact);
  } finally {
    // A request whose body was never read (an early error) must not keep the socket busy.
    if (!req.readableEnded) req.resume();
  }
}

/**
 * Deletes result files whose addresses have expired, unfinished multipart uploads past their
 * time, and uploaded files no data source took before they expired. `atStart` (no request is
 * running yet) also deletes files the database does not know: left by a crash between writing a
 * file and recording it.
 */
async function removeExpired(engine: Engine, atStart = false): Promise<void> {
  const now = Date.now();
  const { results, multipart, uploads } = await engine.db.exclusive(async (tx) => {
    // Uploads recorded before they had an expiry get the usual time from now.
    await tx.exec(`UPDATE meta.uploads SET expires_at = ? WHERE expires_at IS NULL`, [now + engine.settings.uploadTtlMs]);
    const expiredResults = await tx.all(`SELECT id, path FROM meta.results WHERE expires_at < ?`, [now]);
    const expiredMultipart = await tx.all(`SELECT upload_id FROM meta.multipart WHERE expires_at < ?`, [now]);
    const expiredUploads = await tx.all(`SELECT path FROM meta.uploads WHERE expires_at < ?`, [now]);
    await tx.exec(`DELETE FROM meta.results WHERE expires_at < ?`, [now]);
    await tx.exec(`DELETE FROM meta.parts WHERE upload_id IN (SELECT upload_id FROM meta.multipart WHERE expires_at < ?)`, [now]);
    await tx.exec(`DELETE FROM meta.multipart WHERE expires_at < ?`, [now]);
    await tx.exec(`DELETE FROM meta.uploads WHERE expires_at < ?`, [now]);
    return { results: expiredResults, multipart: expiredMultipart, uploads: expiredUploads };
  }, true);
  await Promise.all([...results, ...uploads].map((row) => rm(String(row.path), { force: true })));
  await Promise.all(multipart.map((row) => rm(path.join(engine.paths.parts, String(row.upload_id)), { recursive: true, force: true })));
  if (atStart) {
    // Unfinished multipart uploads do not survive a restart: their parts (up to the whole file)
    // would otherwise sit on disk until their time ends, and a client resumes none of them.
    const unfinished = await engine.db.exclusive(async (tx) => {
      const rows = await tx.all(`SELECT upload_id FROM meta.multipart`);
      await tx.exec(`DELETE FROM meta.parts`);
      await tx.exec(`DELETE FROM meta.multipart`);
      return rows;
    }, true);
    if (unfinished.length > 0) engine.logger.info('unfinished multipart uploads removed at start', { count: unfinished.length });
  }
  // Part folders of uploads the database no longer knows (a crash between the two steps).
  const known = new Set((await engine.db.all(`SELECT upload_id FROM meta.multipart`)).map((row) => String(row.upload_id)));
  for (const dir of await readdir(engine.paths.parts)) {
    if (!known.has(dir)) await rm(path.join(engine.paths.parts, dir), { recursive: true, force: true });
  }
  if (!atStart) return;
  const recorded = new Set((await engine.db.all(`SELECT path FROM meta.uploads`)).map((row) => path.basename(String(row.path))));
  for (const file of await readdir(engine.paths.uploads)) {
    if (!recorded.has(file)) await rm(path.join(engine.paths.uploads, file), { force: true });
  }
}
