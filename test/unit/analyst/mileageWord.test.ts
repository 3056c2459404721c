/**
 * A garage's service log of my own (no probe's data): "mileage" is what `Odometer (miles)` reads,
 * so "avg mileage" and "avg mileage by make" average it. Beside a second column in miles
 * (`Courtesy Car (miles)`) the word could name either, so it is asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const MAKES = ['Ford', 'Kia', 'Skoda'];
const log = Array.from({ length: 24 }, (_, i) => ({ job: `SV-${200 + i}`, make: MAKES[i % 3], odometer: 20_000 + i * 3_517, courtesy: (i * 13) % 90 }));
const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('analyst: mileage names the odometer', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('t_services', ['Job', 'Make', 'Odometer (miles)'], log.map((r): Cell[] => [r.job, r.make, r.odometer]), 'services.csv');
    await bench.loadRows('t_loans', ['Job', 'Make', 'Odometer (miles)', 'Courtesy Car (miles)'], log.map((r): Cell[] => [r.job, r.make, r.odometer, r.courtesy]), 'services_with_loans.csv');
  });
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  it('averages the odometer: avg mileage', async () => {
    const run = await bench.ask('avg mileage', on('services.csv'));
    answered(run, 'avg mileage');
    assert.ok(Math.abs(firstFigure(run) - mean(log.map((r) => r.odometer))) < 0.01, run.answer.slice(0, 300));
  });

  it('averages the odometer by make', async () => {
    const run = await bench.ask('avg mileage by make', on('services.csv'));
    answered(run, 'avg mileage by make');
    assert.match(run.answer, /Odometer \(miles\) by Make/, run.answer.slice(0, 300));
  });

  it('asks when another column is in miles', async () => {
    const run = await bench.ask('avg mileage', on('services_with_loans.csv'));
    refused(run, 'avg mileage beside two columns in miles');
  });
});
