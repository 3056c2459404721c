/**
 * The transport under the client: one undici dispatcher per client (keep-alive, proxies, TLS),
 * the response envelope, trace ids, timeouts, retries and the client-side rate limiter.
 *
 * Never touches undici's global dispatcher: the extension host shares its process with other
 * extensions, and a test may run several clients with different proxies side by side.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import { redactSecret, ServiceError, type ErrorCode } from './errors';
import { LIMITS } from './types';

export interface Timeouts {
  /** Establishing the TCP/TLS connection (and the proxy tunnel). */
  connectMs: number;
  /** From sending a request to receiving the response headers. */
  headersMs: number;
  /**
   * The longest silence allowed between two body chunks. A streamed job sends `:keep-alive`
   * comments, so a stream quiet for longer than this is dead.
   */
  bodyIdleMs: number;
  /** Time to headers for a NON-streamed job, which answers only when the analysis is finished. */
  jobHeadersMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  connectMs: 15_000,
  headersMs: 60_000,
  bodyIdleMs: 90_000,
  jobHeadersMs: 15 * 60_000,
};

export interface RetryPolicy {
  /** Attempts in total, the first one included. */
  maxAttempts: number;
  /** Back-off before retry n is random in [0, min(maxDelayMs, baseDelayMs * 2^(n-1))] (full jitter). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error is returned instead. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

export interface ProxyOptions {
  /** An explicit proxy (VS Code's `http.proxy`); when absent HTTPS_PROXY/HTTP_PROXY are used. */
  url?: string;
  /** Verify TLS certificates (of the service and of an https proxy). Default true. */
  strictSSL?: boolean;
  /** Hosts that bypass the proxy, NO_PROXY syntax (comma separated); default from NO_PROXY. */
  noProxy?: string;
}

export interface ClientLogger {
  debug(message: string): void;
  warn(message: string): void;
}

export const SILENT_LOGGER: ClientLogger = { debug: () => {}, warn: () => {} };

/** Statuses after which repeating an idempotent request can help. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const NETWORK_CODES = new Set([
  'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH',
  'ENETUNREACH', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED',
]);

const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID',
]);

export interface TransportOptions {
  baseUrl: string;
  apiKey: string | (() => Promise<string | undefined>);
  proxy?: ProxyOptions;
  timeouts: Timeouts;
  retry: RetryPolicy;
  logger: ClientLogger;
  userAgent: string;
  /** Sent as Accept-Language: the reader's locale, for numbers and dates the service draws in charts. */
  locale?: string;
}

export type Query = Record<string, string | number | undefined>;

export interface ApiRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path under the base URL, e.g. `/v2/team/sessions`. */
  path: string;
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Raw body with its content type (the multipart/form-data upload). */
  raw?: { body: Uint8Array; contentType: string };
  /** True when repeating the request cannot cause a second effect: only then is it retried. */
  idempotent: boolean;
  signal?: AbortSignal;
  headersTimeoutMs?: number;
}

export interface Traced {
  /** The service's `x-pd-trace-id` of the response. */
  traceId: string | undefined;
}

export interface ApiResult<T> extends Traced {
  data: T;
}

/** An open response whose body the caller reads (streams, downloads). */
export interface OpenResponse extends Traced {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable & AsyncIterable<Uint8Array>;
  externalTraceId: string;
}

export class Transport {
  readonly dispatcher: Dispatcher;
  readonly baseUrl: URL;
  private readonly limiter = new RateLimiter(LIMITS.requestsPerSecond, 1000);

  constructor(private readonly options: TransportOptions) {
    const base = options.baseUrl.endsWith('/') ? options.baseUrl.slice(0, -1) : options.baseUrl;
    this.baseUrl = new URL(base);
    if (this.baseUrl.protocol !== 'http:' && this.baseUrl.protocol !== 'https:') {
      throw new ServiceError({ code: 'INVALID_INPUT', field: 'baseUrl', msg: 'must be an http or https address' });
    }
    this.dispatcher = createDispatcher(options.proxy, options.timeouts.connectMs);
  }

  get timeouts(): Timeouts {
    return this.options.timeouts;
  }

  get retryPolicy(): RetryPolicy {
    return this.options.retry;
  }

  get logger(): ClientLogger {
    return this.options.logger;
  }

  /**
   * `graceful`: new requests are refused, requests in flight (an answer still streaming) run to
   * their end, then the connections close. Otherwise every request in flight fails at once.
   */
  async close(options: { graceful?: boolean } = {}): Promise<void> {
    if (options.graceful) await this.dispatcher.close();
    else await this.dispatcher.destroy();
  }

  /** Resolves the key now, so a key set again takes effect on the next request. */
  async apiKey(): Promise<string | undefined> {
    const key = typeof this.options.apiKey === 'function' ? await this.options.apiKey() : this.options.apiKey;
    return key ? key : undefined;
  }

  /** Removes the key from a text that may be shown or logged. */
  async redact(text: string): Promise<string> {
    return redactSecret(text, await this.apiKey().catch(() => undefined));
  }

  /** Absolute URL for a path under the base address. */
  url(path: string, query?: Query): URL {
    const url = new URL(this.baseUrl.origin + this.baseUrl.pathname.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url;
  }

  /** True when `url` goes to the service itself (and so may carry the API key). */
  isServiceOrigin(url: URL): boolean {
    return url.origin === this.baseUrl.origin;
  }

  /** A JSON call with the envelope checked; retried only when `idempotent`. */
  async call<T>(req: ApiRequest): Promise<ApiResult<T>> {
    return this.withRetries(req.idempotent, req.signal, async () => {
      const res = await this.send(req);
      const bytes = await readAll(res.body, MAX_ENVELOPE_BYTES, res);
      const data = await this.parse<T>(res, bytes);
      return { data, traceId: res.traceId };
    });
  }

  /**
   * Sends a request and returns the response once its headers are in, for the caller to read the
   * body. A non-2xx status is turned into an error (body read for its code). Retried only when
   * `idempotent`, and never after the body has started to flow.
   */
  async open(req: ApiRequest & { url?: URL; accept?: string }): Promise<OpenResponse> {
    return this.withRetries(req.idempotent, req.signal, async () => {
      const res = await this.send(req);
      if (res.statusCode < 200 || res.statusCode >= 300) {
        const bytes = await readAll(res.body, MAX_ENVELOPE_BYTES, res);
        await this.parse(res, bytes);
        throw new ServiceError({ code: 'HTTP', msg: `HTTP ${res.statusCode}`, httpStatus: res.statusCode, traceId: res.traceId, externalTraceId: res.externalTraceId });
      }
      return res;
    });
  }

  /** Runs `attempt`, repeating it on retryable failures when the request is idempotent. */
  async withRetries<T>(
    idempotent: boolean,
    signal: AbortSignal | undefined,
    attempt: () => Promise<T>,
    retryIf: (err: ServiceError) => boolean = shouldRetry,
  ): Promise<T> {
    const policy = this.options.retry;
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        const err = error instanceof ServiceError ? error : toServiceError(error, signal);
        if (!idempotent || n >= policy.maxAttempts || signal?.aborted || !retryIf(err)) throw err;
        const retryAfter = retryAfterOf(err);
        if (retryAfter !== undefined && retryAfter > policy.maxRetryAfterMs) throw err;
        const wait = retryAfter ?? backoffMs(policy, n);
        this.options.logger.debug(`retrying after ${wait} ms (attempt ${n + 1} of ${policy.maxAttempts}): ${err.message}`);
        await sleep(wait, signal);
      }
    }
  }

  private async send(req: ApiRequest & { url?: URL; accept?: string }): Promise<OpenResponse> {
    await this.limiter.take(req.signal);
    const url = req.url ?? this.url(req.path, req.query);
    const externalTraceId = randomUUID();
    const headers: Record<string, string> = {
      'user-agent': this.options.userAgent,
      'x-pd-external-trace-id': externalTraceId,
      accept: req.accept ?? 'application/json',
      ...(this.options.locale ? { 'accept-language': this.options.locale } : {}),
    };
    if (this.isServiceOrigin(url)) {
      const key = await this.apiKey();
      if (key) headers['x-pd-api-key'] = key;
    }
    let body: string | Uint8Array | undefined;
    if (req.json !== undefined) {
      body = JSON.stringify(req.json);
      headers['content-type'] = 'application/json';
    } else if (req.raw) {
      body = req.raw.body;
      headers['content-type'] = req.raw.contentType;
    }
    const started = Date.now();
    const label = `${req.method} ${url.pathname}`;
    const headersTimeout = req.headersTimeoutMs ?? this.options.timeouts.headersMs;
    // undici waits forever for a proxy that drops the connection during CONNECT, so the client
    // keeps its own deadline for getting headers at all (connect + tunnel + headers).
    const guard = new AbortController();
    const deadline = setTimeout(() => guard.abort(), this.options.timeouts.connectMs + headersTimeout);
    const signal = req.signal ? AbortSignal.any([req.signal, guard.signal]) : guard.signal;
    try {
      const res = await untilAborted(request(url, {
        dispatcher: this.dispatcher,
        method: req.method,
        headers,
        body,
        signal,
        headersTimeout,
        bodyTimeout: this.options.timeouts.bodyIdleMs,
      }), signal);
      clearTimeout(deadline);
      const traceId = headerValue(res.headers['x-pd-trace-id']);
      this.options.logger.debug(`${label} -> ${res.statusCode} in ${Date.now() - started} ms (trace id ${traceId ?? '-'}, external ${externalTraceId})`);
      return { statusCode: res.statusCode, headers: res.headers, body: res.body, traceId, externalTraceId };
    } catch (error) {
      clearTimeout(deadline);
      const err = guard.signal.aborted && !req.signal?.aborted
        ? new ServiceError({ code: 'TIMEOUT', msg: 'no answer in time (connecting, proxy tunnel or response headers)', externalTraceId })
        : toServiceError(error, req.signal, { externalTraceId });
      this.options.logger.debug(`${label} failed after ${Date.now() - started} ms: ${err.message}`);
      throw err;
    }
  }

  /**
   * Reads the envelope (its `code` may be a number or, in the dataset overview, an object
   * `{code}`); throws a ServiceError for a non-zero code or a body that is not one. */
  async parse<T>(res: OpenResponse, bytes: Uint8Array): Promise<T> {
    const ids = { httpStatus: res.statusCode, traceId: res.traceId, externalTraceId: res.externalTraceId };
    const retryAfter = parseRetryAfter(headerValue(res.headers['retry-after']));
    const fail = (init: { code: ErrorCode; msg: string }): never => {
      const err = new ServiceError({ ...init, ...ids });
      if (retryAfter !== undefined) RETRY_AFTER.set(err, retryAfter);
      throw err;
    };
    const text = new TextDecoder().decode(bytes);
    const contentType = headerValue(res.headers['content-type']) ?? '';
    if (text.trim() === '') {
      if (res.statusCode >= 400) fail({ code: 'HTTP', msg: `HTTP ${res.statusCode} with an empty body` });
      fail({ code: 'BAD_RESPONSE', msg: `the service sent an empty body (HTTP ${res.statusCode})` });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      fail({ code: res.statusCode >= 400 ? 'HTTP' : 'BAD_RESPONSE', msg: await this.redact(describeNonJson(res.statusCode, contentType, text)) });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      fail({ code: 'BAD_RESPONSE', msg: `the service sent JSON that is not an object (HTTP ${res.statusCode})` });
    }
    const envelope = body as { code?: unknown; msg?: unknown; message?: unknown; data?: unknown };
    const rawCode = typeof envelope.code === 'object' && envelope.code !== null ? (envelope.code as { code?: unknown }).code : envelope.code;
    const code = typeof rawCode === 'number' ? rawCode : typeof rawCode === 'string' && /^-?\d+$/.test(rawCode) ? Number(rawCode) : undefined;
    const msgSource = envelope.msg ?? envelope.message ?? (typeof envelope.code === 'object' ? (envelope.code as { msg?: unknown }).msg : undefined);
    const msg = await this.redact(typeof msgSource === 'string' ? msgSource : '');
    if (code === undefined) {
      if (res.statusCode >= 400) fail({ code: 'HTTP', msg: msg || `HTTP ${res.statusCode}` });
      fail({ code: 'BAD_RESPONSE', msg: `the answer has no numeric "code" field (HTTP ${res.statusCode})` });
    }
    if (code !== 0) fail({ code: code as number, msg });
    if (res.statusCode < 200 || res.statusCode >= 300) fail({ code: 'HTTP', msg: msg || `HTTP ${res.statusCode}` });
    return (envelope.data ?? {}) as T;
  }
}

const MAX_ENVELOPE_BYTES = 64 * 1024 * 1024;

/** Retry-After of an error, kept beside it rather than on the public class. */
const RETRY_AFTER = new WeakMap<ServiceError, number>();

function retryAfterOf(err: ServiceError): number | undefined {
  return RETRY_AFTER.get(err);
}

function isRetryStatus(status: number | undefined): boolean {
  return status !== undefined && RETRY_STATUSES.has(status);
}

function shouldRetry(err: ServiceError): boolean {
  if (err.code === 'ABORTED' || err.code === 'INVALID_INPUT') return false;
  if (err.code === 'NETWORK') return err.retryable;
  if (err.code === 'TIMEOUT') return true;
  if (err.code === 201) return true;
  return isRetryStatus(err.httpStatus);
}

export function backoffMs(policy: RetryPolicy, attempt: number): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(Math.random() * cap);
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function describeNonJson(status: number, contentType: string, text: string): string {
  const trimmed = text.trim();
  if (/html/i.test(contentType) || /^<(!doctype|html|head|body)/i.test(trimmed)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
    const heading = /<h1[^>]*>([^<]*)<\/h1>/i.exec(trimmed)?.[1]?.trim();
    const what = title || heading;
    return `the server sent an HTML page instead of JSON (HTTP ${status}${what ? `, "${clip(what, 120)}"` : ''}); a proxy or gateway may have answered`;
  }
  if (/^[[{]/.test(trimmed)) {
    return `the server sent JSON that is cut off or malformed (HTTP ${status}, ${text.length} characters)`;
  }
  return `the server sent text that is not JSON (HTTP ${status}${contentType ? `, ${contentType}` : ''}): "${clip(trimmed.replace(/\s+/g, ' '), 120)}"`;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Reads a whole body, refusing more than `max` bytes. */
export async function readAll(body: AsyncIterable<Uint8Array> & { destroy?: () => void }, max: number, ids?: { statusCode: number; traceId?: string; externalTraceId?: string }): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > max) {
        body.destroy?.();
        throw new ServiceError({ code: 'BAD_RESPONSE', msg: `the answer is larger than ${max} bytes`, httpStatus: ids?.statusCode, traceId: ids?.traceId, externalTraceId: ids?.externalTraceId });
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw toServiceError(error, undefined, { httpStatus: ids?.statusCode, traceId: ids?.traceId, externalTraceId: ids?.externalTraceId, duringBody: true });
  }
  return Buffer.concat(chunks);
}

interface ErrorContext {
  httpStatus?: number;
  traceId?: string;
  externalTraceId?: string;
  /** The failure happened while reading a body: the request itself went through. */
  duringBody?: boolean;
}

/** Maps anything thrown by undici, node or the caller's signal to a ServiceError. */
export function toServiceError(error: unknown, signal?: AbortSignal, context: ErrorContext = {}): ServiceError {
  if (error instanceof ServiceError) return error;
  const e = error as { code?: string; name?: string; message?: string } | undefined;
  const code = e?.code ?? '';
  const ids = { httpStatus: context.httpStatus, traceId: context.traceId, externalTraceId: context.externalTraceId, cause: error };
  if (signal?.aborted || (e?.name === 'AbortError' && code !== 'UND_ERR_ABORTED')) {
    return new ServiceError({ code: 'ABORTED', msg: 'cancelled', ...ids });
  }
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new ServiceError({ code: 'TIMEOUT', msg: 'could not connect in time', ...ids });
    case 'UND_ERR_HEADERS_TIMEOUT':
      return new ServiceError({ code: 'TIMEOUT', msg: 'no answer (response headers) in time', ...ids });
    case 'UND_ERR_BODY_TIMEOUT':
      // Nothing arrived for longer than the idle limit: the connection is dead.
      return new ServiceError({ code: 'TIMEOUT', msg: 'the answer went silent (no data within the idle limit)', ...ids, retryable: true });
    default:
      break;
  }
  const detail = e?.message ? e.message : String(error);
  if (TLS_CODES.has(code) || code.startsWith('ERR_TLS') || /certificate/i.test(detail)) {
    // Repeating cannot fix a certificate: not retried.
    return new ServiceError({ code: 'NETWORK', msg: `the server's TLS certificate was refused: ${detail}${code && !detail.includes(code) ? ` (${code})` : ''}; if this network inspects TLS, add its certificate authority, or turn off strict SSL only if you trust the network`, ...ids, retryable: false });
  }
  if (NETWORK_CODES.has(code) || code.startsWith('UND_ERR') || code.startsWith('E') || e?.name === 'SecureProxyConnectionError') {
    const what = context.duringBody ? 'the connection broke while the answer was arriving' : 'the connection failed';
    return new ServiceError({ code: 'NETWORK', msg: `${what}: ${detail}${code && !detail.includes(code) ? ` (${code})` : ''}`, ...ids });
  }
  return new ServiceError({ code: 'NETWORK', msg: detail, ...ids });
}

function createDispatcher(proxy: ProxyOptions | undefined, connectMs: number): Dispatcher {
  const strict = proxy?.strictSSL !== false;
  const tls = { rejectUnauthorized: strict, timeout: connectMs };
  // EnvHttpProxyAgent is an Agent when no proxy is configured, routes by NO_PROXY otherwise, and
  // reads HTTP(S)_PROXY from the environment unless an explicit proxy is given. It is private to
  // this client (never installed globally).
  return new EnvHttpProxyAgent({
    ...(proxy?.url ? { httpProxy: proxy.url, httpsProxy: proxy.url } : {}),
    ...(proxy?.noProxy !== undefined ? { noProxy: proxy.noProxy } : {}),
    connect: tls,
    proxyTls: tls,
    requestTls: tls,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 120_000,
    connections: 16,
  });
}

/** At most `limit` requests start in any window of `windowMs` (the service allows 20/s per team). */
export class RateLimiter {
  private readonly starts: number[] = [];

  constructor(private readonly limit: number, private readonly windowMs: number) {}

  async take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) throw new ServiceError({ code: 'ABORTED', msg: 'cancelled' });
      const now = Date.now();
      while (this.starts.length > 0 && now - this.starts[0]! >= this.windowMs) this.starts.shift();
      if (this.starts.length < this.limit) {
        this.starts.push(now);
        return;
      }
      await sleep(this.windowMs - (now - this.starts[0]!) + 1, signal);
    }
  }
}

/**
 * Settles with `promise`, or rejects as soon as `signal` aborts even if `promise` never settles
 * (undici ignores the signal while a proxy tunnel is pending). A late result is discarded.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) (value as { body?: { destroy?: () => void } }).body?.destroy?.();
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Waits, or rejects with ABORTED as soon as the signal fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ServiceError({ code: 'ABORTED', msg: 'cancelled' }));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ServiceError({ code: 'ABORTED', msg: 'cancelled' }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
