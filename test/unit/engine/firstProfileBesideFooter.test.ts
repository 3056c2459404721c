/**
 * A big Parquet file read in place is synched with a first profile whose scan runs while its
 * footer is still read on a connection of its own (profile.ts `profileBeside`): the two no longer
 * wait one for the other, and the footer's statistics still reach the stored profile. The
 * footer's read starts before the view over the file is created, and the view's columns and row
 * count come in one statement.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { Database } from '../../../src/engine/database';
import { IngestWorker } from '../../../src/engine/ingest';
import { loadFile } from '../../../src/engine/loaders';
import { silentLogger } from '../../../src/engine/log';
import { parquetTextChunks, type Chunk } from '../../../src/engine/parquetDictionaries';
import type { TableProfile } from '../../../src/engine/profile';

const FETCH = { maxBytes: 1024 ** 2, timeoutMs: 1_000, allowPrivate: false, allowHosts: [] };
const quote = (file: string) => `'${file.replace(/'/g, "''")}'`;

describe('engine ingest: a big Parquet file\'s first profile beside its footer', function () {
  this.timeout(30_000);
  let dir: string;
  let db: Database;
  let worker: IngestWorker | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'first-profile-footer-'));
    await mkdir(path.join(dir, 'data', 'sources'), { recursive: true });
    await mkdir(path.join(dir, 'work'));
    db = await Database.open(path.join(dir, 'data', 'engine.duckdb'), [dir]);
  });
  afterEach(async () => {
    await worker?.stop();
    db.instance.closeSync();
    await rm(dir, { recursive: true, force: true });
  });

  /** 500 shipments read in place: a depot code that always starts with DP, a carrier among three. */
  async function shipments(): Promise<void> {
    const file = path.join(dir, 'work', 'shipments.parquet');
    const instance = await DuckDBInstance.create(':memory:');
    const writer = await instance.connect();
    await writer.run(`COPY (SELECT i AS shipment, 'DP' || CAST(i % 40 AS VARCHAR) AS depot, ['Acme', 'Birch', 'Cole'][i % 3 + 1] AS carrier
      FROM range(500) t(i)) TO ${quote(file)} (FORMAT parquet, ROW_GROUP_SIZE 100)`);
    writer.closeSync();
    instance.closeSync();
    const link = path.join(dir, 'data', 'sources', 'ds-1.parquet');
    await db.exclusive(async (tx) => {
      await tx.exec(`INSERT INTO meta.datasets VALUES ('dset-1', 'u', 'shipments', '', nextval('meta.seq'))`);
      await tx.exec(`INSERT INTO meta.datasources VALUES ('ds-1', 'dset-1', 'u', 'shipments.parquet', 'parquet', 'synching', 0, NULL, NULL, ?, nextval('meta.seq'))`, [link]);
      await tx.exec(`INSERT INTO meta.local_files VALUES ('ds-1', ?, 0, 0)`, [file]);
    });
  }

  /** The source's stored row, or 'late' when it is not synched within 5 s. */
  async function synched(footer: (file: string) => Promise<Map<string, Chunk[]> | undefined>) {
    worker = new IngestWorker(db, path.join(dir, 'scratch'), FETCH, silentLogger, { deferProfileRows: 100, quietMs: 600_000, parquetFooter: footer });
    worker.enqueue('ds-1');
    return Promise.race([worker.settled('ds-1', 10_000), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 5_000))]);
  }

  async function footerOf(parquet: string): Promise<Map<string, Chunk[]> | undefined> {
    const connection = await db.connect();
    try {
      return await parquetTextChunks(connection, parquet);
    } finally {
      connection.closeSync();
    }
  }

  it('counts the first rows\' distinct values while the footer is read, and stores what the footer proves', async () => {
    await shipments();
    // The footer's read ends only once the first profile's distinct counts have run: a sync that
    // waited for the footer before counting would never end.
    let counted: () => void = () => undefined;
    const profileRan = new Promise<void>((resolve) => (counted = resolve));
    const connect = db.connect.bind(db);
    db.connect = async () => watched(await connect(), (sql) => {
      if (/count\(DISTINCT/i.test(sql)) counted();
    });
    const row = await synched(async (parquet) => {
      await profileRan;
      return footerOf(parquet);
    });
    if (row === 'late') assert.fail('the first profile waited for the footer');
    assert.equal(row?.status, 'synched');
    const [stored] = await db.all(`SELECT profile_json FROM meta.source_tables WHERE datasource_id = 'ds-1'`);
    const profile = JSON.parse(String(stored.profile_json)) as TableProfile;
    const byName = new Map(profile.columns.map((column) => [column.name, column]));
    assert.equal(profile.deferred, true);
    assert.equal(byName.get('depot')?.firstRowsDistinct, 40);
    assert.equal(byName.get('carrier')?.firstRowsDistinct, 3);
    assert.equal(byName.get('depot')?.valuesStartWith, 'DP');
    assert.equal(byName.get('carrier')?.valuesStartWith, undefined);
  });

  it('starts reading the footer before the view over the file is created', async () => {
    await shipments();
    const events: string[] = [];
    const connect = db.connect.bind(db);
    db.connect = async () => watched(await connect(), (sql) => events.push(sql.trim().split(/\s+/).slice(0, 3).join(' ')));
    const row = await synched((parquet) => {
      events.push('footer');
      return footerOf(parquet);
    });
    assert.equal(row === 'late' ? row : row?.status, 'synched');
    const view = events.indexOf('CREATE OR REPLACE');
    assert.ok(view >= 0 && events.indexOf('footer') >= 0 && events.indexOf('footer') < view, events.join(' | '));
  });

  it('reads the view\'s columns and row count in one statement', async () => {
    await shipments();
    const statements: string[] = [];
    const connection = watched(await db.connect(), (sql) => statements.push(sql));
    const [loaded] = await loadFile({ connection, file: path.join(dir, 'work', 'shipments.parquet'), ext: 'parquet', name: 'shipments.parquet', tablePrefix: 'ship', scratch: path.join(dir, 'scratch'), inPlace: true });
    connection.closeSync();
    assert.deepEqual([loaded.rowCount, loaded.columns.map((c) => `${c.name} ${c.type}`)], [500, ['shipment BIGINT', 'depot VARCHAR', 'carrier VARCHAR']]);
    assert.equal(statements.filter((sql) => !/^\s*CREATE/.test(sql)).length, 1, statements.join(' | '));
  });
});

/** The connection, telling `seen` each statement it ran to its end. */
function watched(connection: DuckDBConnection, seen: (sql: string) => void): DuckDBConnection {
  return new Proxy(connection, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      if (key !== 'runAndReadAll' && key !== 'run') return (value as (...args: unknown[]) => unknown).bind(target);
      return async (sql: string, ...rest: unknown[]) => {
        const result: unknown = await (value as (...args: unknown[]) => Promise<unknown>).call(target, sql, ...rest);
        seen(sql);
        return result;
      };
    },
  });
}
