/**
 * Text columns whose cells hold lists ("vegan, quick"): a word naming one item keeps the rows whose
 * list holds it (not the cells equal to it), grouping counts each item, and counting distinct
 * cells (combinations) is refused. Cells of fixed fields ("Leeds, UK") are no lists.
 */
import assert from 'node:assert/strict';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, parseCsv } from './harness';

const TAGS = ['vegan', 'quick', 'dessert', 'spicy', 'gluten-free'];
const CITIES = ['Leeds, UK', 'York, UK', 'Lyon, France', 'Nice, France', 'Porto, Portugal'];

/** A recipe site's export: tags as a list in one cell (blank for some), spacing varying. */
function recipes(): Array<[string, string, string | null, number, string]> {
  const rows: Array<[string, string, string | null, number, string]> = [];
  for (let i = 0; i < 90; i++) {
    const count = i % 7 === 0 ? 0 : 1 + ((i * 5) % 3);
    const tags = Array.from({ length: count }, (_, k) => TAGS[(i * 3 + k * (1 + (i % 4))) % TAGS.length]).filter((tag, k, all) => all.indexOf(tag) === k);
    const cell = tags.length ? tags.join(i % 5 === 0 ? ',' : ', ') : null;
    rows.push([`R${i + 1}`, `Dish ${i}`, cell, 5 + ((i * 13) % 80), CITIES[i % CITIES.length]]);
  }
  return rows;
}

describe('analyst: columns holding lists of items', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  let table: AnalystTable;
  const rows = recipes();
  const itemsOf = (cell: string | null): string[] => (cell === null ? [] : cell.split(',').map((item) => item.trim()));
  before(async () => {
    bench = await AnalystBench.create();
    table = await bench.loadRows('recipes', ['recipe_id', 'title', 'tags', 'prep_minutes', 'kitchen'], rows, 'recipe_site.csv');
  });
  const answer = async (question: string): Promise<{ text: string; rows: Array<Record<string, string>> }> => {
    const run = await bench.ask(question, { tables: [table] });
    assert.match(run.answer, /^Computed/, `${question}: ${run.answer.slice(0, 400)}`);
    return { text: run.answer, rows: parseCsv(run.csv ?? '') };
  };

  it('keeps the rows whose list holds the item a word names', async () => {
    const vegan = rows.filter((row) => itemsOf(row[2]).includes('vegan'));
    // The test data has vegan alone and in lists, so counting equal cells would differ.
    assert.ok(vegan.some((row) => row[2] === 'vegan') && vegan.some((row) => row[2] !== 'vegan'));
    const run = await answer('how many vegan recipes are there');
    assert.equal(Number(Object.values(run.rows[0])[0]), vegan.length);
    assert.match(run.text, /where tags lists vegan/);
    const quick = rows.filter((row) => itemsOf(row[2]).includes('quick'));
    assert.equal(Number(Object.values((await answer('how many recipes are tagged quick')).rows[0])[0]), quick.length);
    const spicy = rows.filter((row) => itemsOf(row[2]).includes('spicy'));
    const mean = spicy.reduce((sum, row) => sum + row[3], 0) / spicy.length;
    const got = Number(Object.values((await answer('average prep minutes of spicy recipes')).rows[0])[0]);
    assert.ok(Math.abs(got - mean) < 1e-5, `${got} is not ${mean}`);
  });

  it('counts each item of each list when grouping by the list column', async () => {
    const counts = new Map<string, number>();
    for (const row of rows) for (const item of itemsOf(row[2])) counts.set(item, (counts.get(item) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    const run = await answer('most common tag');
    assert.equal(run.rows[0].tags, top[0]);
    assert.equal(Number(run.rows[0].rows), top[1]);
    assert.match(run.text, /each item is its own group/);
    const grouped = await answer('average prep minutes by tag');
    const dessert = rows.filter((row) => itemsOf(row[2]).includes('dessert'));
    const want = dessert.reduce((sum, row) => sum + row[3], 0) / dessert.length;
    assert.ok(Math.abs(Number(grouped.rows.find((row) => row.tags === 'dessert')?.average_prep_minutes) - want) < 1e-5);
  });

  it('refuses to count distinct lists as distinct items', async () => {
    const run = await bench.ask('how many distinct tags', { tables: [table] });
    assert.match(run.answer, /^I can’t answer.*holds lists/);
  });

  it('reads cells of fixed fields ("Leeds, UK") as single values', async () => {
    const leeds = rows.filter((row) => row[4] === 'Leeds, UK').length;
    const run = await answer('how many recipes per kitchen');
    assert.equal(Number(Object.values(run.rows.find((row) => row.kitchen === 'Leeds, UK') ?? {})[1]), leeds);
    assert.doesNotMatch(run.text, /holds lists/);
  });
});
