/**
 * The question corpus: realistic phrasings over three fixture datasets, each with an expected
 * answer written independently as SQL on the fixture. Prints the share answered correctly and
 * fails below 90%: the analyst is deterministic, so a drop means a parser regression.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnalystHistoryItem, AnalystTable } from '../../../src/engine/analyst/contract';
import { queryRows } from '../../../src/engine/rows';
import { AnalystBench, FIXTURES, parseCsv, type Run } from './harness';
import { figureKey as key, sameFigure as close } from '../../support/corpusFigures';

interface Entry {
  data: string;
  q: string;
  after?: string[];
  check: 'table' | 'message' | 'contains' | 'not_understood';
  sql?: string;
  contains?: string[];
  ordered?: boolean;
  column?: string;
  digits?: number;
  /** 1: written while building the analyst; later batches: written after it, first-run shares in corpus.json's about. */
  batch: number;
}

interface Corpus {
  datasets: Record<string, Array<{ table: string; file: string; label: string }>>;
  questions: Entry[];
}

/** At least this share must be right; the misses are printed so they can be fixed or justified. */
const THRESHOLD = 0.9;

const corpus = JSON.parse(readFileSync(path.join(FIXTURES, 'corpus.json'), 'utf8')) as Corpus;

function people(value: unknown, digits: number): string {
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: digits });
  return key(value);
}

async function verdict(bench: AnalystBench, entry: Entry, run: Run): Promise<string | null> {
  const hasTable = run.events.some((event) => event.kind === 'TABLE');
  if (entry.check === 'not_understood') return /^I can’t answer/.test(run.answer) && !hasTable ? null : `expected a refusal, got: ${run.answer.slice(0, 120)}`;
  if (entry.check === 'contains') {
    const missing = (entry.contains ?? []).filter((text) => !run.answer.includes(text));
    return missing.length ? `answer lacks ${missing.join(', ')}` : null;
  }
  const expected = await queryRows(bench.connection, entry.sql ?? '');
  if (entry.check === 'message') {
    const values = Object.values(expected[0] ?? {}).map((value) => people(value, entry.digits ?? 2));
    const missing = values.filter((value) => !run.answer.includes(value));
    return missing.length ? `answer lacks ${missing.join(', ')}: ${run.answer.slice(0, 160)}` : null;
  }
  if (!run.csv) return `no TABLE; answer: ${run.answer.slice(0, 160)}`;
  const actual = parseCsv(run.csv);
  const columns = Object.keys(expected[0] ?? {});
  const keys = columns.slice(0, -1);
  const valueColumn = columns[columns.length - 1];
  const header = Object.keys(actual[0] ?? {});
  const missingKeys = keys.filter((k) => !header.includes(k));
  if (missingKeys.length) return `table lacks columns ${missingKeys.join(', ')} (has ${header.join(', ')})`;
  const target = entry.column ?? (header.includes(valueColumn) ? valueColumn : header.find((h) => !keys.includes(h)) ?? '');
  if (actual.length !== expected.length) return `expected ${expected.length} rows, got ${actual.length}`;
  const rowKey = (row: Record<string, unknown>): string => keys.map((k) => key(row[k])).join(' | ');
  for (const [i, want] of expected.entries()) {
    const got = entry.ordered ? actual[i] : actual.find((row) => rowKey(row) === rowKey(want));
    if (!got || rowKey(got) !== rowKey(want)) return `row ${rowKey(want)} missing${entry.ordered ? ` at ${i}` : ''}`;
    // A share may be given on the 0-100 scale, in a `percent` column.
    const value = target === 'share' && !header.includes('share') && header.includes('percent') ? String(Number(got.percent) / 100) : got[target];
    if (!close(value, want[valueColumn])) return `row ${rowKey(want)}: expected ${String(want[valueColumn])}, got ${got[target]} (${target})`;
  }
  return null;
}

describe('analyst question corpus', function () {
  this.timeout(120_000);

  it(`answers at least ${THRESHOLD * 100}% of ${corpus.questions.length} questions correctly`, async () => {
    const bench = await AnalystBench.create();
    const tables = new Map<string, AnalystTable[]>();
    for (const [name, files] of Object.entries(corpus.datasets)) {
      const loaded: AnalystTable[] = [];
      for (const file of files) loaded.push(await bench.loadCsv(file.table, file.file, file.label));
      tables.set(name, loaded);
    }
    const failures: string[] = [];
    const batches = new Map<number, { total: number; right: number }>();
    for (const entry of corpus.questions) {
      const dataset = tables.get(entry.data) ?? [];
      const history: AnalystHistoryItem[] = [];
      for (const earlier of entry.after ?? []) {
        const run = await bench.ask(earlier, { tables: dataset, history: [...history] });
        history.push({ question: earlier, memo: run.memo });
      }
      let problem: string | null;
      try {
        problem = await verdict(bench, entry, await bench.ask(entry.q, { tables: dataset, history }));
      } catch (error) {
        problem = `threw ${(error as Error).message}`;
      }
      const tally = batches.get(entry.batch) ?? { total: 0, right: 0 };
      tally.total++;
      if (!problem) tally.right++;
      batches.set(entry.batch, tally);
      if (problem) failures.push(`(batch ${entry.batch}) [${entry.data}] ${entry.after ? `${entry.after.join(' → ')} → ` : ''}${entry.q}: ${problem}`);
    }
    const total = corpus.questions.length;
    const share = (total - failures.length) / total;
    console.log(`      corpus: ${total - failures.length}/${total} answered correctly (${(share * 100).toFixed(1)}%)`);
    for (const [batch, tally] of [...batches].sort((a, b) => a[0] - b[0])) console.log(`      batch ${batch}: ${tally.right}/${tally.total}`);
    for (const failure of failures) console.log(`        miss: ${failure}`);
    assert.ok(share >= THRESHOLD, `only ${(share * 100).toFixed(1)}% correct`);
  });
});
