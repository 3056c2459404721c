import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Database } from '../../../src/engine/database';
import { IngestWorker } from '../../../src/engine/ingest';
import { silentLogger } from '../../../src/engine/log';

const FETCH = { maxBytes: 1024 ** 2, timeoutMs: 1_000, allowPrivate: false, allowHosts: [] };

describe('engine ingest: a source that settles', () => {
  let dir: string;
  let db: Database;
  let worker: IngestWorker | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ingest-settled-'));
    db = await Database.open(path.join(dir, 'engine.duckdb'), [dir]);
  });
  afterEach(async () => {
    await worker?.stop();
    db.instance.closeSync();
    await rm(dir, { recursive: true, force: true });
  });

  async function synching(id: string, content: string): Promise<void> {
    const file = path.join(dir, `${id}.csv`);
    await writeFile(file, content);
    await db.exclusive(async (tx) => {
      await tx.exec(`INSERT INTO meta.datasets VALUES ('dset-1', 'u', 'sales', '', nextval('meta.seq'))`);
      await tx.exec(`INSERT INTO meta.datasources VALUES (?, 'dset-1', 'u', 'sales.csv', 'csv', 'synching', ?, NULL, NULL, ?, nextval('meta.seq'))`, [id, content.length, file]);
    });
  }

  it('hands its waiters the synched row at once, while the work the sync started holds the database', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // What the engine starts as a source is synched (its footer, the analyst's facts) queues for the database first.
    worker = new IngestWorker(db, path.join(dir, 'scratch'), FETCH, silentLogger, { synched: () => void db.exclusive(() => held) });
    await synching('ds-1', 'region,revenue\nNorth,10\nSouth,5\n');
    worker.enqueue('ds-1');
    const row = await Promise.race([worker.settled('ds-1', 5_000), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 3_000))]);
    release();
    if (row === 'late') assert.fail('the synched row came after the held database work');
    assert.equal(row?.status, 'synched');
    assert.equal(row?.id, 'ds-1');
  });

  it('answers undefined for a source that did not synch, and for one not queued', async () => {
    worker = new IngestWorker(db, path.join(dir, 'scratch'), FETCH, silentLogger, {});
    await synching('ds-2', '');
    worker.enqueue('ds-2');
    assert.equal(await worker.settled('ds-2', 5_000), undefined);
    const [row] = await db.all(`SELECT status FROM meta.datasources WHERE id = 'ds-2'`);
    assert.equal(row.status, 'invalid');
    assert.equal(await worker.settled('ds-unknown', 5_000), undefined);
  });
});
