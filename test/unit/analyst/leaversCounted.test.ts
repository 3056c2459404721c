/**
 * "how many members" on a club's register with a `Cancellation Date` blank for the members still
 * in: every record, or only those still there? Asked back, unless the question says which ("in
 * total", "with no cancellation date"). Data generated here, expected figures computed here in JS.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

/** A rowing club's register: a cancellation date on every fifth member. */
function memberRows(): Cell[][] {
  return Array.from({ length: 50 }, (_, i) => [`M${300 + i}`, ['Sculls', 'Sweep', 'Coastal'][i % 3], `2021-0${1 + (i % 9)}-1${i % 10}`, i % 5 === 0 ? `2024-0${1 + (i % 9)}-0${1 + (i % 9)}` : null]);
}

describe('analyst: counting a register where some rows have left', function () {
  this.timeout(120_000);
  const rows = memberRows();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('members', ['Member ID', 'Squad', 'Join Date', 'Cancellation Date'], rows, 'rowing_members.csv');
  });

  for (const question of ['how many members are there', 'how many members in sweep']) {
    it(`asks back on “${question}”: every record or those still in`, async () => {
      const run = await bench.ask(question);
      assertRefused(run, question);
      assert.match(run.answer, /Cancellation Date/);
    });
  }

  it('answers "how many members in total" with every record', async () => {
    const run = await bench.ask('how many members in total');
    assertAnswered(run, 'in total');
    assert.match(run.answer, new RegExp(`\\*\\*${rows.length}\\*\\*`), run.answer.slice(0, 300));
  });

  it('answers "how many members have no cancellation date" with those still in', async () => {
    const run = await bench.ask('how many members have no cancellation date');
    assertAnswered(run, 'no cancellation date');
    assert.match(run.answer, new RegExp(`\\*\\*${rows.filter((row) => row[3] === null).length}\\*\\*`), run.answer.slice(0, 300));
  });
});
