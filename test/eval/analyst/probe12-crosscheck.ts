/**
 * Writes probe 12's generated files and its expected figures (as JSON) into a directory, so that
 * `probe12-crosscheck.py` can recompute every answerable figure with pandas from the files as
 * written. It never asks the analyst anything.
 *
 *   npx tsx test/eval/analyst/probe12-crosscheck.ts /tmp/probe12 && /usr/bin/python3 test/eval/analyst/probe12-crosscheck.py /tmp/probe12
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Row } from './data';
import { probe12Catalogue, probe12Datasets } from './probe12';

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: probe12-crosscheck.ts <directory>');
  await mkdir(dir, { recursive: true });
  const tables = new Map<string, Row[]>();
  for (const dataset of await probe12Datasets()) {
    await writeFile(path.join(dir, dataset.file), dataset.bytes);
    for (const table of dataset.tables) tables.set(table.label, table.rows);
  }
  const catalogue = probe12Catalogue(tables);
  const expected = catalogue.map(({ question, cls, why }) => ({
    data: question.data,
    q: question.q,
    cls,
    why,
    expect: question.expect.kind === 'groups' ? { kind: 'groups', values: Object.fromEntries(question.expect.values), column: question.expect.column } : question.expect,
  }));
  await writeFile(path.join(dir, 'expected.json'), JSON.stringify(expected, null, 1));
  const refuse = catalogue.filter(({ question }) => question.expect.kind === 'refuse').length;
  console.log(`probe 12: ${catalogue.length} phrasings (${catalogue.length - refuse} with an answer, ${refuse} that must be refused), files and expected.json in ${dir}`);
}

void main();
