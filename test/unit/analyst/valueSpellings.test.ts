/**
 * A garden centre's deliveries of my own (no probe's data): `Goods` writes one thing two ways
 * ("Topsoil", "Top soil", "TOPSOIL") and holds kinds of another ("Bark", "Bark Mulch") and a short
 * form ("Compost", "Comp"). A value said once keeps every spelling of it; a value beside a kind or
 * a short form of it is asked, and "only …" answers.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure } from './harness';

const GOODS = ['Topsoil', 'Top soil', 'TOPSOIL', 'Bark', 'Bark Mulch', 'Compost', 'Comp', 'Gravel'];
const deliveries = Array.from({ length: 64 }, (_, i) => ({ ref: `D${500 + i}`, date: `2024-0${3 + (i % 4)}-${String(1 + (i % 27)).padStart(2, '0')}`, goods: GOODS[(i * 3) % GOODS.length], kg: 200 + (i % 9) * 50 }));

describe('analyst: one value spelled several ways, and kinds of a value', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_garden', ['Delivery Ref', 'Date', 'Goods', 'Weight kg'], deliveries.map((d): Cell[] => [d.ref, d.date, d.goods, d.kg]), 'garden_deliveries.csv');
  });

  it('keeps every spelling of the value said, and says so', async () => {
    const run = await bench.ask('how many topsoil deliveries');
    answered(run, 'how many topsoil deliveries');
    assert.match(run.answer, /Goods in \(/);
    assert.equal(firstFigure(run), deliveries.filter((d) => /^top ?soil$/i.test(d.goods)).length, run.answer.slice(0, 300));
  });

  it('asks before a breakdown splits one value spelled two ways', async () => {
    const run = await bench.ask('total weight kg by goods');
    refused(run, 'total weight kg by goods');
    assert.match(run.answer, /writes one value two ways/, run.answer.slice(0, 300));
  });

  it('asks beside a kind or a short form of the value, and answers for only the value', async () => {
    for (const question of ['how many bark deliveries', 'total weight of compost']) {
      const run = await bench.ask(question);
      refused(run, question);
      assert.match(run.answer, /a kind or another form of it/, run.answer.slice(0, 300));
    }
    const only = await bench.ask('how many deliveries of only bark');
    answered(only, 'how many deliveries of only bark');
    assert.equal(firstFigure(only), deliveries.filter((d) => d.goods === 'Bark').length);
  });
});
