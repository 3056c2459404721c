/**
 * A driving school's lessons of my own (no probe's data): each row keeps its `Price` when its
 * `Status` is Cancelled. Money earned ("total revenue", "which pupil spent the most") could be over
 * every row or only the lessons that took place, which differ: asked (before this, the total of every
 * row's price). "excluding cancelled" and a
 * plain column total answer; where the cancelled rows carry no money there is one figure.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure } from './harness';

const PUPILS = ['Amy Lee', 'Ben Ross', 'Cara Hunt', 'Dev Patel', 'Eli Moss', 'Fay Wong'];
const lessons = Array.from({ length: 60 }, (_, i) => ({ ref: `L${1000 + i}`, date: `2024-0${1 + (i % 5)}-${String(1 + (i % 28)).padStart(2, '0')}`, pupil: PUPILS[(i * 7) % 6], price: i % 3 === 0 ? 70 : 36, cancelled: i % 11 === 0 }));
// A `Paid` column makes each row's Price what the pupil pays (everydayWords.ts): revenue adds the prices up.
const header = ['Lesson Ref', 'Date', 'Pupil', 'Price', 'Paid', 'Status'];
const row = (l: (typeof lessons)[number], price: Cell, i: number): Cell[] => [l.ref, l.date, l.pupil, price, i % 7 === 0 ? 'No' : 'Yes', l.cancelled ? 'Cancelled' : 'Done'];

describe('analyst: money earned beside cancelled rows', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_lessons', header, lessons.map((l, i) => row(l, `£${l.price}.00`, i)), 'lessons.csv');
  });

  it('asks whether revenue and spending count the cancelled lessons', async () => {
    for (const question of ['total revenue', 'revenue by pupil', 'which pupil spent the most']) {
      const run = await bench.ask(question);
      refused(run, question);
      assert.match(run.answer, /`Status` marks some rows Cancelled/, run.answer.slice(0, 300));
    }
  });

  it('answers when the question says which rows, or totals the column itself', async () => {
    const kept = await bench.ask('total revenue excluding cancelled');
    answered(kept, 'total revenue excluding cancelled');
    assert.equal(firstFigure(kept), lessons.filter((l) => !l.cancelled).reduce((sum, l) => sum + l.price, 0));
    const all = await bench.ask('total price');
    answered(all, 'total price');
    assert.equal(firstFigure(all), lessons.reduce((sum, l) => sum + l.price, 0));
  });

  it('asks how many lessons took place when the key holds each lesson once', async () => {
    const run = await bench.ask('how many lessons');
    refused(run, 'how many lessons');
    assert.match(run.answer, /Cancelled/);
  });

  it('answers revenue when the cancelled lessons carry no money', async () => {
    const free = await AnalystBench.create();
    await free.ingestRows('t_free', header, lessons.map((l, i) => row(l, l.cancelled ? '£0.00' : `£${l.price}.00`, i)), 'lessons.csv');
    const run = await free.ask('total revenue');
    answered(run, 'total revenue');
    assert.equal(firstFigure(run), lessons.filter((l) => !l.cancelled).reduce((sum, l) => sum + l.price, 0));
  });
});
