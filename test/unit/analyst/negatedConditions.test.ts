/**
 * "no X" before a value excludes it ("days with no frost"), a yes/no column after "no" or
 * "without" is one filter (false), a number is tied to the column it follows (not one after
 * "and"), and conditions that no row could meet are refused. On generated files; the figures are
 * computed here from their rows.
 */
import assert from 'node:assert/strict';
import { mean } from '../../eval/analyst/questions';
import { AnalystBench, assertRefused } from './harness';

const SKIES = ['sunny', 'frost', 'overcast', 'frost', 'haze'];

function mornings(): Array<{ observed: string; sky: string; low_c: number; windy: string }> {
  return Array.from({ length: 70 }, (_, i) => ({
    observed: new Date(Date.UTC(2022, 0, 1 + i)).toISOString().slice(0, 10),
    sky: SKIES[(i * 7) % 5],
    low_c: -6 + ((i * 13) % 17),
    windy: i % 3 === 0 ? 'yes' : 'no',
  }));
}

function parts(): Array<{ part: string; list_price: number; bins_left: number }> {
  return Array.from({ length: 50 }, (_, i) => ({ part: `P${i}`, list_price: 15 + ((i * 37) % 400), bins_left: (i * 23) % 260 }));
}

function figure(answer: string): number {
  const match = /\*\*([\d,.]+)\*\*/.exec(answer);
  assert.ok(match, answer.slice(0, 300));
  return Number(match[1].replace(/,/g, ''));
}

describe('analyst: negated values, yes/no columns after "no", and conditions tied to their column', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const days = mornings();
  const stock = parts();

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('mornings', ['observed', 'sky', 'low_c', 'windy'], days.map((row) => [row.observed, row.sky, row.low_c, row.windy]));
    await bench.loadRows('parts', ['part', 'list_price', 'bins_left'], stock.map((row) => [row.part, row.list_price, row.bins_left]));
  });

  it('reads "no frost" before a value as excluding it, alone and after another condition', async () => {
    const run = await bench.ask('how many days had no frost?', { tables: [bench.tables[0]] });
    assert.equal(figure(run.answer), days.filter((row) => row.sky !== 'frost').length, run.answer.slice(0, 300));
    assert.match(run.answer, /sky is not frost/, run.answer.slice(0, 300));
    const both = await bench.ask('number of days with low_c above 2 and no frost', { tables: [bench.tables[0]] });
    assert.equal(figure(both.answer), days.filter((row) => row.sky !== 'frost' && row.low_c > 2).length, both.answer.slice(0, 300));
  });

  it('reads "no windy" / "without windy" on a yes/no column as one filter: false', async () => {
    const expected = mean(days.filter((row) => row.windy === 'no').map((row) => row.low_c));
    for (const question of ['average low_c on days with no windy', 'mean low_c without windy']) {
      const run = await bench.ask(question, { tables: [bench.tables[0]] });
      assert.doesNotMatch(run.answer, /missing/, run.answer.slice(0, 300));
      assert.ok(Math.abs(figure(run.answer) - expected) < 0.01, `${question}: ${run.answer.slice(0, 300)}`);
    }
  });

  it('ties each number to the column it follows, not to the column after "and"', async () => {
    const run = await bench.ask('how many parts with list_price over $200 and bins_left under 100', { tables: [bench.tables[1]] });
    assert.match(run.answer, /list_price > 200/, run.answer.slice(0, 300));
    assert.match(run.answer, /bins_left < 100/, run.answer.slice(0, 300));
  });

  it('refuses conditions on one column that no row could meet', async () => {
    const question = 'how many parts with bins_left over 200 and bins_left under 100';
    const run = await bench.ask(question, { tables: [bench.tables[1]] });
    assertRefused(run, question);
    assert.match(run.answer, /exclude each other/, run.answer.slice(0, 300));
  });
});
