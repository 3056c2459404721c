/**
 * A rate whose counted value and the value left out of its whole are both values of one column:
 * "dnf rate excluding dns" on a race's `Status` (Finished, DNF, DNS) is DNF / (every row − DNS),
 * never refused for keeping and excluding values of the same column. On a race of my own.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused } from './harness';

const RUNNERS: Array<[string, string, string, number | null]> = [
  ['Ann', 'F', 'Finished', 3600], ['Bo', 'M', 'Finished', 4000], ['Cat', 'F', 'DNF', null], ['Dan', 'M', 'DNS', null],
  ['Eve', 'F', 'Finished', 4200], ['Fay', 'F', 'DNF', null], ['Gus', 'M', 'Finished', 3900], ['Hal', 'M', 'DNS', null],
  ['Ivy', 'F', 'DNS', null], ['Jon', 'M', 'DNF', null],
];

describe('analyst: a rate over the rows without another value of its column', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('race', ['Bib', 'Runner', 'Gender', 'Status', 'Finish Time'], RUNNERS.map(([name, gender, status, time], i) => [i + 1, name, gender, status, time]));
  });

  it('counts the one value over the rows that are not the other', async () => {
    // 3 DNF of the 7 that started.
    const rate = await bench.ask('dnf rate excluding dns');
    answered(rate, 'dnf rate excluding dns');
    assert.match(rate.answer, /42\.9%/, rate.answer.slice(0, 400));
    const sign = await bench.ask('% dnf excluding dns');
    answered(sign, '% dnf excluding dns');
    assert.match(sign.answer, /42\.9%/, sign.answer.slice(0, 400));
  });

  it('still asks when no rate is asked for', async () => {
    assertRefused(await bench.ask('how many dnf excluding dns'), 'how many dnf excluding dns');
  });
});
