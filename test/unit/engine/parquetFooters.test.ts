/**
 * The engine keeps the footers of Parquet files read in place (parquetFooters.ts): one read per
 * file while it stays the same, a fresh read once its size or modification time changes, nothing
 * for a file that is gone, and every call held from its first moment until it ends (the engine
 * closes its database only then); a read ends at its time limit or when the engine stops.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { withOwnConnection } from '../../../src/engine/database';
import { ParquetFooters } from '../../../src/engine/parquetFooters';

describe('Parquet footers kept across jobs', function () {
  this.timeout(60_000);
  const limits = { stopping: new AbortController().signal, timeLimitMs: 60_000 };
  let dir: string;
  let instance: DuckDBInstance;
  let writer: DuckDBConnection;
  const write = (file: string, rows: number) =>
    writer.run(`COPY (SELECT ['Lyon', 'Oslo'][i % 2 + 1] AS city, i AS n FROM range(${rows}) t(i)) TO '${file}' (FORMAT parquet, ROW_GROUP_SIZE 2048)`);

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'footers-'));
    instance = await DuckDBInstance.create(':memory:');
    writer = await instance.connect();
  });
  after(async () => {
    writer.closeSync();
    instance.closeSync();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a file once while it is unchanged, again after it changes, and nothing for a file that is gone', async () => {
    const file = path.join(dir, 'cities.parquet');
    await write(file, 8192);
    let connects = 0;
    const reads: Array<Promise<unknown>> = [];
    const footers = new ParquetFooters(async () => (connects++, instance.connect()), (read) => reads.push(read), limits);
    const first = await footers.chunks(file);
    assert.equal(first?.get('city')?.length, 4, 'four row groups of the text column');
    assert.equal(first?.has('n'), false, 'only text columns');
    assert.equal(await footers.chunks(file), first, 'the same footer, not read again');
    assert.equal(connects, 1);
    assert.equal(reads.length, 2, 'each call is handed to the engine to wait for');

    await write(file, 16384);
    const future = new Date(Date.now() + 5_000);
    await utimes(file, future, future);
    const second = await footers.chunks(file);
    assert.equal(connects, 2);
    assert.equal(second?.get('city')?.length, 8, 'the changed file\'s own row groups');

    await rm(file);
    assert.equal(await footers.chunks(file), undefined);
    assert.equal(connects, 2);
  });

  it('gives undefined for a file that is not Parquet (the lookups then scan)', async () => {
    const file = path.join(dir, 'not.parquet');
    await writer.run(`COPY (SELECT 1 AS a) TO '${file}' (FORMAT csv)`);
    const footers = new ParquetFooters(() => instance.connect(), () => undefined, limits);
    assert.equal(await footers.chunks(file), undefined);
  });

  it('hands each call to the engine before the file is even looked at, and reads nothing once the engine stops', async () => {
    const file = path.join(dir, 'stopping.parquet');
    await write(file, 4096);
    const stop = new AbortController();
    let connects = 0;
    const calls: Array<Promise<unknown>> = [];
    const footers = new ParquetFooters(async () => (connects++, instance.connect()), (call) => calls.push(call), { stopping: stop.signal, timeLimitMs: 60_000 });
    const footer = footers.chunks(file);
    assert.equal(calls.length, 1, 'held at once: a close starting now waits for it');
    // The engine stops while the file's size and time are read: no connection is opened after.
    stop.abort();
    assert.equal(await footer, undefined);
    assert.equal(connects, 0);
    assert.equal(await footers.chunks(file), undefined);
    assert.equal(connects, 0, 'no read starts once the engine stops');
  });

  it('gives up a read past its time limit and closes its connection', async () => {
    const file = path.join(dir, 'slow.parquet');
    await write(file, 4096);
    let closed = 0;
    const footers = new ParquetFooters(async () => {
      const connection = await instance.connect();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const close = connection.closeSync.bind(connection);
      connection.closeSync = () => (closed++, close());
      return connection;
    }, () => undefined, { stopping: new AbortController().signal, timeLimitMs: 20 });
    assert.equal(await footers.chunks(file), undefined, 'the lookups then scan');
    assert.equal(closed, 1);
  });

  it('interrupts the query of a connection of its own when its signal aborts', async () => {
    const started = Date.now();
    await assert.rejects(withOwnConnection(() => instance.connect(), (connection) => connection.run('SELECT count(*) FROM range(100000000000)'), AbortSignal.timeout(100)));
    assert.ok(Date.now() - started < 20_000, `interrupted, not run to its end (${Date.now() - started} ms)`);
  });
});
