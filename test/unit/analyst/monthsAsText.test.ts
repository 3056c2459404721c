/**
 * Months written as text ("2005-03", "03/2005", "Mar-05", "March 2005", "2005M03"): the engine
 * reads them as dates, so a year or a month in the question filters them. Before, the column
 * stayed text and "in 2008" was dropped without a word: the answer covered every year.
 */
import assert from 'node:assert/strict';
import { AnalystBench, parseCsv, type Cell, type Run } from './harness';

const INDUSTRIES = ['Construction', 'Retail', 'Mining'];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const two = (n: number) => String(n).padStart(2, '0');

/** How each format writes a month (`m` from 0). */
const FORMATS: Array<[string, (y: number, m: number) => string]> = [
  ['2005-03', (y, m) => `${y}-${two(m + 1)}`],
  ['2005/03', (y, m) => `${y}/${two(m + 1)}`],
  ['03/2005', (y, m) => `${two(m + 1)}/${y}`],
  ['Mar-05', (y, m) => `${SHORT[m]}-${two(y % 100)}`],
  ['Mar 2005', (y, m) => `${SHORT[m]} ${y}`],
  ['March 2005', (y, m) => `${LONG[m]} ${y}`],
  ['2005M03', (y, m) => `${y}M${two(m + 1)}`],
];

interface Row { year: number; month: number; industry: string; count: number }

/** Monthly counts per industry, 2002 to 2009, with a few counts missing ("NA"). */
function rowsOf(): Row[] {
  const rows: Row[] = [];
  for (let year = 2002; year <= 2009; year++) {
    for (let month = 0; month < 12; month++) {
      for (const [k, industry] of INDUSTRIES.entries()) rows.push({ year, month, industry, count: 100 * (k + 1) + ((year * 31 + month * 7 + k * 13) % 97) });
    }
  }
  return rows;
}

const HEADER = ['Month', 'Industry', 'Count'];

/** The file's cells under HEADER, the month written by `write`. */
function cellsOf(rows: Row[], write: (y: number, m: number) => string): Cell[][] {
  return rows.map((row, i) => [write(row.year, row.month), row.industry, i % 41 === 5 ? 'NA' : row.count]);
}

/** The counts the file holds (placeholders left out), summed in plain JS. */
function total(rows: Row[], keep: (row: Row) => boolean): number {
  return rows.reduce((sum, row, i) => sum + (keep(row) && i % 41 !== 5 ? row.count : 0), 0);
}

function figure(run: Run): number {
  const [row] = parseCsv(run.csv ?? '');
  return Number(Object.values(row ?? {}).find((cell) => cell !== '' && Number.isFinite(Number(cell))));
}

describe('analyst: months written as text', function () {
  this.timeout(120_000);
  const rows = rowsOf();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
  });

  for (const [i, [format, write]] of FORMATS.entries()) {
    it(`filters a year and a month of a column written as ${format}`, async () => {
      const tables = await bench.ingestRows(`t_months_${i}`, HEADER, cellsOf(rows, write), `counts_${i}.csv`);
      const month = tables[0].columns.find((c) => c.name === 'Month');
      assert.equal(month?.type, 'DATE');
      assert.deepEqual(month?.written, { to: 'DATE', grain: 'month' });

      const inYear = await bench.ask('total count for Construction in 2008', { tables });
      assert.match(inYear.answer, /^Computed/, inYear.answer);
      assert.match(inYear.answer, /2008/);
      assert.equal(figure(inYear), total(rows, (row) => row.industry === 'Construction' && row.year === 2008));

      const inMonth = await bench.ask('total count in March 2005', { tables });
      assert.match(inMonth.answer, /^Computed/, inMonth.answer);
      assert.equal(figure(inMonth), total(rows, (row) => row.year === 2005 && row.month === 2));

      const between = await bench.ask('total count between 2002 and 2004', { tables });
      assert.match(between.answer, /^Computed/, between.answer);
      assert.equal(figure(between), total(rows, (row) => row.year >= 2002 && row.year <= 2004));
    });
  }

  it('refuses, naming the words, a year, a month or a grain it cannot apply, never answering over every row', async () => {
    // Months as "05.3": no reading fits, so the column stays text and the table has no date.
    const tables = await bench.ingestRows('t_undated', HEADER, cellsOf(rows, (y, m) => `${two(y % 100)}.${m + 1}`), 'undated.csv');
    assert.equal(tables[0].columns.find((c) => c.name === 'Month')?.type, 'VARCHAR');
    const cases: Array<[string, string[]]> = [
      ['total count for Construction in 2008', ['2008']],
      ['total count in March 2005', ['march', '2005']],
      ['total count per year', ['year']],
      ['total count between 2002 and 2004', ['2002', '2004']],
      ['total count in december', ['december']],
      ['total count by quarter', ['quarter']],
    ];
    for (const [question, words] of cases) {
      const run = await bench.ask(question, { tables });
      assert.doesNotMatch(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
      assert.equal(run.csv, undefined, question);
      for (const word of words) assert.ok(run.answer.includes(`“${word}”`), `${question}: “${word}” not named in ${run.answer.slice(0, 300)}`);
    }
    // A number compared with a measure is no year.
    const over = await bench.ask('number of rows with count over 2000', { tables });
    assert.doesNotMatch(over.answer, /“2000”/, over.answer.slice(0, 300));
  });

  it('refuses a grain the question names but the answer would not use, and days or weeks of a column of months', async () => {
    const tables = await bench.ingestRows('t_months_grains', HEADER, cellsOf(rows, FORMATS[0][1]), 'grains.csv');
    // "Month" names the column too; the answer once dropped "by month" and gave the total of every
    // row. Refused, or answered per month with each month's figure.
    const byMonth = await bench.ask('total count by month in 2008', { tables });
    if (/^Computed/.test(byMonth.answer)) {
      const lines = parseCsv(byMonth.csv ?? '');
      assert.equal(lines.length, 12, byMonth.answer);
      for (const line of lines) {
        const month = Number(String(line.period).slice(5, 7)) - 1;
        assert.equal(Number(Object.values(line).at(-1)), total(rows, (row) => row.year === 2008 && row.month === month), JSON.stringify(line));
      }
    }
    const growth = await bench.ask('total count growth by month', { tables });
    if (/^Computed/.test(growth.answer)) assert.match(parseCsv(growth.csv ?? '')[0]?.period ?? '', /^\d{4}-\d{2}$/, growth.answer);
    for (const question of ['total count by day', 'total count per week']) {
      const run = await bench.ask(question, { tables });
      assert.doesNotMatch(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 300)}`);
      assert.equal(run.csv, undefined, question);
    }
    const perYear = await bench.ask('growth of total count per year', { tables });
    assert.match(perYear.answer, /^Computed/, perYear.answer);
    // The data ends with December 2009, a whole month: the last year is complete.
    assert.doesNotMatch(perYear.answer, /partial/, perYear.answer);
  });

  it('totals per year from a column of months', async () => {
    const tables = await bench.ingestRows('t_months_per_year', HEADER, cellsOf(rows, FORMATS[0][1]), 'per_year.csv');
    const run = await bench.ask('total count per year', { tables });
    assert.match(run.answer, /^Computed/, run.answer);
    const byYear = parseCsv(run.csv ?? '');
    assert.equal(byYear.length, 8);
    for (const line of byYear) {
      const year = Number(String(line.period).slice(0, 4));
      assert.equal(Number(Object.values(line).at(-1)), total(rows, (row) => row.year === year), JSON.stringify(line));
    }
  });
});
