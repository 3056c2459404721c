/**
 * Export Conversation as Notebook, end to end: a real conversation with the local engine's
 * analyst about samples/sales.csv, exported as a notebook that reads the file by its path
 * relative to the notebook, then run top to bottom with Debian's Python and pandas (a small
 * runner executes the code cells in order); each answer's table must come out of its cell again,
 * figure for figure.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataAnalysisClient } from '../../../src/api/client';
import type { AnswerBlock } from '../../../src/api/types';
import { parseCsv } from '../../../src/common/csv';
import { analyze } from '../../../src/engine/analyst';
import { startEngine, type RunningEngine } from '../../../src/engine/server';
import { conversationNotebook, notebookJson, relocateReads, splitFence, type NotebookOptions, type NotebookTurn } from '../../../src/export/notebook';

const ROOT = path.join(__dirname, '..', '..', '..');
const SALES = path.join(ROOT, 'samples', 'sales.csv');
const RUNNER = path.join(__dirname, 'run_notebook.py');
/** Debian's Python, with python3-pandas (not a python3 first on PATH that may lack it). */
const PYTHON = '/usr/bin/python3';
const KEY = 'notebook-test-key';

const QUESTIONS = [
  'total revenue by region',
  'monthly revenue trend',
  'top 5 products by units',
  'average unit price by category in 2024',
  'how many orders per category',
];

const TEXT: NotebookOptions['text'] = {
  intro: 'Run the cells from top to bottom.',
  fileNotFound: (name) => `${name} was not found`,
  tablesUnknown: 'The tables of this SQL are not known.',
  noCode: 'No code.',
};

interface Ran {
  id: string;
  ok: boolean;
  error?: string;
  stdout: string;
  result?: { columns: string[]; rows: Array<Array<string | number | boolean | null>> } | null;
}

function pandasAvailable(): boolean {
  try {
    execFileSync(PYTHON, ['-c', 'import pandas'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

function runNotebook(file: string): Ran[] {
  return JSON.parse(execFileSync(PYTHON, [RUNNER, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Ran[];
}

/** A CSV cell and a value computed by pandas say the same figure. */
function sameFigure(expected: string, actual: string | number | boolean | null): boolean {
  if (expected === '') return actual === null;
  if (actual === null) return false;
  const number = Number(expected);
  if (typeof actual === 'number' && Number.isFinite(number)) return Math.abs(number - actual) <= 1e-6 * Math.max(1, Math.abs(number));
  return String(actual).replace(/ 00:00:00$/, '') === expected;
}

describe('export: a conversation as a notebook that reproduces its figures', function () {
  this.timeout(180_000);
  let dataDir: string;
  let work: string;
  let engine: RunningEngine;
  let client: DataAnalysisClient;
  const turns: NotebookTurn[] = [];
  const tables: Array<string[][] | undefined> = [];

  before(async function () {
    if (!pandasAvailable()) this.skip();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'notebook-engine-'));
    work = await mkdtemp(path.join(os.tmpdir(), 'notebook-'));
    engine = await startEngine({ port: 0, dataDir, apiKey: KEY, analyst: analyze });
    client = new DataAnalysisClient({ baseUrl: engine.url, apiKey: KEY, userId: 'analyst-1' });
    const source = await client.addFile(SALES, { intervalMs: 100 });
    assert.equal(source.status, 'synched');
    const session = await client.createSession({ name: 'notebook test' });
    for (const question of QUESTIONS) {
      const job = await client.createJob({ session_id: session.id, dataset_id: source.dataset_id, question });
      const blocks: AnswerBlock[] = job.blocks;
      turns.push({ question, blocks });
      const table = blocks.find((b): b is Extract<AnswerBlock, { type: 'TABLE' }> => b.type === 'TABLE');
      tables.push(table ? parseCsv(new TextDecoder().decode((await client.downloadResult(table.content.url)).bytes)) : undefined);
    }
  });

  after(async () => {
    await client?.close();
    await engine?.close();
    for (const dir of [dataDir, work]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('pandas: every answer table comes out of its code cell again, reading the file by its relative path', async () => {
    const folder = path.join(work, 'pandas');
    await mkdir(path.join(folder, 'data'), { recursive: true });
    await copyFile(SALES, path.join(folder, 'data', 'sales.csv'));
    const notebook = conversationNotebook(turns, { title: 'Sales questions', language: 'pandas', files: new Map([['sales.csv', 'data/sales.csv']]), text: TEXT });
    const file = path.join(folder, 'Sales questions.ipynb');
    await writeFile(file, notebookJson(notebook));

    // The shape: title, then per question a Markdown heading, a code cell and the answer's text.
    assert.equal(notebook.nbformat, 4);
    assert.deepEqual(notebook.cells.map((c) => c.cell_type), ['markdown', ...QUESTIONS.flatMap(() => ['markdown', 'code', 'markdown'])]);
    QUESTIONS.forEach((question, i) => {
      assert.equal(notebook.cells[1 + i * 3].source.join(''), `## ${question}`);
      assert.match(notebook.cells[2 + i * 3].source.join(''), /pd\.read_csv\("data\/sales\.csv"/);
    });
    assert.ok(notebook.cells.every((c) => /^[\w-]{1,64}$/.test(c.id)) && new Set(notebook.cells.map((c) => c.id)).size === notebook.cells.length);

    const ran = runNotebook(file);
    assert.equal(ran.length, QUESTIONS.length);
    ran.forEach((cell, i) => {
      const label = `${QUESTIONS[i]} (${cell.id})`;
      assert.ok(cell.ok, `${label} failed:\n${cell.error}`);
      const expected = tables[i];
      assert.ok(expected, `${label}: the conversation had a table`);
      assert.ok(cell.result, `${label}: the cell computes a table as \`result\`\n${cell.stdout}`);
      const [, ...rows] = expected;
      assert.equal(cell.result.rows.length, rows.length, `${label}: ${cell.result.rows.length} rows, the conversation had ${rows.length}\n${cell.stdout}`);
      rows.forEach((row, r) => {
        row.forEach((value, c) => {
          assert.ok(sameFigure(value, cell.result!.rows[r][c]), `${label}, row ${r + 1}, column ${c + 1}: the conversation says ${JSON.stringify(value)}, the notebook ${JSON.stringify(cell.result!.rows[r][c])}`);
        });
      });
    });
  });

  it('SQL: each answer becomes a DuckDB cell running the shown SQL on the file beside the notebook', async function () {
    const notebook = conversationNotebook(turns, { title: 'Sales questions', language: 'sql', files: new Map([['sales.csv', 'data/sales.csv']]), text: TEXT });
    const code = notebook.cells.filter((c) => c.cell_type === 'code').map((c) => c.source.join(''));
    assert.equal(code.length, QUESTIONS.length);
    for (const [i, cell] of code.entries()) {
      const sql = splitFence(turns[i].blocks.find((b) => b.type === 'CODE' && b.content.startsWith('```sql'))!.content as string).code;
      assert.match(sql, /read_csv\('sales\.csv'/, 'the local analyst shows SQL over the user\'s own file');
      assert.match(cell, /^import duckdb\n/);
      assert.ok(cell.includes("read_csv('data/sales.csv'"), cell);
      assert.ok(!cell.includes("read_csv('sales.csv'"), cell);
      assert.ok(cell.includes('result = con.execute('), cell);
    }
    // DuckDB's Python package is not a Debian package here: run the SQL cells only where it is installed.
    try {
      execFileSync(PYTHON, ['-c', 'import duckdb'], { stdio: 'pipe' });
    } catch {
      this.skip();
    }
    const folder = path.join(work, 'sql');
    await mkdir(path.join(folder, 'data'), { recursive: true });
    await copyFile(SALES, path.join(folder, 'data', 'sales.csv'));
    const file = path.join(folder, 'sql.ipynb');
    await writeFile(file, notebookJson(notebook));
    for (const [i, cell] of runNotebook(file).entries()) {
      assert.ok(cell.ok, cell.error);
      assert.equal(cell.result?.rows.length, (tables[i]?.length ?? 1) - 1);
    }
  });

  it('SQL over a service table ("ds_…") runs on the file read by pandas, registered under that name', () => {
    const turn = {
      question: 'total revenue by region',
      blocks: [
        { type: 'CODE', content: '```sql\nSELECT "region", sum("revenue") AS total FROM "ds_abc_1" GROUP BY 1;\n```' },
        { type: 'CODE', content: '```python\nimport pandas as pd\n\ndf = pd.read_csv("sales.csv")\nresult = df.groupby("region")["revenue"].sum()\n```' },
      ],
    } as unknown as NotebookTurn;
    const notebook = conversationNotebook([turn], { title: 't', language: 'sql', files: new Map([['sales.csv', 'data/sales.csv']]), text: TEXT });
    const [cell] = notebook.cells.filter((c) => c.cell_type === 'code').map((c) => c.source.join(''));
    assert.match(cell, /^import duckdb\nimport pandas as pd\n/);
    assert.ok(cell.includes('df = pd.read_csv("data/sales.csv")'), cell);
    assert.ok(cell.includes('con.register("ds_abc_1", df)'), cell);
    assert.ok(cell.includes('result = con.execute("SELECT \\"region\\", sum(\\"revenue\\") AS total FROM \\"ds_abc_1\\" GROUP BY 1").df()'), cell);
  });

  it('points reads at the files found, and says which files were not found', () => {
    const files = new Map([['sales.csv', '../data/sales 2024.csv']]);
    assert.deepEqual(relocateReads('df = pd.read_csv("sales.csv", parse_dates=["order_date"])\nx = pd.read_excel("other.xlsx", sheet_name="S")', files), {
      code: 'df = pd.read_csv("../data/sales 2024.csv", parse_dates=["order_date"])\nx = pd.read_excel("other.xlsx", sheet_name="S")',
      missing: ['other.xlsx'],
    });
    const notebook = conversationNotebook([{ question: 'q', blocks: [{ type: 'CODE', stage: 'Analyze', group_id: '1', content: '```python\nimport pandas as pd\ndf = pd.read_csv("gone.csv")\n```' }] }], { title: 't', language: 'pandas', files: new Map(), text: TEXT });
    assert.deepEqual(notebook.cells.map((c) => c.source.join('')), ['# t\n\nRun the cells from top to bottom.', '## q', '*gone.csv was not found*', 'import pandas as pd\ndf = pd.read_csv("gone.csv")']);
    assert.ok(existsSync(RUNNER));
  });
});
