/**
 * A crematorium's register of my own (no probe's data), cremation_register.csv: the rows are
 * cremations (the file's last word names the book they are kept in), beside a `Cost of Cremation`
 * (something of each cremation, never the cremations themselves) and a `Funeral Director` (the
 * directors, never the funerals). The workbook case: a time question naming neither sheet goes to
 * the log of events, the sheet of far more rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure, parseCsv } from './harness';

const CHAPELS = ['East Chapel', 'West Chapel', 'Garden Room'];
const DIRECTORS = ['A. Pryce & Son', 'Hartley Funerals', 'Co-op Funeralcare'];
const entries = Array.from({ length: 90 }, (_, i) => ({ no: 4001 + i, date: `20${22 + (i % 3)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`, chapel: CHAPELS[(i * 7) % 3], director: DIRECTORS[i % 3], ceremony: i % 5 === 0 ? 'Humanist' : 'Religious', cost: 800 + (i % 4) * 45 }));

describe('analyst: the rows of a register and the details of them', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_crem', ['Entry No', 'Date of Cremation', 'Chapel', 'Funeral Director', 'Ceremony', 'Cost of Cremation'], entries.map((e): Cell[] => [e.no, e.date, e.chapel, e.director, e.ceremony, `£${e.cost}.00`]), 'cremation_register.csv');
  });

  it('counts the cremations, never adds up what they cost', async () => {
    const all = await bench.ask('how many cremations');
    answered(all, 'how many cremations');
    assert.equal(firstFigure(all), entries.length);
    const byChapel = await bench.ask('cremations by chapel');
    answered(byChapel, 'cremations by chapel');
    assert.deepEqual(new Map(parseCsv(byChapel.csv ?? '').map((row) => [row.Chapel, Number(Object.values(row)[1])])), new Map(CHAPELS.map((chapel) => [chapel, entries.filter((e) => e.chapel === chapel).length])));
    const cost = await bench.ask('total cost of cremation');
    answered(cost, 'total cost of cremation');
    assert.equal(firstFigure(cost), entries.reduce((sum, e) => sum + e.cost, 0));
  });

  it('asks how many funerals rather than count the funeral directors', async () => {
    const run = await bench.ask('how many humanist funerals');
    refused(run, 'how many humanist funerals');
    assert.match(run.answer, /counts the directors/, run.answer.slice(0, 300));
  });

  it('answers a time question on the log of a workbook, not its list', async () => {
    const book = await AnalystBench.create();
    await book.loadRows('t_customers', ['Cust Ref', 'Name', 'Customer Since'], Array.from({ length: 12 }, (_, i): Cell[] => [`C${i}`, `Customer ${i}`, `20${10 + i}-0${1 + (i % 9)}-01`]), 'rounds.xlsx / Customers');
    const cleans = Array.from({ length: 120 }, (_, i) => ({ id: `K${i}`, date: `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 20)).padStart(2, '0')}`, cust: `C${i % 12}` }));
    // One month busier than the rest.
    cleans.push(...Array.from({ length: 9 }, (_, i) => ({ id: `X${i}`, date: `2024-10-0${1 + i}`, cust: `C${i}` })));
    await book.loadRows('t_cleans', ['Clean ID', 'Date', 'Cust Ref'], cleans.map((c): Cell[] => [c.id, c.date, c.cust]), 'rounds.xlsx / Cleans');
    const run = await book.ask('busiest month');
    answered(run, 'busiest month');
    assert.match(run.answer, /Cleans/);
    assert.match(run.answer, /2024-10/, run.answer.slice(0, 300));
  });

  it('reads takings on a sheet as the money it says was charged', async () => {
    const book = await AnalystBench.create();
    await book.loadRows('t_customers', ['Cust Ref', 'Name', 'Price'], Array.from({ length: 12 }, (_, i): Cell[] => [`C${i}`, `Customer ${i}`, 10 + i]), 'rounds.xlsx / Customers');
    const cleans = Array.from({ length: 48 }, (_, i) => ({ id: `K${i}`, cust: `C${i % 12}`, charged: 10 + (i % 12), payment: i % 3 ? 'Cash' : 'Card' }));
    await book.loadRows('t_cleans', ['Clean ID', 'Cust Ref', 'Charged (£)', 'Payment'], cleans.map((c): Cell[] => [c.id, c.cust, c.charged, c.payment]), 'rounds.xlsx / Cleans');
    const run = await book.ask('cash vs card takings');
    answered(run, 'cash vs card takings');
    assert.match(run.answer, /total Charged \(£\) by Payment/, run.answer.slice(0, 300));
  });
});
