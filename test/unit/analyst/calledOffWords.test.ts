/**
 * Everyday words for a status, on a regatta's entries of my own no probe uses: "scrubbed" and
 * "blown out" are the Cancelled rows, "pulled" the Withdrawn ones, and the answer names the value
 * alone, never the verb as if it were a noun ("Status = Cancelled, the blown out"). Every count is
 * computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, firstFigure } from './harness';

const STATUSES = ['Finished', 'Finished', 'Cancelled', 'Withdrawn', 'Finished'];
const entries = Array.from({ length: 40 }, (_, i) => ({ boat: `B${100 + i}`, race: ['Harbour Cup', 'Island Dash'][i % 2], status: STATUSES[(i * 3) % STATUSES.length] }));

describe('analyst: everyday words for a cancelled or withdrawn status', function () {
  this.timeout(120_000);
  it('counts the rows of the status the words stand for, named by the value alone', async () => {
    const bench = await AnalystBench.create();
    const table = await bench.loadRows('regatta_entries', ['Entry', 'Race', 'Status'], entries.map((e) => [e.boat, e.race, e.status]));
    const count = (status: string) => entries.filter((e) => e.status === status).length;
    for (const [question, status] of [['how many entries got scrubbed', 'Cancelled'], ['how many entries were blown out', 'Cancelled'], ['how many entries were pulled', 'Withdrawn']]) {
      const run = await bench.ask(question, { tables: [table] });
      answered(run, question);
      assert.equal(firstFigure(run), count(status), question);
      assert.match(run.answer, new RegExp(`Status = ${status}\\.`), question);
    }
  });
});
