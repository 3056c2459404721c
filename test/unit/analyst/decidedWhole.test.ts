/**
 * "rejection rate" on applications whose `Status` also holds Pending and Withdrawn: over every
 * application, or over the decided ones, give different figures, so it is asked; "of all
 * applications" and "of decided applications" say which. Expected figures are computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure } from './harness';

const OUTCOMES = ['Approved', 'Rejected', 'Pending', 'Approved', 'Withdrawn', 'Rejected', 'Approved'];

function permits(): Cell[][] {
  return Array.from({ length: 140 }, (_, i): Cell[] => [`PA-${String(1000 + i)}`, ['North', 'South'][i % 2], OUTCOMES[(i * 3) % 7]]);
}

describe('analyst: the whole of a decision rate', function () {
  this.timeout(180_000);
  const rows = permits();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('p', ['Application ID', 'District', 'Status'], rows, 'permit_applications.csv');
  });

  it('asks which whole, and answers the one named', async () => {
    assertRefused(await bench.ask('rejection rate'), 'rejection rate');
    const rejected = rows.filter((row) => row[2] === 'Rejected').length;
    const all = await bench.ask('rejection rate of all applications');
    assertAnswered(all, 'of all applications');
    assert.ok(Math.abs(firstFigure(all) - (100 * rejected) / rows.length) < 0.01, all.answer.slice(0, 300));
    const decided = await bench.ask('rejection rate of decided applications');
    assertAnswered(decided, 'of decided applications');
    const whole = rows.filter((row) => row[2] === 'Approved' || row[2] === 'Rejected').length;
    assert.ok(Math.abs(firstFigure(decided) - (100 * rejected) / whole) < 0.01, decided.answer.slice(0, 300));
  });

  it('asks which whole an abandon rate is over beside rows cancelled before they started', async () => {
    // A ride abandoned midway was started; a cancelled one never was.
    const rides = Array.from({ length: 30 }, (_, i): Cell[] => [`R-${i}`, ['Completed', 'Abandoned', 'Completed', 'Cancelled', 'Completed'][i % 5]]);
    await bench.ingestRows('r', ['Ride ID', 'Status'], rides, 'club_rides.csv');
    const tables = bench.tables.filter((table) => table.label === 'club_rides.csv');
    assertRefused(await bench.ask('abandon rate', { tables }), 'abandon rate');
    const all = await bench.ask('abandon rate of all rides', { tables });
    assertAnswered(all, 'of all rides');
    assert.ok(Math.abs(firstFigure(all) - 20) < 0.01, all.answer.slice(0, 300));
    // Cancelling is itself called off before the start: one whole.
    assertAnswered(await bench.ask('cancellation rate', { tables }), 'cancellation rate');
  });
});
