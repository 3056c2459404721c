/**
 * A bare row noun with conditions and no list verb is counted; "list …" lists. On a generated
 * plant nursery's stock (a key per plant, a potting date, a price, a height and a count of waterings,
 * which makes no plant a tally of waterings):
 * "plants potted before 1 march 2024", "plants over €20", "tall plants between 40 and 80 cm" are
 * answered with the number of rows as the figure, "list the plants over €20" with the rows. The
 * expected counts are computed here in plain JavaScript.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, type Cell, parseCsv } from './harness';

const SPECIES = ['Lavender', 'Rosemary', 'Fern', 'Olive', 'Hosta', 'Maple'];

/** 90 plants: a potting day through 2024, a price 4-40 and a height 10-120 cm from fixed formulas. */
const plants = Array.from({ length: 90 }, (_, i) => ({
  id: `PL-${1000 + i}`,
  species: SPECIES[i % SPECIES.length],
  potted: new Date(Date.UTC(2024, 0, 1) + ((i * 37) % 300) * 86_400_000),
  price: 4 + ((i * 53) % 361) / 10,
  height: 10 + ((i * 29) % 111),
  waterings: (i * 7) % 23,
}));

describe('analyst: a bare row noun with conditions is counted, a list verb lists', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('nursery_plants', ['Plant ID', 'Species', 'Potted On', 'Price', 'Height (cm)', 'Number of Waterings'],
      plants.map((p): Cell[] => [p.id, p.species, p.potted.toISOString().slice(0, 10), p.price.toFixed(2), p.height, p.waterings]), 'nursery_plants.csv');
  });

  /** The one figure of a one-row answer table. */
  const single = (csv: string | undefined): number => {
    const rows = parseCsv(csv ?? '');
    assert.equal(rows.length, 1, csv);
    return Number(Object.values(rows[0])[0]);
  };

  it('counts the plants a date bound keeps, and says how to list them', async () => {
    const run = await bench.ask('plants potted before 1 march 2024');
    assertAnswered(run, 'potted before');
    assert.equal(single(run.csv), plants.filter((p) => p.potted.getTime() < Date.UTC(2024, 2, 1)).length);
    assert.match(run.answer, /names plants without asking to see them/);
  });

  it('counts the plants a money bound keeps, and a range on another column with a value', async () => {
    const run = await bench.ask('plants over €20');
    assertAnswered(run, 'over €20');
    assert.equal(single(run.csv), plants.filter((p) => p.price > 20).length);
    const ferns = await bench.ask('fern plants between 40 and 80 cm');
    assertAnswered(ferns, 'ferns between 40 and 80 cm');
    assert.equal(single(ferns.csv), plants.filter((p) => p.species === 'Fern' && p.height >= 40 && p.height <= 80).length);
  });

  it('lists the rows when a list verb asks for them', async () => {
    const run = await bench.ask('list the plants over €20');
    assertAnswered(run, 'list over €20');
    const expected = plants.filter((p) => p.price > 20);
    assert.match(run.answer, new RegExp(`\\*\\*${expected.length}\\*\\* rows match`));
    assert.equal(parseCsv(run.csv ?? '').length, expected.length);
  });
});
