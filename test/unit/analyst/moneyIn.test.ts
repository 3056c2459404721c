/**
 * "which treatment brings in the most" counted the rows of each treatment: "brings in" was filler.
 * With nothing named it could be money or things brought in, and is asked; "the most money" beside
 * "brings in" or "made" names the table's one money column (`Fee Charged`). "the osprey" is the vessel MV
 * Osprey, whose "MV" every vessel shares. "makes the most" with nothing made said is asked.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, parseCsv, type Cell } from './harness';

describe('analyst: money coming in, said in everyday words', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  // Check-ups are the most rows, crowns the most money.
  const rows: Cell[][] = Array.from({ length: 40 }, (_, i) => {
    const treatment = i % 4 === 3 ? 'Crown' : i % 4 === 2 ? 'Filling' : 'Check-up';
    return [`AP-${i}`, treatment, ['MV Osprey', 'MV Tern'][i % 2], `£${treatment === 'Crown' ? 300 + i : treatment === 'Filling' ? 90 + i : 25 + (i % 5)}.00`];
  });
  const fee = (row: Cell[]): number => Number(String(row[3]).slice(1));
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('a', ['Appointment ID', 'Treatment', 'Vessel', 'Fee Charged'], rows, 'appointments.csv');
  });

  it('ranks by the money for "brings in the most money" and "made the most money"', async () => {
    for (const question of ['which treatment brings in the most money', 'which treatment made the most money']) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      assert.match(run.answer, /Fee Charged/, `${question}: ${run.answer.slice(0, 300)}`);
      assert.equal(parseCsv(run.csv ?? '')[0].Treatment, 'Crown', `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('reads "the osprey" as MV Osprey', async () => {
    const run = await bench.ask('how much money did the osprey bring in');
    assertAnswered(run, 'the osprey');
    assert.equal(firstFigure(run), rows.filter((row) => row[2] === 'MV Osprey').reduce((sum, row) => sum + fee(row), 0), run.answer.slice(0, 300));
    assert.match(run.answer, /“osprey” is read as Vessel = MV Osprey/);
  });

  it('asks what was made for "makes the most" and "brings in the most"', async () => {
    assertRefused(await bench.ask('which treatment makes the most'), 'makes the most');
    assertRefused(await bench.ask('which treatment brings in the most'), 'brings in the most');
    const counted = await bench.ask('which treatment made the most appointments');
    assertAnswered(counted, 'made the most appointments');
    assert.equal(parseCsv(counted.csv ?? '')[0].Treatment, 'Check-up', counted.answer.slice(0, 300));
  });
});
