/**
 * A mobile vet's rounds of my own (no probe's data): `Travel` written "12 mi" in every cell beside a
 * `Collar Size` of plain numbers. "over 30 miles" bounds the travel: a size is a number on a scale
 * of its own, never a length in miles. With a second column in miles it is still asked.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure } from './harness';

const rounds = Array.from({ length: 30 }, (_, i) => ({ visit: `MV-${300 + i}`, travel: 6 + ((i * 7) % 40), size: 1 + (i % 7), back: 3 + ((i * 5) % 30) }));

describe('analyst: a size is no length', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-size-'));
  let bench: AnalystBench;
  before(async () => {
    writeFileSync(path.join(dir, 'vet_rounds.csv'), `Visit No,Travel,Collar Size\n${rounds.map((r) => `${r.visit},${r.travel} mi,${r.size}`).join('\n')}\n`);
    writeFileSync(path.join(dir, 'vet_returns.csv'), `Visit No,Travel,Return Trip,Collar Size\n${rounds.map((r) => `${r.visit},${r.travel} mi,${r.back} mi,${r.size}`).join('\n')}\n`);
    bench = await AnalystBench.create();
    await bench.ingest(path.join(dir, 'vet_rounds.csv'), 't_rounds', dir);
    await bench.ingest(path.join(dir, 'vet_returns.csv'), 't_returns', dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const on = (label: string) => ({ tables: bench.tables.filter((t) => t.label === label) });

  it('bounds the travel: how many visits over 30 miles', async () => {
    const run = await bench.ask('how many visits over 30 miles', on('vet_rounds.csv'));
    answered(run, 'how many visits over 30 miles');
    assert.equal(firstFigure(run), rounds.filter((r) => r.travel > 30).length, run.answer.slice(0, 300));
  });

  it('asks beside two columns in miles', async () => {
    const run = await bench.ask('how many visits over 30 miles', on('vet_returns.csv'));
    refused(run, 'two columns in miles');
  });
});
