/**
 * A portrait studio's sessions of my own (no probe's data): each row was sold at its `Package
 * Price`, and some rows also sold prints (`Print Sales (£)`), with no quantity to multiply a price
 * by. Money taken ("makes the most money", "spend") could be either column, so it asks; "package
 * revenue" names the price and adds it up, never averages it.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure, near } from './harness';

const TYPES = ['Family', 'Newborn', 'Headshots'];
const sessions = Array.from({ length: 45 }, (_, i) => ({ ref: `PS${i}`, date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-10`, type: TYPES[i % 3], client: `Client ${i % 9}`, price: [220, 180, 95][i % 3], prints: i % 3 === 2 ? 160 + (i % 4) * 20 : i % 2 ? 40 : 0 }));

describe('analyst: money taken beside the price each row sold at', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_studio', ['Session ID', 'Session Date', 'Session Type', 'Client', 'Package Price', 'Print Sales (£)'], sessions.map((s): Cell[] => [s.ref, s.date, s.type, s.client, `£${s.price}.00`, s.prints]), 'portrait_sessions.csv');
  });

  for (const question of ['which session type makes the most money', 'Client 3 total spend']) {
    it(`asks which money for ${question}`, async () => {
      const run = await bench.ask(question);
      refused(run, question);
      if (/spend/.test(question)) assert.match(run.answer, /Package Price[\s\S]*Print Sales|Print Sales[\s\S]*Package Price/, run.answer.slice(0, 400));
    });
  }

  it('adds up the price named with revenue', async () => {
    const run = await bench.ask('package revenue in q2 2025');
    answered(run, 'package revenue in q2 2025');
    const q2 = sessions.filter((s) => ['04', '05', '06'].includes(s.date.slice(5, 7)));
    assert.ok(near(firstFigure(run), q2.reduce((sum, s) => sum + s.price, 0)), run.answer.slice(0, 300));
  });
});
