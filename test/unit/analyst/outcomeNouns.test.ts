/**
 * Words for a value of a status column, on a council's permit requests (no probe's domain):
 * "refusals" are the rows whose Decision is Refused, "turned down" says Refused and "pulled out"
 * Withdrawn; "women" is F in a sex column and "danish" Denmark. Each reading is named in the
 * answer. A noun that two status columns could hold is asked about, and "men" never reads M in a
 * column of sizes. Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell, firstFigure, parseCsv } from './harness';

const DECISIONS = ['Granted', 'Granted', 'Refused', 'Granted', 'Withdrawn', 'Refused', 'Granted'];
const COUNTRIES = ['Denmark', 'Ireland', 'France', 'Denmark', 'Spain'];

function requests(): Cell[][] {
  return Array.from({ length: 210 }, (_, i): Cell[] => [`PR-${String(5000 + i)}`, `2024-0${String(1 + (i % 9))}-1${String(i % 10)}`, i % 3 === 0 ? 'F' : 'M', COUNTRIES[(i * 7) % 5], DECISIONS[(i * 5) % 7], 40 + ((i * 13) % 90)]);
}

describe('analyst: nouns and verbs of a status value', function () {
  this.timeout(180_000);
  const rows = requests();
  const count = (keep: (row: Cell[]) => boolean): number => rows.filter(keep).length;
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('p', ['ref', 'submitted', 'sex', 'country', 'decision', 'fee'], rows, 'permit_requests.csv');
  });

  it('reads a noun of the outcome as its value, and names the reading', async () => {
    const run = await bench.ask('how many refusals');
    assertAnswered(run, 'how many refusals');
    assert.match(run.answer, /decision = Refused, the refusals/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), count((row) => row[4] === 'Refused'), run.answer.slice(0, 300));
    const grouped = await bench.ask('refusals by country');
    assertAnswered(grouped, 'refusals by country');
    const got = new Map(parseCsv(grouped.csv ?? '').map((row) => [row.country, Number(Object.values(row)[1])]));
    assert.equal(got.get('Denmark'), count((row) => row[4] === 'Refused' && row[3] === 'Denmark'), grouped.csv);
  });

  it('reads "turned down" and "pulled out" as the outcome they say', async () => {
    const down = await bench.ask('how many requests were turned down');
    assertAnswered(down, 'turned down');
    assert.equal(firstFigure(down), count((row) => row[4] === 'Refused'), down.answer.slice(0, 300));
    const out = await bench.ask('how many pulled out');
    assertAnswered(out, 'pulled out');
    assert.equal(firstFigure(out), count((row) => row[4] === 'Withdrawn'), out.answer.slice(0, 300));
  });

  it('reads "women" as F in a sex column and "danish" as Denmark', async () => {
    const run = await bench.ask('how many danish women');
    assertAnswered(run, 'danish women');
    assert.match(run.answer, /sex = F, the women/, run.answer.slice(0, 300));
    assert.equal(firstFigure(run), count((row) => row[2] === 'F' && row[3] === 'Denmark'), run.answer.slice(0, 300));
  });

  it('asks which column when two status columns hold the value, and never reads a size as a sex', async () => {
    const appealed = rows.map((row, i): Cell[] => [...row, i % 4 === 0 ? 'Refused' : 'Granted', ['S', 'M', 'L'][i % 3]]);
    const other = await AnalystBench.create();
    await other.ingestRows('q', ['ref', 'submitted', 'sex', 'country', 'decision', 'fee', 'appeal_status', 'size'], appealed, 'permit_appeals.csv');
    const both = await other.ask('how many refusals');
    assertRefused(both, 'how many refusals');
    assert.match(both.answer, /could be decision = Refused or appeal_status = Refused/, both.answer.slice(0, 300));
    const sizes = await AnalystBench.create();
    await sizes.ingestRows('s', ['ref', 'size', 'fee'], rows.map((row, i): Cell[] => [row[0], ['S', 'M', 'L'][i % 3], row[5]]), 'uniform_orders.csv');
    assertRefused(await sizes.ask('how many men'), 'how many men');
  });

  it('counts the rows a yes/no column keeps, not its distinct answers, per group', async () => {
    const flagged = await AnalystBench.create();
    await flagged.ingestRows('f', ['ref', 'country', 'fee', 'Escalated'], rows.map((row, i): Cell[] => [row[0], row[3], row[5], i % 7 === 0 || i % 5 === 0 ? 'Y' : 'N']), 'permit_log.csv');
    const run = await flagged.ask('which country has the most escalations');
    assertAnswered(run, 'most escalations');
    const per = new Map<string, number>();
    rows.forEach((row, i) => { if (i % 7 === 0 || i % 5 === 0) per.set(String(row[3]), (per.get(String(row[3])) ?? 0) + 1); });
    const top = [...per.entries()].sort((a, b) => b[1] - a[1])[0];
    assert.match(run.answer, new RegExp(`${top[0]}[^]*${top[1]}`), run.answer.slice(0, 300));
  });
});
