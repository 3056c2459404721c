/**
 * "still out", "not been returned yet", "current staff": the rows whose one end date (`Return
 * Date`, `Termination Date`) is missing; "returned loans" those where it is there. A status column
 * that could say it too, or a date filled on every row, leaves the words unread (asked).
 * Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, parseCsv } from './harness';

function lendings(): Cell[][] {
  return Array.from({ length: 80 }, (_, i): Cell[] => [`LN-${String(300 + i)}`, i % 3 ? 'Book' : 'Game', `2024-03-${String(1 + (i % 27)).padStart(2, '0')}`, i % 5 === 0 ? null : `2024-04-${String(1 + (i % 27)).padStart(2, '0')}`, (i * 7) % 4]);
}

function roster(): Cell[][] {
  return Array.from({ length: 60 }, (_, i): Cell[] => [`EM-${String(900 + i)}`, ['Eng', 'Ops', 'Sales'][i % 3], 40000 + ((i * 1300) % 30000), `2019-02-${String(1 + (i % 27)).padStart(2, '0')}`, i % 4 === 1 ? `2023-06-${String(1 + (i % 27)).padStart(2, '0')}` : null]);
}

describe('analyst: rows still open by their end date', function () {
  this.timeout(180_000);
  const loans = lendings();
  const staff = roster();
  let bench: AnalystBench;
  let hr: AnalystBench;
  let crm: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('l', ['Loan ID', 'Kind', 'Loan Date', 'Return Date', 'Fine'], loans, 'lendings.csv');
    hr = await AnalystBench.create();
    await hr.ingestRows('h', ['Employee ID', 'Team', 'Salary', 'Hire Date', 'Termination Date'], staff, 'roster.csv');
    crm = await AnalystBench.create();
    await crm.ingestRows('c', ['Deal ID', 'Stage', 'Amount', 'Close Date'], Array.from({ length: 30 }, (_, i): Cell[] => [`D${String(i)}`, ['Prospect', 'Won', 'Lost'][i % 3], 100 + i, i % 2 ? null : '2024-05-01']), 'deals.csv');
  });

  it('counts the loans still out or not returned yet, and averages over the returned ones', async () => {
    const out = loans.filter((row) => row[3] === null);
    for (const question of ['how many loans are still out', 'how many loans have not been returned yet']) {
      const run = await bench.ask(question);
      assertAnswered(run, question);
      assert.equal(firstFigure(run), out.length, run.answer.slice(0, 300));
    }
    const returned = loans.filter((row) => row[3] !== null);
    const fine = await bench.ask('average fine of returned loans');
    assertAnswered(fine, 'average fine of returned loans');
    assert.ok(Math.abs(firstFigure(fine) - returned.reduce((s, row) => s + Number(row[4]), 0) / returned.length) < 0.01, fine.answer.slice(0, 300));
  });

  it('reads "current staff" as no termination date', async () => {
    const run = await hr.ask('number of current employees by team');
    assertAnswered(run, 'current staff');
    const got = new Map(parseCsv(run.csv ?? '').map((row) => [row.Team, Number(Object.values(row)[1])]));
    assert.equal(got.get('Ops'), staff.filter((row) => row[1] === 'Ops' && row[4] === null).length, run.csv);
  });

  it('asks when a status column could say it too, unless the status is said', async () => {
    assertRefused(await crm.ask('how many deals are still open'), 'deals still open');
    // The status said ("won") and the time of the end ("closed before"): no end-date reading to ask about.
    const won = await crm.ask('won deals closed before 1 june 2024');
    assertAnswered(won, 'won deals closed before');
    assert.equal(firstFigure(won), Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 3 === 1 && i % 2 === 0).length, won.answer.slice(0, 300));
  });
});
