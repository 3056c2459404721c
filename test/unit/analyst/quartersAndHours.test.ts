/**
 * A plumber's call-outs of my own (no probe's data): `Hrs On Site` (hours, said by the name's
 * opening short plural) and a `Reported` date within one year. "total hours on site by engineer"
 * adds the hours; "in q2" without a year is the second quarter of the data's year.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure, parseCsv } from './harness';

const ENGINEERS = ['Lee', 'Marta', 'Gavin'];
const callouts = Array.from({ length: 45 }, (_, i) => ({ id: `CO-${100 + i}`, reported: `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`, engineer: ENGINEERS[i % 3], hours: 0.5 + (i % 4) * 0.5 }));

describe('analyst: hours named by a short plural, and a quarter without a year', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_callouts', ['Callout ID', 'Reported', 'Engineer', 'Hrs On Site'], callouts.map((c): Cell[] => [c.id, c.reported, c.engineer, c.hours]), 'plumbing_callouts.csv');
  });

  it('adds up the hours on site by engineer', async () => {
    const run = await bench.ask('total hours on site by engineer');
    answered(run, 'total hours on site by engineer');
    assert.deepEqual(new Map(parseCsv(run.csv ?? '').map((row) => [row.Engineer, Number(Object.values(row)[1])])), new Map(ENGINEERS.map((e) => [e, callouts.filter((c) => c.engineer === e).reduce((sum, c) => sum + c.hours, 0)])));
  });

  it('reads q2 without a year as the second quarter of the year in the data', async () => {
    const run = await bench.ask('how many callouts in q2');
    answered(run, 'how many callouts in q2');
    assert.match(run.answer, /Q2 2024/);
    assert.equal(firstFigure(run), callouts.filter((c) => ['04', '05', '06'].includes(c.reported.slice(5, 7))).length);
  });
});
