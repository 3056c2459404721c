/**
 * Files served at signed addresses: a data source's original file (presign) and a job's TABLE
 * and IMAGE results. The router has already checked the signature and expiry; these handlers
 * only look the file up by id (never by the name in the address) and stream it.
 */
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { ERROR_CODES } from '../api/types';
import type { Call, Handler } from './context';
import { EngineError, notFound } from './errors';

// A Map: the extension comes from a stored row, and no key of it may reach Object.prototype.
const CONTENT_TYPES = new Map<string, string>([
  ['csv', 'text/csv; charset=utf-8'],
  ['tsv', 'text/tab-separated-values; charset=utf-8'],
  ['json', 'application/json'],
  ['txt', 'text/plain; charset=utf-8'],
  ['md', 'text/markdown; charset=utf-8'],
  ['mdx', 'text/markdown; charset=utf-8'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
]);

/** A Content-Disposition that cannot break out of its header, with the UTF-8 name for browsers. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a file the engine wrote or linked. Only a regular file is served: never through a
 * symbolic link (O_NOFOLLOW, where the platform has it, and the opened file's own kind checked),
 * so a link in the sources folder can never lead to another file.
 */
async function send(call: Call, file: string, name: string, contentType: string): Promise<void> {
  let handle: FileHandle;
  let size: number;
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch {
    throw notFound('file');
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw notFound('file');
    size = info.size;
  } catch (error) {
    await handle.close();
    throw error;
  }
  call.res.writeHead(200, {
    'content-type': contentType,
    'content-length': String(size),
    'content-disposition': disposition(name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  if (call.req.method === 'HEAD') {
    await handle.close();
    call.res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    handle.createReadStream().on('error', () => call.res.destroy()).pipe(call.res).on('close', resolve);
  });
}

export const downloadSource: Handler = async (call) => {
  const row = (await call.engine.db.all(`SELECT * FROM meta.datasources WHERE id = ?`, [call.params[0]]))[0];
  if (!row) throw notFound('data source');
  await send(call, String(row.file_path), String(row.name), CONTENT_TYPES.get(String(row.ext)) ?? 'application/octet-stream');
  return { handled: true };
};

export const downloadResult: Handler = async (call) => {
  const row = (await call.engine.db.all(`SELECT * FROM meta.results WHERE id = ?`, [call.params[0]]))[0];
  if (!row) throw notFound('result file');
  if (Number(row.expires_at) < Date.now()) throw new EngineError(ERROR_CODES.expiredCredentials, 'this result has expired', 403);
  await send(call, String(row.path), String(row.name), String(row.content_type));
  return { handled: true };
};
