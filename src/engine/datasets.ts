/**
 * Datasets: create, list, modify, delete (with their data sources, tables and files), overview
 * and sync status summary. Datasets belong to the project (every user lists them); only the
 * creator may change or delete one.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { LIMITS, type Dataset, type DatasetStatusSummary, type Page } from '../api/types';
import type { Handler } from './context';
import { dropRelation, type Tx } from './database';
import { invalid, noPermission, notFound } from './errors';
import { buildOverview } from './overview';
import type { PlainRow } from './rows';
import { optionalString, paging, searchTerm, truncate, userIdFromBody, userIdFromQuery } from './validate';

export const newDatasetId = () => `dset-${randomBytes(12).toString('hex')}`;

function toDataset(row: PlainRow): Dataset {
  return { id: String(row.id), name: String(row.name), description: String(row.description) };
}

export async function existingDataset(tx: Tx, id: string): Promise<PlainRow> {
  const row = await tx.one(`SELECT * FROM meta.datasets WHERE id = ?`, [id]);
  if (!row) throw notFound(`dataset ${id}`);
  return row;
}

/** The dataset, if `userId` created it: 300003 when absent, 300002 when someone else's. */
export async function ownDataset(tx: Tx, id: string, userId: string): Promise<PlainRow> {
  const row = await existingDataset(tx, id);
  if (row.user_id !== userId) throw noPermission(`only the user who created dataset ${id} may change it or its data sources`);
  return row;
}

export async function insertDataset(tx: Tx, userId: string, name: string, description: string): Promise<string> {
  const id = newDatasetId();
  await tx.exec(`INSERT INTO meta.datasets VALUES (?, ?, ?, ?, nextval('meta.seq'))`, [
    id, userId, truncate(name, LIMITS.nameLength), truncate(description, LIMITS.descriptionLength),
  ]);
  return id;
}

export const createDataset: Handler = async ({ engine, body }) => {
  const input = await body();
  const userId = userIdFromBody(input);
  const name = optionalString(input, 'name');
  if (!name || name.trim() === '') throw invalid('name is required and must be a non-empty string');
  const description = optionalString(input, 'description') ?? '';
  const id = await engine.db.exclusive((tx) => insertDataset(tx, userId, name, description));
  return { data: { id } };
};

export const listDatasets: Handler = async ({ engine, query }) => {
  userIdFromQuery(query);
  const { pageNumber, pageSize } = paging(query);
  const search = searchTerm(query);
  const filter = search ? `WHERE contains(lower(name), lower(?)) OR contains(lower(description), lower(?))` : '';
  const params = search ? [search, search] : [];
  const page = await engine.db.exclusive(async (tx): Promise<Page<Dataset>> => {
    const [{ n }] = await tx.all(`SELECT count(*) AS n FROM meta.datasets ${filter}`, params);
    const rows = await tx.all(`SELECT * FROM meta.datasets ${filter} ORDER BY seq DESC LIMIT ? OFFSET ?`, [
      ...params, pageSize, (pageNumber - 1) * pageSize,
    ]);
    return { total_items: Number(n), page_number: pageNumber, page_size: pageSize, records: rows.map(toDataset) };
  });
  return { data: page };
};

export const modifyDataset: Handler = async ({ engine, body, params }) => {
  const input = await body();
  const userId = userIdFromBody(input);
  const name = optionalString(input, 'name');
  const description = optionalString(input, 'description');
  if (name === undefined && description === undefined) throw invalid('give name, description or both');
  if (name !== undefined && name.trim() === '') throw invalid('name must not be empty');
  await engine.db.exclusive(async (tx) => {
    const current = await ownDataset(tx, params[0], userId);
    await tx.exec(`UPDATE meta.datasets SET name = ?, description = ? WHERE id = ?`, [
      name === undefined ? current.name : truncate(name, LIMITS.nameLength),
      description === undefined ? current.description : truncate(description, LIMITS.descriptionLength),
      params[0],
    ]);
  });
  return { data: {} };
};

/** Removes data sources' rows, tables and files; the caller has checked permission. */
export async function removeDataSources(tx: Tx, where: string, params: unknown[]): Promise<string[]> {
  const sources = await tx.all(`SELECT id, file_path FROM meta.datasources WHERE ${where}`, params);
  for (const source of sources) {
    const tables = await tx.all(`SELECT table_name FROM meta.source_tables WHERE datasource_id = ?`, [source.id]);
    for (const table of tables) await dropRelation(tx, String(table.table_name));
    await tx.exec(`DELETE FROM meta.source_tables WHERE datasource_id = ?`, [source.id]);
    // An in-place source's file_path is the engine's link to the user's file: removing it leaves the file.
    await tx.exec(`DELETE FROM meta.local_files WHERE datasource_id = ?`, [source.id]);
    await tx.exec(`DELETE FROM meta.datasources WHERE id = ?`, [source.id]);
  }
  return sources.map((source) => String(source.file_path));
}

export const deleteDataset: Handler = async ({ engine, body, params }) => {
  const userId = userIdFromBody(await body());
  const files = await engine.db.exclusive(async (tx) => {
    await ownDataset(tx, params[0], userId);
    const removed = await removeDataSources(tx, 'dataset_id = ?', [params[0]]);
    await tx.exec(`DELETE FROM meta.datasets WHERE id = ?`, [params[0]]);
    return removed;
  }, true);
  await Promise.all(files.map((file) => rm(file, { force: true })));
  return { data: {} };
};

export const datasetStatus: Handler = async ({ engine, query, params }) => {
  userIdFromQuery(query);
  const summary = await engine.db.exclusive(async (tx): Promise<DatasetStatusSummary> => {
    await existingDataset(tx, params[0]);
    const rows = await tx.all(`SELECT status, count(*) AS n FROM meta.datasources WHERE dataset_id = ? GROUP BY status`, [params[0]]);
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    return { synched_count: count('synched'), invalid_count: count('invalid'), synching_count: count('synching') };
  });
  return { data: summary };
};

export const datasetOverview: Handler = async ({ engine, query, params }) => {
  userIdFromQuery(query);
  const overview = await engine.db.exclusive(async (tx) => {
    const dataset = await existingDataset(tx, params[0]);
    const sources = await tx.all(`SELECT id, name, status, reason FROM meta.datasources WHERE dataset_id = ? ORDER BY seq`, [params[0]]);
    const tables = await tx.all(
      `SELECT t.* FROM meta.source_tables t JOIN meta.datasources d ON d.id = t.datasource_id
       WHERE d.dataset_id = ? AND d.status = 'synched' ORDER BY d.seq, t.position`,
      [params[0]],
    );
    return buildOverview(toDataset(dataset), sources, tables);
  });
  return { data: overview, overview: true };
};
