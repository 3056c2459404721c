/**
 * Writes a probe's generated files and its expected figures (as JSON) into a directory, so that
 * `probeN-crosscheck.py` can recompute every answerable figure with pandas from the files as
 * written. It never asks the analyst anything. One script for every probe from 5 on, since each
 * probeN.ts exports the same pair: `probeNDatasets` and `probeNCatalogue`.
 *
 *   npx tsx test/eval/analyst/crosscheck.ts 11 /tmp/probe11 && /usr/bin/python3 test/eval/analyst/probe11-crosscheck.py /tmp/probe11
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EvalDataset, Row } from './data';
import type { Question } from './questions';

/** What every probeN.ts catalogue lists: a phrasing, its class and, for a must-refuse, why. */
interface Catalogued {
  question: Question;
  cls: string;
  why?: string;
}

async function main(): Promise<void> {
  const [n, dir] = process.argv.slice(2);
  if (!/^\d+$/.test(n ?? '') || !dir) throw new Error('usage: crosscheck.ts <probe number> <directory>');
  const probe = (await import(`./probe${n}`)) as Record<string, unknown>;
  const datasets = probe[`probe${n}Datasets`] as (() => Promise<EvalDataset[]>) | undefined;
  const catalogue = probe[`probe${n}Catalogue`] as ((tables: Map<string, Row[]>) => Catalogued[]) | undefined;
  if (!datasets || !catalogue) throw new Error(`probe${n}.ts exports no probe${n}Datasets / probe${n}Catalogue`);
  await mkdir(dir, { recursive: true });
  const tables = new Map<string, Row[]>();
  for (const dataset of await datasets()) {
    await writeFile(path.join(dir, dataset.file), dataset.bytes);
    for (const table of dataset.tables) tables.set(table.label, table.rows);
  }
  const entries = catalogue(tables);
  const expected = entries.map(({ question, cls, why }) => ({
    data: question.data,
    q: question.q,
    cls,
    why,
    expect: question.expect.kind === 'groups' ? { kind: 'groups', values: Object.fromEntries(question.expect.values), column: question.expect.column } : question.expect,
  }));
  await writeFile(path.join(dir, 'expected.json'), JSON.stringify(expected, null, 1));
  const refuse = entries.filter(({ question }) => question.expect.kind === 'refuse').length;
  console.log(`probe ${n}: ${entries.length} phrasings (${entries.length - refuse} with an answer, ${refuse} that must be refused), files and expected.json in ${dir}`);
}

void main();
