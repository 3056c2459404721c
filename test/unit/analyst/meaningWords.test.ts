/**
 * Meaning words ("who", "rate", "difference", "in thousands", "spent the most", "dev") change the
 * figure a question asks for. The analyst answers them right or refuses, naming the word; it never
 * answers the question without them. Data generated here, expected figures computed here in JS.
 */
import assert from 'node:assert/strict';
import { AnalystBench, type Cell } from './harness';

const TEAMS = ['Alpha', 'Beta', 'Gamma'];

/** Twenty-four people: pay and score vary, four share the lowest score, one earns the most. */
function staffRows(): Cell[][] {
  const rows: Cell[][] = [];
  for (let i = 0; i < 24; i++) {
    const pay = 40_000 + ((i * 7919) % 23) * 1_000 + (i === 17 ? 30_000 : 0);
    const score = i % 6 === 1 ? 2 : 3 + (i % 3);
    rows.push([`Person ${String.fromCharCode(65 + i)}`, TEAMS[i % 3], pay, i === 5 ? null : score]);
  }
  return rows;
}

/** Purchases: team Beta makes many small ones (lowest average, highest total). */
function purchaseRows(): Cell[][] {
  const rows: Cell[][] = [];
  for (let i = 0; i < 40; i++) {
    const buyer = i % 8 === 0 ? 'Alpha' : i % 8 === 4 ? 'Gamma' : 'Beta';
    const amount = buyer === 'Beta' ? 55 + (i % 10) : buyer === 'Alpha' ? 150 + i : 90 + i;
    rows.push([1000 + i, buyer, amount]);
  }
  return rows;
}

const refused = (answer: string): boolean => answer.startsWith('I can’t answer');

describe('analyst: meaning words are acted on or refused', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const staff = staffRows();
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('staff', ['full_name', 'team', 'pay', 'score'], staff, 'staff.csv');
  });

  it('answers "who earns the most" with the person, not a total', async () => {
    const top = staff.reduce((best, row) => (Number(row[2]) > Number(best[2]) ? row : best));
    const run = await bench.ask('who earns the most');
    assert.ok(!refused(run.answer), run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(String(top[0])), run.answer.slice(0, 400));
    assert.doesNotMatch(run.answer, /total/i);
  });

  it('answers "who has the lowest score" with every tied person, or refuses', async () => {
    const scores = staff.map((row) => row[3]).filter((s): s is number => typeof s === 'number');
    const low = Math.min(...scores);
    const tied = staff.filter((row) => row[3] === low).map((row) => String(row[0]));
    assert.ok(tied.length > 1);
    const run = await bench.ask('who has the lowest score');
    if (refused(run.answer)) return;
    for (const name of tied) assert.match(run.answer, new RegExp(name), `${name} missing: ${run.answer.slice(0, 600)}`);
  });

  // A change needs two periods: the staff table has none, so the total or average of pay is another question.
  for (const question of [
    'score rate per team',
    'pay increase by team',
    'did pay rise',
    'average pay decrease',
  ]) {
    it(`does not answer “${question}” without its meaning word`, async () => {
      const run = await bench.ask(question);
      assert.ok(refused(run.answer), `answered: ${run.answer.slice(0, 300)}`);
    });
  }

  it('answers “difference in average pay between Alpha and Beta” with both averages and their difference', async () => {
    const run = await bench.ask('difference in average pay between Alpha and Beta');
    assert.match(run.answer.split('\n')[0], /average pay where team = Alpha minus the average pay where team = Beta/, run.answer.slice(0, 300));
  });

  // Scale words are acted on: the measure is computed in the scale asked, and the answer says so (scales.test.ts checks the figures).
  for (const [question, named] of [['total pay in thousands', /total pay in thousands \(pay \/ 1000\)/], ['average pay in millions by team', /average pay in millions \(pay \/ 1000000\) by team/]] as const) {
    it(`answers “${question}” in the scale asked`, async () => {
      const run = await bench.ask(question);
      assert.match(run.answer.split('\n')[0], named, run.answer.slice(0, 300));
    });
  }

  it('ranks "which team spent the most" by the total, or refuses', async () => {
    const purchases = purchaseRows();
    const local = await AnalystBench.create();
    await local.loadRows('purchases', ['purchase_id', 'team', 'amount'], purchases, 'purchases.csv');
    const totals = new Map<string, number>();
    for (const row of purchases) totals.set(String(row[1]), (totals.get(String(row[1])) ?? 0) + Number(row[2]));
    const best = [...totals].sort((a, b) => b[1] - a[1])[0];
    assert.equal(best[0], 'Beta');
    const run = await local.ask('which team spent the most');
    if (refused(run.answer)) return;
    assert.match(run.answer, /total/i, run.answer.slice(0, 300));
    assert.match(run.answer.split('\n').find((line) => /Beta/.test(line)) ?? '', new RegExp(best[1].toLocaleString('en-US')), run.answer.slice(0, 400));
  });
});

describe('analyst: a ranking names every group tied with the last one shown', function () {
  this.timeout(120_000);

  it('names all four shops tied for the most sales, not only the runner-up', async () => {
    // Shops A, C, E and G have 5 rows each; the others fewer.
    const counts = new Map([['A', 5], ['B', 3], ['C', 5], ['D', 2], ['E', 5], ['F', 4], ['G', 5]]);
    const rows: Cell[][] = [];
    let id = 1;
    for (const [shop, n] of counts) for (let k = 0; k < n; k++) rows.push([id++, `Shop ${shop}`, 10 + k]);
    const bench = await AnalystBench.create();
    await bench.loadRows('sales', ['sale_id', 'shop', 'amount'], rows, 'sales.csv');
    const most = Math.max(...counts.values());
    const tied = [...counts].filter(([, n]) => n === most).map(([shop]) => `Shop ${shop}`);
    const run = await bench.ask('which shop has the most rows');
    assert.ok(!refused(run.answer), run.answer.slice(0, 300));
    for (const shop of tied) assert.match(run.answer, new RegExp(shop), `${shop}: ${run.answer.slice(0, 500)}`);
    assert.doesNotMatch(run.answer, /Shop [BDF]/);
  });
});

describe('analyst: units and signs of the question are honoured or refused', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  // Readings in Celsius; ticket ids 1..40; fees in dollars; names unique, some scores blank.
  const rows: Cell[][] = Array.from({ length: 40 }, (_, i) => [i + 1, `Tech ${i + 1}`, -5 + ((i * 13) % 40), 50 + ((i * 37) % 300), i % 8 === 3 ? null : 1 + (i % 5)]);
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('jobs', ['ticket_id', 'employee_name', 'temp_c', 'fee', 'score'], rows, 'jobs.csv');
  });

  it('converts “count rows with temp_c above 86 °F” into Celsius (temperatures.test.ts checks more)', async () => {
    const run = await bench.ask('count rows with temp_c above 86 °F');
    assert.match(run.answer, new RegExp(`^Computed[^\\n]*30 °C \\(86 °F\\)[\\s\\S]*\\b${rows.filter((row) => Number(row[2]) > 30).length}\\b`), run.answer.slice(0, 300));
  });

  for (const question of ['how many readings above 30F', 'how many jobs between $100 and $200']) {
    it(`refuses “${question}” rather than dropping its unit`, async () => {
      const run = await bench.ask(question);
      assert.ok(refused(run.answer), `answered: ${run.answer.slice(0, 300)}`);
    });
  }

  it('answers the dollar range on the money column when it is named', async () => {
    const expected = rows.filter((row) => Number(row[3]) >= 100 && Number(row[3]) <= 200).length;
    const run = await bench.ask('how many rows with fee between $100 and $200');
    assert.ok(!refused(run.answer), run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`\\b${expected}\\b`), run.answer.slice(0, 300));
  });

  it('gives the share of the whole table for "what percentage of employees have no score"', async () => {
    const blank = rows.filter((row) => row[4] === null).length;
    const share = Math.round((blank / rows.length) * 1000) / 10;
    const run = await bench.ask('what percentage of employees have no score');
    assert.ok(!refused(run.answer), run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`${String(share).replace('.', '\\.')}%`), run.answer.slice(0, 400));
  });
});

describe('analyst: a hyphenated value with a one-letter piece ("unit-a") is a value', function () {
  this.timeout(120_000);

  it('filters on "unit-a" instead of dropping it', async () => {
    const rows: Cell[][] = Array.from({ length: 30 }, (_, i) => [i + 1, ['unit-a', 'unit-b', 'unit-c'][i % 3], 100 + ((i * 17) % 50)]);
    const bench = await AnalystBench.create();
    await bench.loadRows('runs', ['run_id', 'machine', 'load'], rows, 'runs.csv');
    const own = rows.filter((row) => row[1] === 'unit-a').map((row) => Number(row[2]));
    const mean = own.reduce((a, b) => a + b, 0) / own.length;
    const run = await bench.ask('average load for unit-a');
    assert.ok(!refused(run.answer), run.answer.slice(0, 300));
    assert.match(run.answer, /machine = unit-a/, run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(mean.toFixed(2).replace(/\.?0+$/, '').replace('.', '\\.')), run.answer.slice(0, 300));
  });
});

describe('analyst: "<column> rate" answers only when the column holds a rate', function () {
  this.timeout(120_000);
  // A canteen's days: meals wasted is a count (its "rate" needs a denominator), the discount a level.
  const rows: Cell[][] = Array.from({ length: 36 }, (_, i) => [i + 1, ['North', 'South', 'East'][i % 3], 80 + ((i * 13) % 40), (i * 7) % 9, 5 + ((i * 11) % 35)]);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('canteen', ['day_no', 'site', 'meals_served', 'meals_wasted', 'discount'], rows, 'canteen.csv');
  });

  for (const question of ['waste rate by site', 'meals wasted rate']) {
    it(`refuses “${question}”: the total of a count is no rate`, async () => {
      const run = await bench.ask(question);
      assert.ok(refused(run.answer), `answered: ${run.answer.slice(0, 300)}`);
      assert.match(run.answer, /“rate”/);
    });
  }

  it('answers “average discount rate by site” on the column that holds the rate', async () => {
    const north = rows.filter((row) => row[1] === 'North').map((row) => Number(row[4]));
    const mean = north.reduce((a, b) => a + b, 0) / north.length;
    const run = await bench.ask('average discount rate by site');
    assert.ok(!refused(run.answer), run.answer.slice(0, 300));
    assert.match(run.answer, new RegExp(`North[^\\n]*${mean.toFixed(2).replace(/\.?0+$/, '').replace('.', '\\.')}`), run.answer.slice(0, 500));
  });
});
