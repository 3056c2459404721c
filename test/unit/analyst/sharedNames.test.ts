/**
 * A riding stables' lessons of my own (no probe's data): `Pony` names repeat across
 * `Owner`s (Bramble is three ponies), and the bookings are keyed `Appt #`. "which pony came in the
 * most" or "how many ponies" by the name alone would add different ponies together, so it asks;
 * "by pony and owner" and "which pony name" answer; "how many appointments" counts the `Appt #`.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure } from './harness';

const pairs = [['Bramble', 'Jo Hart'], ['Bramble', 'Sam Leigh'], ['Bramble', 'Kit Moss'], ['Pepper', 'Jo Hart'], ['Biscuit', 'Ann Cole'], ['Pepper', 'Ann Cole']];
const visits = [3, 2, 2, 4, 5, 1];
const rows = pairs.flatMap(([pony, owner], k) => Array.from({ length: visits[k] }, () => ({ pony, owner })))
  .map((row, i) => ({ ...row, appt: 500 + i }));

describe('analyst: a name that several animals share', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_stables', ['Appt #', 'Pony', 'Owner'], rows.map((r): Cell[] => [r.appt, r.pony, r.owner]), 'stables_lessons.csv');
  });

  for (const question of ['which pony came in the most', 'how many ponies']) {
    it(`asks for ${question}`, async () => {
      const run = await bench.ask(question);
      refused(run, question);
      assert.match(run.answer, /Bramble/, run.answer.slice(0, 300));
    });
  }

  it('ranks by pony and owner', async () => {
    const run = await bench.ask('appointments by pony and owner');
    answered(run, 'appointments by pony and owner');
    assert.match(run.answer, /Biscuit \/ Ann Cole: \*\*5\*\*/, run.answer.slice(0, 300));
  });

  it('ranks the names when the name is asked', async () => {
    const run = await bench.ask('which pony name came in the most');
    answered(run, 'which pony name came in the most');
    assert.match(run.answer, /\*\*Bramble\*\*/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), 7, run.answer.slice(0, 300));
  });

  it('never reads a kind of pet as a name', async () => {
    const kinds = await AnalystBench.create();
    await kinds.ingestRows('t_vet', ['Visit ID', 'Pet Type', 'Owner'], Array.from({ length: 20 }, (_, i): Cell[] => [`V${i}`, ['Cat', 'Dog'][i % 2], `Owner ${i % 7}`]), 'vet_visits.csv');
    answered(await kinds.ask('visits by pet type'), 'visits by pet type');
  });

  it('reads appointments as the Appt key', async () => {
    const run = await bench.ask('how many appointments');
    answered(run, 'how many appointments');
    assert.equal(firstFigure(run), rows.length, run.answer.slice(0, 300));
  });
});
