/**
 * Words that are also Object.prototype property names ("constructor", "__proto__", "toString")
 * are ordinary words to the analyst: every lookup keyed by the question's words or by column
 * names is a Map or a null-prototype object, so these get an answer or a refusal, never a crash.
 */
import assert from 'node:assert/strict';
import { AnalystBench, type Run } from './harness';

const NAMES = Object.getOwnPropertyNames(Object.prototype);

function assertAnswered(run: Run, question: string): void {
  assert.ok(run.answer.trim().length > 0, `no answer to “${question}”`);
  assert.ok(!/\bundefined\b|\[object Object\]|function \w*\(/.test(run.answer), `leaked a prototype value in the answer to “${question}”: ${run.answer.slice(0, 200)}`);
}

describe('analyst: words that are Object.prototype property names', function () {
  this.timeout(120_000);

  it('answers or refuses questions made of every Object.prototype property name', async () => {
    assert.ok(NAMES.includes('constructor') && NAMES.includes('__proto__') && NAMES.includes('hasOwnProperty'));
    const bench = await AnalystBench.create();
    await bench.loadCsv('sales', 'sales.csv');
    for (const name of NAMES) {
      for (const question of [name, `total ${name}`, `how many ${name}`, `revenue by ${name}`, `top ${name} by revenue`, `average ${name} in 2024`, `show ${name} where ${name} over 5`, `${name} ${name}s ${name}es`]) {
        assertAnswered(await bench.ask(question), question);
      }
    }
  });

  it('answers questions about columns named after Object.prototype properties', async () => {
    const bench = await AnalystBench.create();
    const columns = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
    await bench.connection.run(`CREATE TABLE odd AS SELECT * FROM (VALUES ('a', 1, 10.5, 'x', 2), ('b', 2, 20, 'y', 3), ('a', 3, 30, 'x', 4)) AS t(${columns.map((c) => `"${c}"`).join(', ')})`);
    await bench.register('odd', 'odd.csv');
    const total = await bench.ask('total has own property by constructor');
    assert.match(total.csv ?? '', /a,40\.5/);
    for (const name of [...columns, '__proto__', 'prototype']) {
      for (const question of [`total ${name}`, `${name} by constructor`, `how many ${name}`, `distribution of ${name}`]) {
        assertAnswered(await bench.ask(question), question);
      }
    }
  });
});
