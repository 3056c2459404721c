/**
 * "how many faults" beside a `Fault Code` column: the codes are kinds of fault and each row with a
 * code is a fault, so counting distinct codes answers another question; it is asked back. A code
 * that names a thing one to one (`country_code`) still counts the things. Data generated here,
 * expected figures computed here in JS.
 */
import assert from 'node:assert/strict';
import { AnalystBench, type Cell } from './harness';

const FAULTS = ['F10', 'F22', 'F31', null, 'F22'];
const COUNTRIES = ['NO', 'SE', 'DK', 'FI'];

/** A lift company's call-outs: a fault code when a fault was found, the customer's country. */
function calloutRows(): Cell[][] {
  return Array.from({ length: 60 }, (_, i) => [`C-${500 + i}`, COUNTRIES[(i * 7) % 4], FAULTS[(i * 3) % 5], 30 + ((i * 11) % 90)]);
}

describe('analyst: a code column counts kinds, not occurrences', function () {
  this.timeout(120_000);
  const rows = calloutRows();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('callouts', ['Callout ID', 'country_code', 'Fault Code', 'Minutes on site'], rows, 'callouts.csv');
  });

  for (const question of ['how many faults', 'how many faults in SE']) {
    it(`asks back on “${question}” rather than counting distinct codes`, async () => {
      const run = await bench.ask(question);
      assert.ok(run.answer.startsWith('I can’t answer'), `answered: ${run.answer.slice(0, 300)}`);
      assert.match(run.answer, /Fault Code/);
    });
  }

  it('counts the distinct codes when they are asked for', async () => {
    const expected = new Set(rows.map((row) => row[2]).filter((code) => code !== null)).size;
    const run = await bench.ask('how many fault codes are there');
    assert.match(run.answer.split('\n')[0], /distinct Fault Code/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`is \\*\\*${expected}\\*\\*`), run.answer.slice(0, 300));
  });

  it('counts countries by their codes', async () => {
    const run = await bench.ask('how many countries');
    assert.match(run.answer, new RegExp(`is \\*\\*${new Set(rows.map((row) => row[1])).size}\\*\\*`), run.answer.slice(0, 300));
  });
});
