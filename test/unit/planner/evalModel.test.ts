/** `npm run eval:model`: the corpus through a model, each answer judged correct, refused or wrong. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, type Corpus } from '../../../scripts/eval-model';
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

  it('judges a model that runs each question\'s own expected SQL correct (the judge agrees with the corpus)', async () => {
    const corpus = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'analyst', 'corpus.json'), 'utf8')) as Corpus;
    const oracle = await startScriptedModel((request) => {
      const users = request.messages.filter((m) => m.role === 'user');
      const entry = corpus.questions.find((e) => e.q === String(users[users.length - 1]?.content ?? ''));
      if (request.messages[request.messages.length - 1].role === 'tool') return { text: 'See the table.' };
      if (entry?.sql) return { sql: entry.sql };
      return { text: entry?.contains ? entry.contains.join(', ') : 'I cannot answer that from this data.' };
    });
    try {
      const results = await evaluate({ url: oracle.url, model: 'oracle', share: 'samples' }, { data: 'employees' });
      assert.ok(results.length >= 40);
      assert.deepEqual(results.filter((r) => r.verdict !== 'correct').map((r) => `${r.entry.q}: ${r.detail}`), []);
    } finally {
      await oracle.close();
    }
  });
});
