/**
 * A lone letter after "an", "grade" or "rated" is a value the data may hold ("got an A", "grade a
 * hotels"), never an article to drop: "how many hotels got an A" had counted every hotel. Data
 * generated here, expected figures computed here in JS.
 */
import assert from 'node:assert/strict';
import { AnalystBench, type Cell } from './harness';

const GRADES = ['A', 'B', 'A', 'C', 'B', 'A', 'D'];
const TOWNS = ['Ayr', 'Troon', 'Largs'];

/** Hygiene audits of hotels: a hotel is audited several times, with a grade each time; three hotels never get an A. */
function auditRows(): Cell[][] {
  return Array.from({ length: 84 }, (_, i) => [`AU-${1000 + i}`, `Hotel ${String.fromCharCode(65 + (i % 12))}`, TOWNS[(i * 5) % 3], i % 12 >= 9 ? 'C' : GRADES[(i * 3) % 7], 40 + ((i * 17) % 55)]);
}

describe('analyst: a letter grade in a question is a value', function () {
  this.timeout(120_000);
  const rows = auditRows();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('audits', ['Audit ID', 'Hotel', 'Town', 'Grade', 'Points'], rows, 'hotel_audits.csv');
  });

  it('counts the hotels that got an A, not every hotel', async () => {
    const expected = new Set(rows.filter((row) => row[3] === 'A').map((row) => row[1])).size;
    assert.ok(expected < new Set(rows.map((row) => row[1])).size, 'the data must tell the two apart');
    const run = await bench.ask('how many hotels got an A');
    assert.match(run.answer.split('\n')[0], /Grade = A/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`\\*\\*${expected}\\*\\*|is ${expected}\\b`), run.answer.slice(0, 400));
  });

  it('reads "grade a audits in troon" as two conditions', async () => {
    const expected = rows.filter((row) => row[3] === 'A' && row[2] === 'Troon').length;
    const run = await bench.ask('how many grade a audits in troon');
    assert.match(run.answer.split('\n')[0], /Grade = A and Town = Troon|Town = Troon and Grade = A/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`\\b${expected}\\b`), run.answer.slice(0, 400));
  });

  it('keeps "a" an article before another letter: "audits that got a B"', async () => {
    const expected = rows.filter((row) => row[3] === 'B').length;
    const run = await bench.ask('how many audits got a B');
    assert.match(run.answer.split('\n')[0], /Grade = B\b/, run.answer.slice(0, 300));
    assert.doesNotMatch(run.answer.split('\n')[0], /Grade = A/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`\\b${expected}\\b`), run.answer.slice(0, 400));
  });

  it('keeps "a" an article after "grade" before a singular noun: "what grade a hotel in ayr gets"', async () => {
    const run = await bench.ask('what grade a hotel in ayr gets');
    assert.doesNotMatch(run.answer, /Grade = A/, run.answer.slice(0, 300));
  });
});
