/**
 * The value lookup's keys (valueKeys in src/engine/analyst/index.ts): a value written "Entire
 * home/apt" is also named by its words before the slash, when no other value shares that head;
 * and a column listing tens of thousands of such values is keyed in one pass (comparing every
 * head with every other held the engine's thread for tens of seconds). Files generated here,
 * figures computed here.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, firstFigure, near } from './harness';

describe('analyst: values named by their words before a slash', function () {
  // The 50,000-row table is loaded and listed; the machine may be shared.
  this.timeout(120_000);

  it('reads "entire home" as the value "Entire home/apt", its head shared by no other value', async () => {
    const bench = await AnalystBench.create();
    const kinds = ['Entire home/apt', 'Private room', 'Shared room', 'Hotel room'];
    const rows = Array.from({ length: 40 }, (_, i) => [`L${i}`, kinds[i % 4], 50 + ((i * 17) % 90)]);
    await bench.loadRows('listings', ['listing', 'room_type', 'price'], rows);
    const run = await bench.ask('average price for entire home');
    assertAnswered(run, 'average price for entire home');
    const prices = rows.filter((r) => r[1] === 'Entire home/apt').map((r) => Number(r[2]));
    assert.ok(near(firstFigure(run), prices.reduce((a, b) => a + b, 0) / prices.length), run.answer);
  });

  it('keys a column of 50,000 values with slashes in one pass, and still finds the one asked for', async () => {
    const bench = await AnalystBench.create();
    const syllables = ['ka', 'lo', 'mi', 'ne', 'su', 'ta', 'ri', 'po', 've', 'du'];
    // A made-up word per number (three syllables), so each bin's head is two words of its own.
    const word = (n: number) => [n % 10, Math.floor(n / 10) % 10, Math.floor(n / 100) % 10].map((s) => syllables[s]).join('');
    const rows = Array.from({ length: 50_000 }, (_, i) => [`${word(i % 1000)} ${word(Math.floor(i / 1000))}/shelf ${i % 7}`, 1 + (i % 9)]);
    await bench.loadRows('stock', ['bin_path', 'items'], rows);
    const asked = 4321;
    const question = `total items for ${word(asked % 1000)} ${word(Math.floor(asked / 1000))}`;
    const run = await bench.ask(question);
    assertAnswered(run, question);
    assert.equal(firstFigure(run), 1 + (asked % 9), run.answer);
  });
});
