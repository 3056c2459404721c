/** `npm run eval:model`: the corpus through a model, each answer judged correct, refused or wrong. */
import assert from 'node:assert/strict';
import { evaluate } from '../../../scripts/eval-model';
import { startScriptedModel, toolResults, type ScriptedModel } from '../../support/scripted-model';

describe('planner: eval:model judges a model on the question corpus', function () {
  this.timeout(60_000);
  let model: ScriptedModel;

  before(async () => {
    // 1: "How many rows are in this file?" answered by a query; 2: "What columns…" declined;
    // 3: "Give me a summary of the data" answered with a query that computes something else.
    model = await startScriptedModel((request) => {
      const question = String(request.messages[request.messages.length - 1 - (toolResults(request) ? 2 : 0)]?.content ?? '');
      const answered = toolResults(request) > 0;
      if (/How many rows/.test(question)) return answered ? { text: 'The count is below.' } : { sql: 'SELECT count(*) AS n FROM "sales"' };
      if (/What columns/.test(question)) return { text: 'I cannot tell from here.' };
      return answered ? { text: 'Here it is.' } : { sql: 'SELECT 1 AS one' };
    });
  });

  after(async () => {
    await model.close();
  });

  it('prints correct, refused and wrong with the time of each question', async () => {
    const results = await evaluate({ url: model.url, model: 'scripted', share: 'samples' }, { limit: 3, data: 'sales' });
    assert.deepEqual(results.map((r) => [r.entry.q, r.verdict]), [
      ['How many rows are in this file?', 'correct'],
      ['What columns does the data have?', 'refused'],
      ['Give me a summary of the data', 'wrong'],
    ]);
    for (const result of results) assert.ok(result.ms > 0);
  });
});
