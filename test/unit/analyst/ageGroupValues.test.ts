/**
 * "kids" are the Child rows of a column of ticket types, "teens" the Teen rows: they were left
 * unplaced and the question refused. A word for an age group the file does not hold stays unplaced.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, type Cell } from './harness';

describe('analyst: everyday words for an age group', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const types = ['Adult', 'Child', 'Teen', 'Adult', 'Concession'];
  const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [`BK-${i}`, types[i % 5], 10 + i]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('b', ['Booking Ref', 'Ticket Type', 'Amount Paid'], rows, 'bookings.csv');
  });

  it('reads kids as Child and teens as Teen', async () => {
    const kids = await bench.ask('total amount paid for kids');
    assertAnswered(kids, 'for kids');
    assert.equal(firstFigure(kids), rows.filter((row) => row[1] === 'Child').reduce((sum, row) => sum + Number(row[2]), 0), kids.answer.slice(0, 300));
    const teens = await bench.ask('total amount paid by teenagers');
    assertAnswered(teens, 'teenagers');
    assert.equal(firstFigure(teens), rows.filter((row) => row[1] === 'Teen').reduce((sum, row) => sum + Number(row[2]), 0), teens.answer.slice(0, 300));
  });

  it('leaves a word for an age group the file does not name unplaced', async () => {
    assertRefused(await bench.ask('total amount paid by toddlers'), 'toddlers');
  });
});
