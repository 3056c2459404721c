/**
 * Data sources: create (in a dataset, or with a dataset made for it), list, get, delete and
 * presign. A source's file is moved under the data dir at creation (uploads) or downloaded by
 * the ingest worker (`url`); its name is only ever a label, never part of a path.
 */
import { randomBytes } from 'node:crypto';
import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ALL_DATA_EXTENSIONS, fileKind } from '../api/fileTypes';
import { ERROR_CODES, LIMITS, type DataSource, type Page, type PresignedDownload } from '../api/types';
import type { Call, Handler } from './context';
import { existingDataset, insertDataset, ownDataset, removeDataSources } from './datasets';
import { EngineError, invalid, notFound } from './errors';
import { urlRefusal } from './fetchUrl';
import type { PlainRow } from './rows';
import { optionalInteger, optionalString, paging, requireString, statusFilter, truncate, userIdFromBody, userIdFromQuery } from './validate';

export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

export function toDataSource(row: PlainRow): DataSource {
  const source: DataSource = {
    id: String(row.id),
    dataset_id: String(row.dataset_id),
    name: String(row.name),
    type: 'FILE',
    status: row.status as DataSource['status'],
    size: row.size == null ? null : Number(row.size),
  };
  if (row.reason != null) source.reason = String(row.reason);
  return source;
}

/** Lower-case extension without the dot (`csv.gz` for a compressed CSV), if the name ends in a supported one. */
export function supportedExtension(name: string): string | undefined {
  const ext = fileKind(name);
  return ALL_DATA_EXTENSIONS.includes(ext) ? ext.slice(1) : undefined;
}

export function requireSupportedExtension(name: string): string {
  const ext = supportedExtension(name);
  if (!ext) {
    throw new EngineError(
      ERROR_CODES.unsupportedExtension,
      `file extension not supported: the name must end in one of ${ALL_DATA_EXTENSIONS.join(' ')}`,
    );
  }
  return ext;
}

/** Creates a data source; `datasetId` undefined makes a dataset for it. */
async function create(call: Call, datasetId: string | undefined): Promise<DataSource> {
  const { engine } = call;
  const input = await call.body();
  const userId = userIdFromBody(input);
  const rawName = requireString(input, 'name');
  const type = optionalString(input, 'type') ?? 'FILE';
  if (type !== 'FILE') throw invalid('type must be FILE');
  const url = optionalString(input, 'url');
  const key = optionalString(input, 'file_object_key');
  if ((url === undefined || url === '') === (key === undefined || key === '')) {
    throw invalid('give exactly one of url and file_object_key');
  }
  const ext = requireSupportedExtension(rawName);
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw invalid('url is not a valid address');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalid('url must be an http or https address');
    // Refused now, with the reason, rather than accepted and failed later by the download.
    const refusal = await urlRefusal(parsed, engine.urlPolicy);
    if (refusal) throw invalid(refusal);
  }
  if (datasetId) await engine.db.exclusive((tx) => ownDataset(tx, datasetId, userId));
  const id = `ds-${randomBytes(12).toString('hex')}`;
  const file = path.join(engine.paths.sources, `${id}.${ext}`);
  const name = truncate(rawName, LIMITS.nameLength);
  // Set once the upload's file has been moved to `file`, so a failed commit can move it back.
  let movedFrom: string | undefined;
  try {
    const row = await engine.db.exclusive(async (tx) => {
      let size: number | null = null;
      let uploaded: string | undefined;
      if (key) {
        const upload = await tx.one(`SELECT * FROM meta.uploads WHERE file_object_key = ? AND user_id = ? AND expires_at >= ?`, [key, userId, Date.now()]);
        if (!upload) throw notFound(`uploaded file ${key}: it already made a data source or has expired; upload the file again`);
        size = Number(upload.size);
        uploaded = String(upload.path);
        if (size === 0) throw new EngineError(ERROR_CODES.emptyFile, 'the uploaded file is empty');
        // The key is single-use: the row goes in the same transaction that makes the data source.
        await tx.exec(`DELETE FROM meta.uploads WHERE file_object_key = ?`, [key]);
      }
      const owning = datasetId ?? (await insertDataset(tx, userId, rawName, ''));
      if (datasetId) await ownDataset(tx, datasetId, userId);
      await tx.exec(`INSERT INTO meta.datasources VALUES (?, ?, ?, ?, ?, 'synching', ?, NULL, ?, ?, nextval('meta.seq'))`, [
        id, owning, userId, name, ext, size, url ?? null, file,
      ]);
      if (uploaded) {
        try {
          await rename(uploaded, file);
        } catch {
          throw new EngineError(ERROR_CODES.dataSourceCreationFailed, 'the uploaded file could not be moved into the data source store');
        }
        movedFrom = uploaded;
      }
      return tx.one(`SELECT * FROM meta.datasources WHERE id = ?`, [id]);
    }, true);
    engine.ingest.enqueue(id);
    return toDataSource(row as PlainRow);
  } catch (error) {
    if (movedFrom) await rename(file, movedFrom).catch(() => undefined);
    throw error;
  }
}

export const createDataSource: Handler = async (call) => ({ data: await create(call, call.params[0]) });
export const createDataSourceWithoutDataset: Handler = async (call) => ({ data: await create(call, undefined) });

export const listDataSources: Handler = async ({ engine, query, params }) => {
  userIdFromQuery(query);
  const { pageNumber, pageSize } = paging(query);
  const statuses = statusFilter(query);
  const filter = `dataset_id = ?${statuses ? ` AND status IN (${statuses.map(() => '?').join(', ')})` : ''}`;
  const args = [params[0], ...(statuses ?? [])];
  const page = await engine.db.exclusive(async (tx): Promise<Page<DataSource>> => {
    await existingDataset(tx, params[0]);
    const [{ n }] = await tx.all(`SELECT count(*) AS n FROM meta.datasources WHERE ${filter}`, args);
    const rows = await tx.all(`SELECT * FROM meta.datasources WHERE ${filter} ORDER BY seq LIMIT ? OFFSET ?`, [
      ...args, pageSize, (pageNumber - 1) * pageSize,
    ]);
    return { total_items: Number(n), page_number: pageNumber, page_size: pageSize, records: rows.map(toDataSource) };
  });
  return { data: page };
};

async function findSource(call: Call): Promise<PlainRow> {
  const [datasetId, datasourceId] = call.params;
  const row = (await call.engine.db.all(`SELECT * FROM meta.datasources WHERE id = ? AND dataset_id = ?`, [datasourceId, datasetId]))[0];
  if (!row) throw notFound(`data source ${datasourceId} in dataset ${datasetId}`);
  return row;
}

export const getDataSource: Handler = async (call) => {
  userIdFromQuery(call.query);
  return { data: toDataSource(await findSource(call)) };
};

export const deleteDataSource: Handler = async ({ engine, body, params }) => {
  const userId = userIdFromBody(await body());
  const [datasetId, datasourceId] = params;
  const files = await engine.db.exclusive(async (tx) => {
    await ownDataset(tx, datasetId, userId);
    const removed = await removeDataSources(tx, 'id = ? AND dataset_id = ?', [datasourceId, datasetId]);
    if (removed.length === 0) throw notFound(`data source ${datasourceId} in dataset ${datasetId}`);
    return removed;
  }, true);
  await Promise.all(files.map((file) => rm(file, { force: true })));
  return { data: {} };
};

export const presignDataSource: Handler = async (call) => {
  const input = await call.body();
  userIdFromBody(input);
  const seconds = optionalInteger(input, 'expires_in', LIMITS.presignMinSeconds, MAX_PRESIGN_SECONDS) ?? LIMITS.presignDefaultSeconds;
  const source = await findSource(call);
  try {
    await access(String(source.file_path));
  } catch {
    throw new EngineError(ERROR_CODES.presignFailed, 'the file of this data source is not stored yet (a url source is still downloading)');
  }
  const expiresAt = new Date(Date.now() + seconds * 1000);
  const filePath = `/files/sources/${String(source.id)}/${encodeURIComponent(String(source.name))}`;
  const signed = call.engine.signer.sign('GET', filePath, expiresAt);
  const result: PresignedDownload = { presigned_url: `${call.engine.baseUrl()}${filePath}?${signed}`, expires_at: expiresAt.toISOString() };
  return { data: result };
};
