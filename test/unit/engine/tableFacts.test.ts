import assert from 'node:assert/strict';
import { TableFacts } from '../../../src/engine/tableFacts';

describe('table facts kept across jobs', () => {
  it('computes a fact once, also when two jobs ask at the same time', async () => {
    const facts = new TableFacts();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return ['North', 'South'];
    };
    const [a, b] = await Promise.all([facts.remember('t1\nvalues:region', compute), facts.remember('t1\nvalues:region', compute)]);
    assert.deepEqual(a, b);
    await facts.remember('t1\nvalues:region', compute);
    assert.equal(computed, 1);
  });

  it('forgets a failed computation, so the next job tries again', async () => {
    const facts = new TableFacts();
    await assert.rejects(facts.remember('t1\nlatest:date', async () => { throw new Error('interrupted'); }));
    assert.equal(await facts.remember('t1\nlatest:date', async () => '2024-12-31'), '2024-12-31');
  });

  it('stops work computing a table\'s facts ahead when they are forgotten, and only then', () => {
    const facts = new TableFacts();
    const mine = facts.whileKept('ds_a_');
    const other = facts.whileKept('ds_b_');
    const ended = facts.whileKept('ds_a_');
    ended.done();
    facts.forget('ds_a_');
    assert.equal(mine.signal.aborted, true);
    assert.equal(other.signal.aborted, false);
    assert.equal(ended.signal.aborted, false, 'a finished watch is no longer told');
  });

  it('stays within its bound, dropping the least recently used first', async () => {
    const facts = new TableFacts(2);
    await facts.remember('a', async () => 1);
    await facts.remember('b', async () => 2);
    await facts.remember('a', async () => 99); // used again: now the most recent
    await facts.remember('c', async () => 3);
    assert.equal(facts.size, 2);
    assert.equal(await facts.remember('a', async () => 100), 1, 'a was kept');
    assert.equal(await facts.remember('b', async () => 200), 200, 'b was dropped and computed again');
  });
});
