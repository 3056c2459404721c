/**
 * Writes probe 11's generated files and its expected figures (as JSON) into a directory, so that
 * `probe11-crosscheck.py` can recompute every answerable figure with pandas from the files as
 * written. It never asks the analyst anything.
 *
 *   npx tsx test/eval/analyst/probe11-crosscheck.ts /tmp/probe11 && /usr/bin/python3 test/eval/analyst/probe11-crosscheck.py /tmp/probe11
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Row } from './data';
import { probe11Catalogue, probe11Datasets } from './probe11';

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: probe11-crosscheck.ts <directory>');
  await mkdir(dir, { recursive: true });
  const tables = new Map<string, Row[]>();
  for (const dataset of await probe11Datasets()) {
    await writeFile(path.join(dir, dataset.file), dataset.bytes);
    for (const table of dataset.tables) tables.set(table.label, table.rows);
  }
  const catalogue = probe11Catalogue(tables);
  const expected = catalogue.map(({ question, cls, why }) => ({
    data: question.data,
    q: question.q,
    cls,
    why,
    expect: question.expect.kind === 'groups' ? { kind: 'groups', values: Object.fromEntries(question.expect.values), column: question.expect.column } : question.expect,
  }));
  await writeFile(path.join(dir, 'expected.json'), JSON.stringify(expected, null, 1));
  const refuse = catalogue.filter(({ question }) => question.expect.kind === 'refuse').length;
  console.log(`probe 11: ${catalogue.length} phrasings (${catalogue.length - refuse} with an answer, ${refuse} that must be refused), files and expected.json in ${dir}`);
}

void main();
