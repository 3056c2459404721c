/**
 * File upload (wire notes §1): one multipart/form-data request for small files; above the
 * threshold init → parallel part PUTs → complete.
 *
 * Memory stays bounded whatever the file size: each part is streamed from disk with its own read
 * stream over its byte range, so at most `concurrency` small read buffers exist at once.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { request } from 'undici';
import { ServiceError } from './errors';
import { headerValue, toServiceError, type Traced, type Transport } from './http';
import type { InitMultipartResult, MultipartPart, PartEtag, UploadedFile } from './types';
import { InputCheck, checkFileName, checkUserId } from './validate';

export interface UploadOptions {
  /**
   * Bytes sent so far and the total, at most every 100 ms and after each part (parts in flight
   * count what has been read for them; a retried part starts again).
   */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
  /** The name the service sees; default the file's base name. Must carry a supported extension. */
  fileName?: string;
}

export interface UploadSettings {
  userId: string;
  /** Files larger than this go through the multipart upload. */
  thresholdBytes: number;
  /** Parts uploaded at once. */
  concurrency: number;
  /**
   * Multipart uploads that failed part way, by file: uploading the same file again (same path,
   * name, size and modification time) sends only the parts the service has not accepted yet.
   */
  unfinished?: UnfinishedUploads;
}

/** What a failed multipart upload leaves, to resume it: the init answer and the parts accepted. */
export interface UploadCheckpoint {
  size: number;
  mtimeMs: number;
  userId: string;
  init: InitMultipartResult;
  initTraceId: string | undefined;
  /** ETag per part number the service accepted. */
  accepted: Map<number, string>;
  /** When the upload began; a checkpoint older than MAX_RESUME_AGE_MS starts again. */
  startedAt: number;
}

/** Most uploads kept for resuming; the oldest is forgotten first. */
const MAX_UNFINISHED = 16;
/**
 * Part addresses are signed for a limited time (the local engine: a day). After this a resume
 * starts a new upload rather than meet expired addresses part way.
 */
const MAX_RESUME_AGE_MS = 6 * 3600_000;

/** Failed multipart uploads kept in memory (never on disk: part addresses are credentials). */
export class UnfinishedUploads {
  private readonly byFile = new Map<string, UploadCheckpoint>();

  static keyOf(filePath: string, fileName: string): string {
    return `${path.resolve(filePath)}\0${fileName}`;
  }

  /** The checkpoint for this file, if it is still the same file and not too old. */
  take(key: string, size: number, mtimeMs: number, userId: string): UploadCheckpoint | undefined {
    const found = this.byFile.get(key);
    this.byFile.delete(key);
    if (!found) return undefined;
    if (found.size !== size || found.mtimeMs !== mtimeMs || found.userId !== userId || Date.now() - found.startedAt > MAX_RESUME_AGE_MS) return undefined;
    return found;
  }

  keep(key: string, checkpoint: UploadCheckpoint): void {
    this.byFile.delete(key);
    this.byFile.set(key, checkpoint);
    while (this.byFile.size > MAX_UNFINISHED) this.byFile.delete(this.byFile.keys().next().value as string);
  }

  /** Parts accepted of a kept upload (for tests and progress messages). */
  acceptedParts(key: string): number {
    return this.byFile.get(key)?.accepted.size ?? 0;
  }
}

const READ_BUFFER_BYTES = 1024 * 1024;
/**
 * Parts up to this size are read into one buffer per worker, used again from part to part, instead
 * of streamed through fresh 1 MB read buffers: a gigabyte of those made V8 run a major collection
 * every few dozen megabytes, pausing the extension host's event loop (measured: 5–110 ms each on a
 * loaded machine). Larger parts (a service may ask for them) are streamed.
 */
const PART_BUFFER_MAX = 16 * 1024 * 1024;
const PROGRESS_INTERVAL_MS = 100;

export async function uploadFile(transport: Transport, settings: UploadSettings, filePath: string, options: UploadOptions = {}): Promise<UploadedFile & Traced> {
  const fileName = options.fileName ?? path.basename(filePath);
  const check = new InputCheck();
  checkFileName(check, 'fileName', fileName);
  checkUserId(check, settings.userId);
  check.assert();
  let size: number;
  let mtimeMs: number;
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new Error('not a regular file');
    size = info.size;
    mtimeMs = info.mtimeMs;
  } catch (error) {
    throw new ServiceError({ code: 'INVALID_INPUT', field: 'path', msg: `cannot read ${filePath}: ${(error as Error).message}` });
  }
  if (size === 0) throw new ServiceError({ code: 300005, msg: `${fileName} is empty` });
  if (size <= settings.thresholdBytes) return uploadSmall(transport, settings.userId, filePath, fileName, size, options);
  return uploadMultipart(transport, settings, filePath, fileName, { size, mtimeMs }, options);
}

async function uploadSmall(transport: Transport, userId: string, filePath: string, fileName: string, size: number, options: UploadOptions): Promise<UploadedFile & Traced> {
  const bytes = await readFile(filePath);
  const form = formData([
    { name: 'user_id', value: userId },
    { name: 'file', fileName, contentType: 'application/octet-stream', value: bytes },
  ]);
  options.onProgress?.(0, size);
  const result = await transport.call<Partial<UploadedFile> & { file_key?: string }>({
    method: 'POST',
    path: '/v2/team/file/upload-datasource',
    raw: form,
    idempotent: false,
    signal: options.signal,
  });
  options.onProgress?.(size, size);
  // The page text also calls it file_key (wire notes §1).
  const key = result.data.file_object_key ?? result.data.file_key;
  if (!key) throw new ServiceError({ code: 'BAD_RESPONSE', msg: 'the upload answer has no file_object_key', traceId: result.traceId });
  return { file_object_key: key, traceId: result.traceId };
}

interface FormField {
  name: string;
  value: string | Uint8Array;
  fileName?: string;
  contentType?: string;
}

/** multipart/form-data, written by hand so the body is exact and the boundary our own. */
export function formData(fields: FormField[]): { body: Uint8Array; contentType: string } {
  const boundary = `----data-analysis-${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const field of fields) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(field.name)}"`;
    if (field.fileName !== undefined) head += `; filename="${escapeQuoted(field.fileName)}"`;
    head += '\r\n';
    if (field.contentType) head += `Content-Type: ${field.contentType}\r\n`;
    head += '\r\n';
    chunks.push(Buffer.from(head, 'utf8'));
    chunks.push(typeof field.value === 'string' ? Buffer.from(field.value, 'utf8') : Buffer.from(field.value.buffer, field.value.byteOffset, field.value.byteLength));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The HTML form encoding of quotes and line breaks in a header parameter. */
function escapeQuoted(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

async function uploadMultipart(
  transport: Transport,
  settings: UploadSettings,
  filePath: string,
  fileName: string,
  file: { size: number; mtimeMs: number },
  options: UploadOptions,
): Promise<UploadedFile & Traced> {
  const { size } = file;
  const resumeKey = UnfinishedUploads.keyOf(filePath, fileName);
  let checkpoint = settings.unfinished?.take(resumeKey, size, file.mtimeMs, settings.userId);
  if (!checkpoint) {
    // Init creates an upload: not repeated automatically.
    const init = await transport.call<InitMultipartResult>({
      method: 'POST',
      path: '/v2/team/file/init-multipart-upload',
      json: { file_name: fileName, file_size: size, user_id: settings.userId },
      idempotent: false,
      signal: options.signal,
    });
    checkpoint = { size, mtimeMs: file.mtimeMs, userId: settings.userId, init: init.data, initTraceId: init.traceId, accepted: new Map(), startedAt: Date.now() };
  }
  const { init, initTraceId, accepted } = checkpoint;
  const parts = planParts(init, size, initTraceId, transport.baseUrl);
  const missing = parts.filter((part) => !accepted.has(part.number));

  // One controller for all parts: the caller's cancel, or one part failing for good, stops them all.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  // Progress: finished parts plus what the read streams of the parts in flight have read. Polled
  // rather than counted per chunk, so the bytes go from disk to socket with nothing in between.
  const reading = new Map<number, { bytesRead: number }>();
  let finishedBytes = parts.filter((part) => accepted.has(part.number)).reduce((sum, part) => sum + part.size, 0);
  let lastReported = -1;
  const report = () => {
    let total = finishedBytes;
    for (const stream of reading.values()) total += stream.bytesRead;
    if (total !== lastReported) {
      lastReported = total;
      options.onProgress?.(total, size);
    }
  };
  const ticker = options.onProgress ? setInterval(report, PROGRESS_INTERVAL_MS) : undefined;
  let failure: unknown;
  let next = 0;
  const largest = Math.max(...missing.map((part) => part.size));
  const worker = async () => {
    // Filled afresh for each part; given to another part only once the service has accepted this one
    // (a retry of the same part may overwrite it while a failed attempt still writes: same bytes).
    let buffer: Buffer | undefined;
    while (failure === undefined && !stop.signal.aborted && next < missing.length) {
      const part = missing[next++]!;
      if (!buffer && largest <= PART_BUFFER_MAX) buffer = Buffer.allocUnsafe(largest);
      try {
        const etag = await transport.withRetries(true, stop.signal, () => putPart(transport, filePath, part, stop.signal, buffer, (progress) => {
          if (progress) reading.set(part.number, progress);
          else reading.delete(part.number);
        }), isPartRetryable);
        finishedBytes += part.size;
        report();
        accepted.set(part.number, etag);
      } catch (error) {
        if (failure === undefined) failure = error;
        stop.abort();
      }
    }
  };
  try {
    options.onProgress?.(finishedBytes, size);
    // Every worker has settled before we go on: no part is left in flight after a failure or cancel.
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, missing.length) }, worker));
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    if (ticker) clearInterval(ticker);
  }
  const resumable = (error: ServiceError): ServiceError => {
    // A part address the store refuses (expired, wrong) will be refused again: start afresh then.
    if (settings.unfinished && accepted.size > 0 && (error.code === 'ABORTED' || isPartRetryable(error))) {
      settings.unfinished.keep(resumeKey, checkpoint);
      return new ServiceError({
        code: error.code,
        httpStatus: error.httpStatus,
        traceId: error.traceId ?? initTraceId,
        externalTraceId: error.externalTraceId,
        retryable: true,
        cause: error,
        msg: `${error.msg} (${accepted.size} of ${parts.length} parts are stored; uploading the same file again sends only the rest)`,
      });
    }
    return error;
  };
  if (options.signal?.aborted) throw resumable(new ServiceError({ code: 'ABORTED', msg: 'upload cancelled', traceId: initTraceId }));
  if (failure !== undefined) throw resumable(toServiceError(failure, options.signal));
  await unchanged(filePath, file, fileName);

  const etags: PartEtag[] = parts.map((part) => ({ number: part.number, part_number: part.number, etag: accepted.get(part.number) as string }));
  const done = await transport.call<Partial<UploadedFile>>({
    method: 'POST',
    path: '/v2/team/file/complete-multipart-upload',
    json: { file_object_key: init.file_object_key, upload_id: init.upload_id, part_etags: etags, user_id: settings.userId },
    idempotent: false,
    signal: options.signal,
  });
  return { file_object_key: done.data.file_object_key || init.file_object_key, traceId: done.traceId };
}

/** The file must not change while its parts are sent: a mix of two versions is neither. */
async function unchanged(filePath: string, before: { size: number; mtimeMs: number }, fileName: string): Promise<void> {
  const after = await stat(filePath).catch(() => undefined);
  if (!after || after.size !== before.size || after.mtimeMs !== before.mtimeMs) {
    throw new ServiceError({ code: 'INVALID_INPUT', field: 'path', msg: `${fileName} changed while it was being uploaded; upload it again` });
  }
}

export interface PlannedPart extends MultipartPart {
  /** First byte of the part in the file. */
  offset: number;
}

/**
 * Checks the init answer and places each part: part k starts after parts 1..k-1. A part URL given
 * as a path (a server that stores parts itself) is taken relative to the service's origin.
 */
export function planParts(init: InitMultipartResult, fileSize: number, traceId: string | undefined, base: URL): PlannedPart[] {
  const bad = (msg: string) => new ServiceError({ code: 'BAD_RESPONSE', msg: `init-multipart-upload: ${msg}`, traceId });
  if (!init || typeof init.upload_id !== 'string' || !init.upload_id) throw bad('no upload_id');
  if (typeof init.file_object_key !== 'string' || !init.file_object_key) throw bad('no file_object_key');
  if (!Array.isArray(init.part_items) || init.part_items.length === 0) throw bad('no part_items');
  const sorted = [...init.part_items].sort((a, b) => a.number - b.number);
  let offset = 0;
  const planned: PlannedPart[] = [];
  sorted.forEach((part, i) => {
    if (part.number !== i + 1) throw bad(`part numbers are not 1..${sorted.length}`);
    if (!Number.isInteger(part.size) || part.size <= 0) throw bad(`part ${part.number} has no size`);
    let url: URL | undefined;
    try {
      url = typeof part.upload_url === 'string' && part.upload_url !== '' ? new URL(part.upload_url, base.origin) : undefined;
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw bad(`part ${part.number} has no usable upload_url`);
    planned.push({ ...part, upload_url: url.href, offset });
    offset += part.size;
  });
  if (offset !== fileSize) throw bad(`the parts cover ${offset} bytes but the file has ${fileSize}`);
  return planned;
}

/** 4xx answers (other than 429) mean the part URL is wrong or expired: repeating cannot help. */
function isPartRetryable(err: ServiceError): boolean {
  if (err.code === 'ABORTED') return false;
  const status = err.httpStatus;
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false;
  return true;
}

/** Reads one part's bytes into the front of `buffer`, counting them in `progress`. */
async function readPart(filePath: string, part: PlannedPart, buffer: Buffer, progress: { bytesRead: number }): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    while (progress.bytesRead < part.size) {
      const { bytesRead } = await handle.read(buffer, progress.bytesRead, part.size - progress.bytesRead, part.offset + progress.bytesRead);
      if (bytesRead === 0) throw new ServiceError({ code: 'INVALID_INPUT', field: 'path', msg: `the file got shorter while it was being uploaded; upload it again` });
      progress.bytesRead += bytesRead;
    }
    return buffer.subarray(0, part.size);
  } finally {
    await handle.close();
  }
}

/**
 * PUTs one part's byte range from disk, read into `buffer` when given, else streamed; returns its
 * ETag without quotes. `track` gets what has been read of the part while it is in flight (for
 * progress) and `undefined` when it is over.
 */
async function putPart(transport: Transport, filePath: string, part: PlannedPart, signal: AbortSignal, buffer: Buffer | undefined, track: (progress: { bytesRead: number } | undefined) => void): Promise<string> {
  let stream: ReadStream | undefined;
  try {
    let source: ReadStream | Buffer;
    if (buffer) {
      const progress = { bytesRead: 0 };
      track(progress);
      source = await readPart(filePath, part, buffer, progress);
    } else {
      source = stream = createReadStream(filePath, { start: part.offset, end: part.offset + part.size - 1, highWaterMark: READ_BUFFER_BYTES });
      track(stream);
    }
    // No API key: the part URL is a presigned object-store address (wire notes §1).
    const res = await request(part.upload_url, {
      dispatcher: transport.dispatcher,
      method: 'PUT',
      headers: { 'content-length': String(part.size), 'user-agent': 'data-analysis-upload' },
      body: source,
      signal,
      headersTimeout: transport.timeouts.headersMs,
      bodyTimeout: transport.timeouts.bodyIdleMs,
    });
    const text = await res.body.text().catch(() => '');
    if (res.statusCode < 200 || res.statusCode >= 300) {
      throw new ServiceError({ code: 'HTTP', httpStatus: res.statusCode, msg: `part ${part.number} upload answered HTTP ${res.statusCode}${text ? `: ${text.slice(0, 200)}` : ''}` });
    }
    const etag = stripEtag(headerValue(res.headers.etag));
    if (!etag) throw new ServiceError({ code: 'BAD_RESPONSE', httpStatus: res.statusCode, msg: `part ${part.number} upload answered without an ETag` });
    return etag;
  } catch (error) {
    throw toServiceError(error, signal);
  } finally {
    track(undefined);
    stream?.destroy();
  }
}

/** `"abc"` and `W/"abc"` → `abc`. */
export function stripEtag(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const stripped = value.trim().replace(/^W\//, '').replace(/^"+|"+$/g, '');
  return stripped === '' ? undefined : stripped;
}
