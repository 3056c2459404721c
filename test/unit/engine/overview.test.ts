import assert from 'node:assert/strict';
import { analyze } from '../../../src/engine/analyst';
import { USER, datasetWith, startTestEngine, type TestEngine } from '../../support/engine-harness';

describe('engine overview with the real analyst', () => {
  let engine: TestEngine;
  before(async () => {
    engine = await startTestEngine({ analyst: analyze });
  });
  after(() => engine.dispose());

  it('suggests exploration questions that the local analyst answers with a result table', async () => {
    const regions = ['North', 'South', 'East'];
    const csv = ['region,product,revenue,units,date', ...Array.from({ length: 60 }, (_, i) =>
      `${regions[i % 3]},${['apples', 'pears'][i % 2]},${(i * 37) % 100 + 1},${(i % 9) + 1},2024-${String((i % 12) + 1).padStart(2, '0')}-0${(i % 9) + 1}`)].join('\n');
    const { datasetId } = await datasetWith(engine, 'sales.csv', csv);
    const overview = (await engine.get(`/datasets/${datasetId}/overview`)).body.data;
    // Two products and one year: no "top 5 products" and no "only for 2024" (they would say nothing).
    assert.ok(overview.exploration_questions.length >= 3, overview.exploration_questions.join(" | "));
    const session = (await engine.call('POST', '/sessions', { name: 'explore', user_id: USER })).body.data.id;
    for (const question of overview.exploration_questions) {
      const reply = await engine.call('POST', '/jobs', { session_id: session, question, dataset_id: datasetId, user_id: USER });
      assert.equal(reply.body.code, 0, question);
      assert.ok(reply.body.data.blocks.some((block: { type: string }) => block.type === 'TABLE'), question);
    }
  });
});
