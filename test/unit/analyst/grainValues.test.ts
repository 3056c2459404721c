/**
 * A period adjective that is a value of the data ("Monthly" in `Frequency`) was read twice: as the
 * filter and as a month-by-month series ("how many donations were monthly" listed 24 months). And
 * a plural of a word that only modifies a yes/no column's name ("gifts" beside `Gift Aid`) kept
 * the rows where the flag said yes.
 */
import assert from 'node:assert/strict';
import { type AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertRefused, parseCsv } from './harness';

describe('analyst: a period adjective held as a value, and a flag named by a plural of its modifier', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let gifts: AnalystTable;

  before(async () => {
    bench = await AnalystBench.create();
    gifts = await bench.loadRows('gifts', ['Donation No', 'Received', 'Amount', 'Frequency', 'Gift Aid'], Array.from({ length: 40 }, (_, i) => [
      `G${i + 1}`, `2024-${String(1 + (i % 12)).padStart(2, '0')}-0${1 + (i % 9)}`, 5 + (i % 7) * 4, i % 3 ? 'One-off' : 'Monthly', i % 2 ? 'Yes' : 'No',
    ]));
  });

  it('counts the rows where the value holds, said of the rows ("were monthly"), with no series', async () => {
    const run = await bench.ask('how many donations were monthly', { tables: [gifts] });
    const rows = parseCsv(run.csv ?? '');
    assert.equal(rows.length, 1, run.answer.slice(0, 300));
    assert.match(run.answer, /\*\*14\*\*/, run.answer.slice(0, 300));
  });

  it('asks which "monthly" is meant before a noun', async () => {
    const run = await bench.ask('how many monthly donations', { tables: [gifts] });
    assertRefused(run, 'how many monthly donations');
    assert.match(run.answer, /per month/, run.answer.slice(0, 400));
  });

  it('never reads "gifts" as the rows where Gift Aid says yes', async () => {
    const run = await bench.ask('how many one-off gifts under $10', { tables: [gifts] });
    assert.doesNotMatch(run.answer, /Gift Aid is true/, run.answer.slice(0, 300));
  });
});

describe('analyst: a period adjective said of the rows that no value holds', function () {
  this.timeout(120_000);

  it('asks back "how many donations were weekly" rather than counting per week', async () => {
    const bench = await AnalystBench.create();
    const gifts = await bench.loadRows('gifts', ['Donation No', 'Received', 'Frequency'], Array.from({ length: 20 }, (_, i) => [`G${i}`, `2024-0${1 + (i % 9)}-1${i % 9}`, i % 2 ? 'One-off' : 'Monthly']));
    const run = await bench.ask('how many donations were weekly', { tables: [gifts] });
    assertRefused(run, 'how many donations were weekly');
    assert.match(run.answer, /were weekly/, run.answer.slice(0, 300));
  });
});
