/**
 * A holiday cottage's bookings of my own (no probe's data) with three dates: `Booked On`, `Arrival`
 * and `Departure`. A stay begins on arrival, never on the day it was booked; a start the question
 * names by its own word ("booking" for `Booked On`) is taken in the order said.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure, near } from './harness';

const day = (base: string, add: number): string => new Date(Date.parse(base) + add * 86_400_000).toISOString().slice(0, 10);
const stays = Array.from({ length: 30 }, (_, i) => {
  const arrival = day('2025-05-01', i * 3);
  return { ref: `HC${i}`, booked: day(arrival, -(20 + (i % 7) * 9)), arrival, departure: day(arrival, 2 + (i % 5)) };
});
const days = (a: string, b: string): number => (Date.parse(b) - Date.parse(a)) / 86_400_000;
const mean = (values: number[]): number => values.reduce((x, y) => x + y, 0) / values.length;

describe('analyst: the dates a stay is measured between', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_cottage', ['Booking Ref', 'Booked On', 'Arrival', 'Departure'], stays.map((s): Cell[] => [s.ref, s.booked, s.arrival, s.departure]), 'cottage_bookings.csv');
  });

  it('measures a stay from arrival to departure', async () => {
    const run = await bench.ask('average length of stay in nights');
    answered(run, 'average length of stay in nights');
    assert.ok(near(firstFigure(run), mean(stays.map((s) => days(s.arrival, s.departure)))), run.answer.slice(0, 300));
  });

  it('asks between an arrival and an admission', async () => {
    const ward = await AnalystBench.create();
    await ward.ingestRows('t_ward', ['Patient Ref', 'Arrival', 'Admitted', 'Discharged'], stays.map((s): Cell[] => [s.ref, s.booked, s.arrival, s.departure]), 'ward_stays.csv');
    refused(await ward.ask('average length of stay'), 'average length of stay');
  });

  it('takes the start the question names, in the order said', async () => {
    const run = await bench.ask('average days from booking to arrival');
    answered(run, 'average days from booking to arrival');
    assert.ok(near(firstFigure(run), mean(stays.map((s) => days(s.booked, s.arrival)))), run.answer.slice(0, 300));
  });

  it('takes a named start with the one end', async () => {
    const run = await bench.ask('average days from booking to departure');
    answered(run, 'average days from booking to departure');
    assert.ok(near(firstFigure(run), mean(stays.map((s) => days(s.booked, s.departure)))), run.answer.slice(0, 300));
  });
});
