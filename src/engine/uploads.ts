/**
 * File uploads (service-wire-notes.md §1): the small multipart/form-data upload, and the
 * three-step multipart flow whose part addresses the engine serves itself (signed with an HMAC,
 * expiring, bound to one upload, one part number and PUT). Uploaded bytes are stored under
 * random names; the client's file name is kept only as a label. An upload is single-use: the
 * data source made from it takes the file over (moved, not copied), and one left unused is
 * deleted when it expires.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ERROR_CODES, type InitMultipartResult, type UploadedFile } from '../api/types';
import type { Engine, Handler } from './context';
import type { Tx } from './database';
import { requireSupportedExtension } from './datasources';
import { EngineError, invalid, notFound } from './errors';
import { optionalInteger, requireString, userIdFromBody } from './validate';

const uploadFailed = (message: string) => new EngineError(ERROR_CODES.uploadFailed, message);

/**
 * Records a finished upload. It waits for one data source (which takes the file over) until it
 * expires; then the periodic sweep deletes it, so a file nobody used does not stay on disk.
 */
function recordUpload(tx: Tx, engine: Engine, key: string, userId: string, fileName: string, file: string, size: number): Promise<void> {
  return tx.exec(`INSERT OR REPLACE INTO meta.uploads (file_object_key, user_id, file_name, path, size, expires_at) VALUES (?, ?, ?, ?, ?, ?)`, [
    key, userId, fileName, file, size, Date.now() + engine.settings.uploadTtlMs,
  ]);
}

const newKey = () => `upload-${randomBytes(16).toString('hex')}`;

/** POST /v2/team/file/upload-datasource: fields `file` (with a file name) and `user_id`. */
export const smallUpload: Handler = async (call) => {
  const { engine, req } = call;
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw invalid('the upload must be multipart/form-data');
  const key = newKey();
  const file = path.join(engine.paths.uploads, key);
  let userId: string | undefined;
  let fileName: string | undefined;
  let size = 0;
  let truncated = false;
  let fileSeen = false;
  let writing: Promise<void> = Promise.resolve();
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { fileSize: engine.settings.maxUploadBytes, files: 1, fields: 10, fieldSize: 64 * 1024 } });
      } catch (error) {
        reject(invalid(`the multipart body could not be read: ${(error as Error).message}`));
        return;
      }
      parser.on('field', (name, value) => {
        if (name === 'user_id') userId = engine.redact(value);
      });
      parser.on('file', (name, stream, info) => {
        if (name !== 'file' || fileSeen) {
          stream.resume();
          return;
        }
        fileSeen = true;
        fileName = info.filename === undefined ? undefined : engine.redact(info.filename);
        stream.on('limit', () => {
          truncated = true;
        });
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(null, chunk);
          },
        });
        writing = pipeline(stream, counter, createWriteStream(file));
        writing.catch(reject);
      });
      parser.on('error', (error: Error) => reject(invalid(`the multipart body could not be read: ${error.message}`)));
      parser.on('close', () => resolve());
      req.pipe(parser);
    });
    await writing;
    if (!userId) throw invalid('user_id is required (form field)');
    if (!fileSeen || !fileName) throw invalid('the form field `file` with a file name is required');
    requireSupportedExtension(fileName);
    if (truncated) throw uploadFailed(`the file is larger than ${engine.settings.maxUploadBytes} bytes`);
    if (size === 0) throw new EngineError(ERROR_CODES.emptyFile, 'the uploaded file is empty');
    const [owner, label, bytes] = [userId, fileName, size];
    await engine.db.exclusive((tx) => recordUpload(tx, engine, key, owner, label, file, bytes));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  const result: UploadedFile = { file_object_key: key };
  return { data: result };
};

export const initMultipart: Handler = async (call) => {
  const { engine } = call;
  const input = await call.body();
  const userId = userIdFromBody(input);
  const fileName = requireString(input, 'file_name');
  requireSupportedExtension(fileName);
  const fileSize = optionalInteger(input, 'file_size', 0, Number.MAX_SAFE_INTEGER);
  if (fileSize === undefined) throw invalid('file_size is required (bytes)');
  if (fileSize === 0) throw new EngineError(ERROR_CODES.emptyFile, 'the file is empty');
  if (fileSize > engine.settings.maxUploadBytes) throw uploadFailed(`the file is larger than ${engine.settings.maxUploadBytes} bytes`);
  const uploadId = `up-${randomBytes(16).toString('hex')}`;
  const key = newKey();
  const partSize = engine.settings.partSize;
  const partCount = Math.ceil(fileSize / partSize);
  const expiresAt = new Date(Date.now() + engine.settings.uploadTtlMs);
  await engine.db.exclusive((tx) =>
    tx.exec(`INSERT INTO meta.multipart VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, [
      uploadId, key, userId, fileName, fileSize, partSize, partCount, expiresAt.getTime(),
    ]),
  );
  const result: InitMultipartResult = {
    upload_id: uploadId,
    file_object_key: key,
    part_items: Array.from({ length: partCount }, (_, i) => {
      const partPath = `/uploads/${uploadId}/parts/${i + 1}`;
      return {
        number: i + 1,
        size: i === partCount - 1 ? fileSize - partSize * i : partSize,
        upload_url: `${engine.baseUrl()}${partPath}?${engine.signer.sign('PUT', partPath, expiresAt)}`,
      };
    }),
  };
  return { data: result };
};

/** PUT /uploads/<upload_id>/parts/<n> (signature checked by the router): stores one part. */
export const putPart: Handler = async (call) => {
  const { engine, req, res, params } = call;
  const [uploadId, numberText] = params;
  const number = Number(numberText);
  const upload = (await engine.db.all(`SELECT * FROM meta.multipart WHERE upload_id = ?`, [uploadId]))[0];
  if (!upload) throw notFound(`upload ${uploadId}`);
  if (Number(upload.expires_at) < Date.now()) throw new EngineError(ERROR_CODES.expiredCredentials, 'this upload has expired; start it again', 403);
  if (!Number.isInteger(number) || number < 1 || number > Number(upload.part_count)) throw invalid(`part number must be 1 to ${upload.part_count}`);
  const partCount = Number(upload.part_count);
  const partSize = Number(upload.part_size);
  const expected = number === partCount ? Number(upload.file_size) - partSize * (partCount - 1) : partSize;
  const dir = path.join(engine.paths.parts, uploadId);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, String(number));
  const hash = createHash('md5');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > expected) {
        callback(invalid(`part ${number} must be ${expected} bytes`));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(req, counter, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof EngineError) throw error;
    throw uploadFailed(`part ${number} was not received completely`);
  }
  if (size !== expected) {
    await rm(file, { force: true });
    throw invalid(`part ${number} must be ${expected} bytes, received ${size}`);
  }
  const etag = hash.digest('hex');
  await engine.db.exclusive(async (tx) => {
    await tx.exec(`DELETE FROM meta.parts WHERE upload_id = ? AND number = ?`, [uploadId, number]);
    await tx.exec(`INSERT INTO meta.parts VALUES (?, ?, ?, ?)`, [uploadId, number, etag, size]);
  }, true);
  res.writeHead(200, { etag: `"${etag}"`, 'content-length': '0' });
  res.end();
  return { handled: true };
};

export const completeMultipart: Handler = async (call) => {
  const { engine } = call;
  const input = await call.body();
  const userId = userIdFromBody(input);
  const key = requireString(input, 'file_object_key');
  const uploadId = requireString(input, 'upload_id');
  if (!Array.isArray(input.part_etags)) throw invalid('part_etags must be an array of {number, etag}');
  const given = new Map<number, string>();
  for (const item of input.part_etags as unknown[]) {
    const entry = (item ?? {}) as Record<string, unknown>;
    const number = entry.part_number ?? entry.number;
    if (typeof number !== 'number' || typeof entry.etag !== 'string') throw invalid('each part_etags item needs number (or part_number) and etag');
    given.set(number, entry.etag.replace(/^W\//, '').replace(/"/g, ''));
  }
  const { upload, parts } = await engine.db.exclusive(async (tx) => {
    const row = await tx.one(`SELECT * FROM meta.multipart WHERE upload_id = ? AND file_object_key = ? AND user_id = ?`, [uploadId, key, userId]);
    if (!row) throw notFound(`upload ${uploadId}`);
    return { upload: row, parts: await tx.all(`SELECT * FROM meta.parts WHERE upload_id = ? ORDER BY number`, [uploadId]) };
  });
  const partCount = Number(upload.part_count);
  for (let number = 1; number <= partCount; number++) {
    const stored = parts.find((part) => Number(part.number) === number);
    if (!stored) throw uploadFailed(`part ${number} was never uploaded`);
    if (given.get(number) !== stored.etag) throw uploadFailed(`the ETag of part ${number} does not match the uploaded part`);
  }
  if (given.size !== partCount) throw uploadFailed(`the upload has ${partCount} parts, ${given.size} were listed`);
  const file = path.join(engine.paths.uploads, key);
  const dir = path.join(engine.paths.parts, uploadId);
  await pipeline(async function* () {
    for (let number = 1; number <= partCount; number++) yield* createReadStream(path.join(dir, String(number)));
  }, createWriteStream(file));
  const size = (await stat(file)).size;
  if (size !== Number(upload.file_size)) {
    await rm(file, { force: true });
    throw uploadFailed(`the parts add up to ${size} bytes, not the announced ${upload.file_size}`);
  }
  await engine.db.exclusive(async (tx) => {
    await tx.exec(`DELETE FROM meta.parts WHERE upload_id = ?`, [uploadId]);
    await tx.exec(`DELETE FROM meta.multipart WHERE upload_id = ?`, [uploadId]);
    await recordUpload(tx, engine, key, userId, String(upload.file_name), file, size);
  }, true);
  await rm(dir, { recursive: true, force: true });
  const result: UploadedFile = { file_object_key: key };
  return { data: result };
};
