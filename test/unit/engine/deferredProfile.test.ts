import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataAnalysisClient } from '../../../src/api/client';
import type { AnalystContext } from '../../../src/engine/analyst/contract';
import { USER, askOnce, newDataDir, startInPlaceEngine, startTestEngine, type TestEngine } from '../../support/engine-harness';

const REGIONS = ['North', 'South', 'East', 'West'];
/** Rows of `region,id,amount`: four regions, a different id in every row. */
function csv(rows: number, regions = REGIONS): string {
  const lines = ['region,id,amount'];
  for (let i = 0; i < rows; i++) lines.push(`${regions[i % regions.length]},id-${i},${i % 10}`);
  return `${lines.join('\n')}\n`;
}

describe('engine: a big table is ready before its full profile', () => {
  let engine: TestEngine;
  let workspace: string;
  let client: DataAnalysisClient;
  const seen: Array<{ columns: AnalystContext['tables'][0]['columns']; rows: Array<Record<string, unknown>> }> = [];

  let dispose: () => Promise<void>;
  before(async () => {
    ({ engine, client, workspace, dispose } = await startInPlaceEngine({
      // 3,000 rows count as big here; the full profile waits for 2 s without a question.
      deferProfileRows: 1_000,
      profileQuietMs: 2_000,
      analyst: async (context) => {
        const table = context.tables[0];
        const rows = await context.query(`SELECT region, count(*) AS n FROM "${table.table}" GROUP BY region ORDER BY region`);
        seen.push({ columns: table.columns, rows });
        return {};
      },
    }));
  });
  after(() => dispose());

  async function ask(datasetId: string) {
    const reply = await askOnce(engine, datasetId, 'rows by region');
    assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
    return seen[seen.length - 1];
  }

  async function overview(datasetId: string, on = engine): Promise<string> {
    return String((await on.get(`/datasets/${datasetId}/overview`)).body.data.summary);
  }

  async function untilProfiled(datasetId: string, on = engine): Promise<string> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const summary = await overview(datasetId, on);
      if (!summary.includes('still being computed')) return summary;
      assert.ok(Date.now() < deadline, `the full profile never came: ${summary}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers from the first profile, then stores the full one in the background', async () => {
    const file = path.join(workspace, 'orders.csv');
    await writeFile(file, csv(3_000));
    const created = await client.readFileInPlace(file);
    // The load is quick, so the registration itself answers synched.
    assert.equal(created.status, 'synched', created.reason);
    const first = await ask(created.dataset_id);
    assert.deepEqual(first.rows.map((row) => [row.region, Number(row.n)]), [['East', 750], ['North', 750], ['South', 750], ['West', 750]]);
    // The first rows' distinct values stand in for the estimate, never as an exact count.
    const firstRegion = first.columns.find((column) => column.name === 'region');
    const firstId = first.columns.find((column) => column.name === 'id');
    assert.deepEqual([firstRegion?.distinct, firstRegion?.distinctExact], [4, false]);
    assert.deepEqual([firstId?.distinct, firstId?.distinctExact], [3_000, false]);
    assert.match(await overview(created.dataset_id), /3,000 rows, 3 columns[\s\S]*still being computed/);

    const summary = await untilProfiled(created.dataset_id);
    assert.match(summary, /`region`: text, 4 distinct values/);
    assert.match(summary, /`amount`: number, 0 to 9/);
    const full = await ask(created.dataset_id);
    const region = full.columns.find((column) => column.name === 'region');
    assert.deepEqual([region?.distinct, region?.distinctExact], [4, true]);
  });

  it('a file changed before its full profile is profiled as it is now, not as it was', async () => {
    const file = path.join(workspace, 'changing.csv');
    await writeFile(file, csv(3_000));
    const created = await client.readFileInPlace(file);
    assert.equal(created.status, 'synched', created.reason);
    await writeFile(file, csv(2_000, ['North', 'South']));
    const session = (await engine.call('POST', '/sessions', { name: 'changed', user_id: USER })).body.data.id;
    const refused = await engine.call('POST', '/jobs', { session_id: session, question: 'rows by region', dataset_id: created.dataset_id, user_id: USER });
    assert.match(JSON.stringify(refused.body), /changed on disk/);
    const source = await client.waitForSync(created.dataset_id, created.id, { intervalMs: 20 });
    assert.equal(source.status, 'synched', source.reason);
    const summary = await untilProfiled(created.dataset_id);
    assert.match(summary, /2,000 rows/);
    assert.match(summary, /`region`: text, 2 distinct values/);
  });

  it('a full profile left to compute when the engine stopped is computed after the next start', async () => {
    const dataDir = await newDataDir();
    const file = path.join(workspace, 'restart.csv');
    await writeFile(file, csv(3_000));
    // The first engine never finds a quiet moment long enough.
    const first = await startTestEngine({ dataDir, readFilesInPlace: true, deferProfileRows: 1_000, profileQuietMs: 600_000 });
    const registered = await first.call('POST', '/local-files', { path: file, user_id: USER });
    assert.equal(registered.body.data.status, 'synched', JSON.stringify(registered.body));
    const datasetId = String(registered.body.data.dataset_id);
    assert.match(await overview(datasetId, first), /still being computed/);
    await first.dispose(true);
    const second = await startTestEngine({ dataDir, readFilesInPlace: true, deferProfileRows: 1_000, profileQuietMs: 100 });
    try {
      assert.match(await untilProfiled(datasetId, second), /`region`: text, 4 distinct values/);
    } finally {
      await second.dispose();
    }
  });
});
