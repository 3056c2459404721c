/**
 * The local analyst on a generated 1,000,000-row sales table: five typical questions end to end
 * through `analyze` (parse, SQL on DuckDB, CSV, chart), time to the first event and to the
 * complete answer, next to the same computations in pandas (Debian python3-pandas) on the same
 * data in the same run. Target: every complete answer under 1 s and faster than pandas.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyze } from '../src/engine/analyst';
import { TableFacts } from '../src/engine/tableFacts';
import type { AnalystContext, AnalystTable } from '../src/engine/analyst/contract';
import { queryRows } from '../src/engine/rows';
import { generateSales, salesCsv } from '../scripts/generate-samples';
import { QUESTIONS } from './questions';
import { median } from './stats';

const ROWS = 1_000_000;
/** Debian's pandas lives with Debian's interpreter; a python3 earlier on PATH (pyenv) may lack it. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const RUNS = 5;

interface Sample {
  /** The first event (the first step's TASK). */
  first: number;
  /** The conclusion MESSAGE with the numbers. */
  conclusion: number;
  /** The last event (SOURCES) emitted and analyze resolved. */
  complete: number;
  events: number;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`.padStart(10);
}

function pandasTimes(csvPath: string): { load: number; times: number[] } | null {
  const probe = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    console.log('pandas: not available (python3 -c "import pandas" failed). Install Debian\'s package to compare:');
    console.log('  sudo apt-get install -y python3-pandas');
    return null;
  }
  const script = `
import json, sys, time
import pandas as pd
t = time.perf_counter()
df = pd.read_csv(sys.argv[1], parse_dates=["order_date"])
load = (time.perf_counter() - t) * 1000
exprs = json.loads(sys.argv[2])
runs = int(sys.argv[3])
times = []
for expr in exprs:
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        eval(expr)
        samples.append((time.perf_counter() - t) * 1000)
    samples.sort()
    times.append(samples[len(samples) // 2])
print(json.dumps({"load": load, "times": times}))
`;
  const result = spawnSync(PYTHON, ['-c', script, csvPath, JSON.stringify(QUESTIONS.map((q) => q.pandas)), String(RUNS)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (result.status !== 0) {
    console.log(`pandas: failed: ${result.stderr.trim().split('\n').pop() ?? ''}`);
    return null;
  }
  return JSON.parse(result.stdout) as { load: number; times: number[] };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'analyst-bench-'));
  try {
    const csvPath = path.join(folder, 'sales.csv');
    let started = performance.now();
    writeFileSync(csvPath, salesCsv(generateSales(ROWS, 42, 20_000)));
    console.log(`generated ${ROWS.toLocaleString('en-US')} rows in ${ms(performance.now() - started).trim()}`);

    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    started = performance.now();
    await connection.run(`CREATE TABLE sales AS SELECT * FROM read_csv('${csvPath.replace(/'/g, "''")}')`);
    const duckLoad = performance.now() - started;
    const columns = await queryRows(connection, 'SELECT column_name AS name, column_type AS type FROM (DESCRIBE sales)');
    const table: AnalystTable = {
      table: 'sales',
      label: 'sales.csv',
      source: { datasource_id: 'ds-1', dataset_id: 'dset-1', name: 'sales.csv', file_type: 'csv' },
      columns: columns.map((c) => ({ name: String(c.name), type: String(c.type) })),
      rowCount: ROWS,
    };

    const facts = new TableFacts();
    const ask = async (question: string): Promise<Sample> => {
      let first = -1;
      let conclusion = -1;
      let events = 0;
      const start = performance.now();
      const context: AnalystContext = {
        question,
        outputLanguage: 'AUTO',
        tables: [table],
        documents: [],
        history: [],
        query: (sql, params) => queryRows(connection, sql, params ?? []),
        publish: async (name) => ({ name, url: `http://127.0.0.1/${name}`, expires_at: '2099-01-01T00:00:00Z' }),
        emit: (event) => {
          if (first < 0) first = performance.now() - start;
          if (conclusion < 0 && event.kind === 'MESSAGE' && event.group.stage === 'Respond') conclusion = performance.now() - start;
          events++;
        },
        signal: new AbortController().signal,
        // As in the engine: what one question learns about the table serves the next ones.
        cache: facts,
      };
      await analyze(context);
      return { first, conclusion, complete: performance.now() - start, events };
    };

    // The first question on a table pays for learning its values (then remembered): shown apart.
    const cold = await ask('total revenue by region');
    console.log(`first question on the table (learns its values): complete ${ms(cold.complete).trim()}`);
    const analyst: Sample[] = [];
    for (const { question } of QUESTIONS) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await ask(question));
      analyst.push({ first: median(samples.map((s) => s.first)), conclusion: median(samples.map((s) => s.conclusion)), complete: median(samples.map((s) => s.complete)), events: samples[0].events });
    }
    const pandas = pandasTimes(csvPath);

    console.log(`\nmachine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (shared: other processes inflate every column alike)`);
    console.log(`load the CSV: DuckDB ${ms(duckLoad).trim()}${pandas ? `, pandas read_csv ${ms(pandas.load).trim()}` : ''}`);
    console.log(`median of ${RUNS} runs per question (analyst = whole answer: parse, SQL, CSV, chart SVG; pandas = the computation alone on a loaded DataFrame)\n`);
    console.log(`${'question'.padEnd(46)}${'first event'.padStart(12)}${'conclusion'.padStart(11)}${'complete'.padStart(11)}${'pandas'.padStart(11)}  verdict`);
    let allGood = true;
    QUESTIONS.forEach(({ question }, i) => {
      const a = analyst[i];
      const p = pandas?.times[i];
      const under = a.complete < 1000;
      const faster = p === undefined ? null : a.complete < p;
      if (!under || faster === false) allGood = false;
      const verdict = `${under ? '< 1 s' : 'OVER 1 s'}${faster === null ? '' : faster ? ', faster than pandas' : `, slower than pandas (${(a.complete / (p ?? 1)).toFixed(1)}x)`}`;
      console.log(`${question.padEnd(46)}${ms(a.first).padStart(12)}${ms(a.conclusion).padStart(11)}${ms(a.complete).padStart(11)}${(p === undefined ? 'n/a' : ms(p)).padStart(11)}  ${verdict}`);
    });
    console.log(`\ntarget (each < 1 s${pandas ? ' and faster than pandas' : ''}): ${allGood ? 'met' : 'NOT met'}`);
    connection.closeSync();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
