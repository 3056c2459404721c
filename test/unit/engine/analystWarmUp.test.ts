/**
 * The analyst's warm-up as the engine starts (src/engine/analystWarmUp.ts): it answers its few
 * questions on a table of its own, and it stops as soon as the engine has work of its own, at its
 * next question or its next query, without a failure; the engine says when it has work (`busy`).
 */
import assert from 'node:assert/strict';
import { analyze } from '../../../src/engine/analyst';
import type { Analyst } from '../../../src/engine/analyst/contract';
import { WARM_UP_QUESTIONS, warmUpAnalyst } from '../../../src/engine/analystWarmUp';
import { CSV_SALES, USER, datasetWith, startTestEngine, type TestEngine } from '../../support/engine-harness';

/** The analyst, recording each question's first answer sentence and the queries it ran. */
function recording(busyAfterQueries = Infinity, busy = { now: false }) {
  const answers: string[] = [];
  let queries = 0;
  const analyst: Analyst = (context) => analyze({
    ...context,
    query: (sql, params) => {
      if (++queries >= busyAfterQueries) busy.now = true;
      return context.query(sql, params);
    },
    emit: (event) => {
      if (event.kind === 'MESSAGE' && event.group.stage === 'Respond' && answers.length < WARM_UP_QUESTIONS.length) answers.push(`${context.question}: ${event.content.split('\n')[0]}`);
    },
  });
  return { analyst, answers, queries: () => queries, busy };
}

describe('the analyst warm-up', () => {
  it('answers each of its questions on its own table', async () => {
    const run = recording();
    await warmUpAnalyst(run.analyst, () => false);
    const firsts = new Map(run.answers.map((answer) => [answer.split(': ')[0], answer.split(': ').slice(1).join(': ')]));
    assert.deepEqual([...firsts.keys()], WARM_UP_QUESTIONS);
    for (const [question, sentence] of firsts) assert.match(sentence, /^Computed /, question);
  });

  it('does nothing when the engine already has work', async () => {
    const run = recording();
    await warmUpAnalyst(run.analyst, () => true);
    assert.equal(run.queries(), 0);
  });

  it('stops at its next query once the engine has work, quietly', async () => {
    const busy = { now: false };
    const run = recording(3, busy);
    await warmUpAnalyst(run.analyst, () => busy.now);
    // The third query turned the engine busy: no query ran after it, and no further question was asked.
    assert.equal(run.queries(), 3);
    assert.equal(run.answers.length, 0);
  });

  it('reports a failure of its own', async () => {
    const failing: Analyst = () => Promise.reject(new Error('broken analyst'));
    await assert.rejects(warmUpAnalyst(failing, () => false), /broken analyst/);
  });
});

describe('the engine tells when it has work (busy)', () => {
  let engine: TestEngine;
  let seen: boolean[] = [];

  before(async () => {
    engine = await startTestEngine({
      analyst: async () => {
        seen.push(engine.busy());
        return {};
      },
    });
  });
  after(() => engine.dispose());

  it('is busy while it answers a question, and idle after', async () => {
    assert.equal(engine.busy(), false);
    const { datasetId } = await datasetWith(engine, 'sales.csv', CSV_SALES);
    const session = (await engine.call('POST', '/sessions', { name: 'busy', user_id: USER })).body.data.id;
    seen = [];
    const reply = await engine.call('POST', '/jobs', { session_id: session, user_id: USER, dataset_id: datasetId, question: 'anything' });
    assert.equal(reply.status, 200);
    assert.deepEqual(seen, [true]);
    // The job's request has closed and the job is in the history.
    for (let i = 0; i < 50 && engine.busy(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(engine.busy(), false);
  });
});
