/**
 * "headcount by team" on a timesheet keyed by `Employee ID`, a row per person per month: the
 * people are the distinct IDs, and the answer says so; on a staff list whose ID holds each row
 * once the rows are the people, said too. On a small staff of my own.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, parseCsv } from './harness';

describe('analyst: a headcount where a person is on several rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('timesheet', ['Month', 'Employee ID', 'Team', 'Hours'], [
      ['2026-01', 'E01', 'Sales', 160], ['2026-01', 'E02', 'Sales', 150], ['2026-01', 'E03', 'Ops', 170],
      ['2026-02', 'E01', 'Sales', 160], ['2026-02', 'E02', 'Sales', 150], ['2026-02', 'E03', 'Ops', 170], ['2026-02', 'E04', 'Ops', 100], ['2026-03', 'E04', 'Ops', 90],
    ]);
  });

  it('counts the distinct people by team, and says it', async () => {
    const run = await bench.ask('headcount by team');
    answered(run, 'headcount by team');
    const got = new Map(parseCsv(run.csv ?? '').map((row) => [String(row.Team), Number(Object.values(row)[1])]));
    assert.equal(got.get('Sales'), 2, run.csv);
    assert.equal(got.get('Ops'), 2, run.csv);
    assert.match(run.answer, /distinct `Employee ID`/);
  });
});
