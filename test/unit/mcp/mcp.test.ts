/**
 * `data-analysis mcp` driven by the MCP SDK's own client over stdio, as an outside agent would:
 * the BUILT command-line client is spawned, lists its tools, uploads a real file into the local
 * engine, asks a question, gets an error result (not a crash) for bad calls, and works against a
 * "hosted" service (a second engine) with a key read from a file and never printed.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DataAnalysisClient } from '../../../src/api/client';
import { startLocalEngine, type LocalEngine } from '../../../src/cli/service';
import { TOOL_SPECS } from '../../../src/tools/specs';
import { buildCli, CLI, SALES } from '../cli/run';

interface Connected {
  client: Client;
  stderr: () => string;
  close(): Promise<void>;
}

async function connect(args: string[], env: Record<string, string> = {}): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp', ...args],
    cwd: path.dirname(SALES),
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

function text(result: unknown): string {
  const content = (result as CallToolResult).content;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

/** The chart's tick labels (sales.csv's revenue by region runs to hundreds of thousands). */
function ticks(svg: string): string[] {
  return [...(svg.split('role-axis-label')[1] ?? '').split('role-axis-title')[0].matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
}

/** Ticks written the German way (100.000), never the English (100,000): the server sent LANG's locale. */
function assertGermanTicks(svg: string): void {
  const labels = ticks(svg);
  assert.ok(labels.some((t) => /\d\.\d{3}/.test(t)), labels.join(' | '));
  assert.ok(!labels.some((t) => /\d,\d{3}/.test(t)), labels.join(' | '));
}

/** Uploads sales.csv and asks for a chart; the answer's session id. */
async function askForChart(mcp: Connected): Promise<string> {
  const uploaded = await mcp.client.callTool({ name: 'analyze_file', arguments: { path: SALES } });
  assert.equal(uploaded.isError, undefined, text(uploaded));
  const datasetId = /dataset `(dset-[^`]+)`/.exec(text(uploaded))?.[1];
  assert.ok(datasetId, text(uploaded));
  const answer = await mcp.client.callTool({ name: 'ask_question', arguments: { question: 'total revenue by region', datasetId } });
  assert.match(text(answer), /Chart: /, text(answer));
  const sessionId = /session `([^`]+)`/.exec(text(answer))?.[1];
  assert.ok(sessionId, text(answer));
  return sessionId;
}

describe('MCP server (data-analysis mcp) with the SDK client', function () {
  this.timeout(120_000);
  let dataDir: string;
  let mcp: Connected;

  before(async () => {
    buildCli();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'da-mcp-'));
    mcp = await connect(['--data-dir', dataDir]);
  });

  after(async () => {
    await mcp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the tools with their schemas', async () => {
    const { tools } = await mcp.client.listTools();
    assert.deepEqual(tools.map((t) => t.name), TOOL_SPECS.map((s) => s.mcpName));
    const ask = tools.find((t) => t.name === 'ask_question');
    assert.deepEqual(ask?.inputSchema.required, ['question']);
    assert.equal(tools.find((t) => t.name === 'list_datasets')?.annotations?.readOnlyHint, true);
    assert.equal(tools.find((t) => t.name === 'analyze_file')?.annotations?.readOnlyHint, false);
  });

  it('uploads a file, describes it, answers a question with the table and the SQL, then a follow-up in the same session', async () => {
    const empty = await mcp.client.callTool({ name: 'list_datasets', arguments: {} });
    assert.match(text(empty), /no datasets yet/);

    const uploaded = await mcp.client.callTool({ name: 'analyze_file', arguments: { path: 'sales.csv' } });
    assert.equal(uploaded.isError, undefined, text(uploaded));
    const datasetId = /dataset `(dset-[^`]+)`/.exec(text(uploaded))?.[1];
    assert.ok(datasetId, text(uploaded));
    assert.match(text(uploaded), /sales\.csv: synched/);

    const listed = await mcp.client.callTool({ name: 'list_datasets', arguments: { search: 'sales' } });
    assert.match(text(listed), new RegExp(`id \`${datasetId}\``));

    const described = await mcp.client.callTool({ name: 'describe_dataset', arguments: { datasetId } });
    assert.match(text(described), /### Summary/);

    const answer = await mcp.client.callTool({ name: 'ask_question', arguments: { question: 'total revenue by region', datasetId } });
    const body = text(answer);
    assert.equal(answer.isError, undefined, body);
    // The figure is the one the engine computed from samples/sales.csv (the CLI shows the same).
    assert.match(body, /North: \*\*754,596\.9\*\*/);
    assert.match(body, /```sql\n[\s\S]*GROUP BY "region"[\s\S]*```/);
    assert.match(body, /```python\n[\s\S]*pd\.read_csv\("sales\.csv"/);
    assert.match(body, /Result table total_revenue_by_region\.csv \(5 rows\):\n\n\| region \| total\\?_revenue \|/);
    assert.match(body, /\| North \| 754596\.9 \|/);
    assert.match(body, /Follow-up questions:/);
    const sessionId = /session `([^`]+)`/.exec(body)?.[1];
    assert.ok(sessionId);

    const followUp = await mcp.client.callTool({ name: 'ask_question', arguments: { question: 'how many rows are there?', datasetId, sessionId } });
    assert.match(text(followUp), new RegExp(`session \`${sessionId}\``));

    // run_sql on the table describe_dataset names: the same figure, computed by the SQL given.
    const table = /### Tables for run_sql\n\n- `("[^`]+")` \(sales\.csv, \d+ rows\): .*\bregion\b/.exec(text(described))?.[1];
    assert.ok(table, text(described));
    const sql = await mcp.client.callTool({ name: 'run_sql', arguments: { datasetId, sql: `SELECT region, round(sum(revenue), 2) AS revenue FROM ${table} GROUP BY region ORDER BY region`, maxRows: 3 } });
    assert.equal(sql.isError, undefined, text(sql));
    assert.match(text(sql), /more than 3 rows; the first 3 are shown/);
    assert.match(text(sql), /\| region \| revenue \|/);
    const all = await mcp.client.callTool({ name: 'run_sql', arguments: { datasetId, sql: `SELECT region, round(sum(revenue), 2) AS revenue FROM ${table} WHERE region = 'North' GROUP BY region` } });
    assert.match(text(all), /returned 1 row\b[\s\S]*\| North \| 754596\.9 \|/);
  });

  it('draws its charts in the terminal\'s locale (LANG), as the command line does', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'da-mcp-locale-'));
    const german = await connect(['--data-dir', folder], { LANG: 'de_DE.UTF-8' });
    try {
      await askForChart(german);
      // The engine runs inside the server, with a key of its own: its chart is read where it keeps results.
      const charts = readdirSync(path.join(folder, 'results')).map((name) => readFileSync(path.join(folder, 'results', name), 'utf8')).filter((body) => body.includes('<svg'));
      assert.equal(charts.length, 1);
      assertGermanTicks(charts[0]);
    } finally {
      await german.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses SQL that is not one read-only SELECT over the dataset, as an error result that says what to change', async () => {
    const attempts: Array<[string, RegExp]> = [
      ["SELECT * FROM read_csv('/etc/passwd')", /SQL refused: the table function read_csv\(\) is not allowed/],
      ["COPY (SELECT 1) TO '/tmp/x.csv'", /SQL refused/],
      ["ATTACH '/tmp/x.duckdb' AS x", /SQL refused/],
      ['SELECT 1; SELECT 2', /SQL refused: exactly one statement/],
      ['SELECT * FROM meta.sessions', /SQL refused: "meta\.sessions" is not one of this session's tables/],
    ];
    for (const [sql, pattern] of attempts) {
      const result = await mcp.client.callTool({ name: 'run_sql', arguments: { sql } });
      assert.equal(result.isError, true, sql);
      assert.match(text(result), pattern, sql);
      assert.match(text(result), /This dataset's tables: ".*" \(sales\.csv: /, sql);
    }
    const badRows = await mcp.client.callTool({ name: 'run_sql', arguments: { sql: 'SELECT 1', maxRows: 0 } });
    assert.match(text(badRows), /"maxRows" must be a whole number from 1 to 1000/);
  });

  it('answers bad calls with an error result the model can act on, and keeps serving', async () => {
    const missing = await mcp.client.callTool({ name: 'ask_question', arguments: {} });
    assert.equal(missing.isError, true);
    assert.match(text(missing), /"question" is required/);

    const wrongType = await mcp.client.callTool({ name: 'ask_question', arguments: { question: 42 } });
    assert.equal(wrongType.isError, true);
    assert.match(text(wrongType), /"question" must be a string/);

    const noFile = await mcp.client.callTool({ name: 'analyze_file', arguments: { path: 'no-such-file.csv' } });
    assert.equal(noFile.isError, true);
    assert.match(text(noFile), /There is no file at .*no-such-file\.csv/);

    const notData = await mcp.client.callTool({ name: 'analyze_file', arguments: { path: '/etc/passwd' } });
    assert.equal(notData.isError, true);
    assert.match(text(notData), /not a data file/);

    const unknownDataset = await mcp.client.callTool({ name: 'describe_dataset', arguments: { datasetId: 'dset-nope' } });
    assert.equal(unknownDataset.isError, true);
    assert.match(text(unknownDataset), /not found/i);

    await assert.rejects(mcp.client.callTool({ name: 'drop_everything', arguments: {} }), /Unknown tool: drop_everything/);

    const still = await mcp.client.callTool({ name: 'list_datasets', arguments: {} });
    assert.equal(still.isError, undefined);
  });
});

describe('MCP server on a configured service with a key', function () {
  this.timeout(120_000);
  let engine: LocalEngine;
  let folder: string;

  before(async () => {
    buildCli();
    folder = mkdtempSync(path.join(os.tmpdir(), 'da-mcp-hosted-'));
    engine = await startLocalEngine({ apiKey: `key-${randomBytes(16).toString('hex')}` });
  });

  after(async () => {
    await engine?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads the key from a file only its owner can read, and never prints it', async () => {
    const keyFile = path.join(folder, 'key');
    writeFileSync(keyFile, `${engine.apiKey}\n`);
    chmodSync(keyFile, 0o644);
    const args = ['--base-url', engine.engine.url, '--user-id', 'local', '--api-key-file', keyFile];
    await assert.rejects(connect(args));

    chmodSync(keyFile, 0o600);
    const mcp = await connect(args);
    try {
      const uploaded = await mcp.client.callTool({ name: 'analyze_file', arguments: { path: SALES } });
      assert.equal(uploaded.isError, undefined, text(uploaded));
      const answer = await mcp.client.callTool({ name: 'ask_question', arguments: { question: 'how many orders are there?' } });
      assert.equal(answer.isError, undefined, text(answer));
      assert.match(text(answer), /```sql/);
      const sql = await mcp.client.callTool({ name: 'run_sql', arguments: { sql: 'SELECT 1' } });
      assert.equal(sql.isError, true);
      assert.match(text(sql), /run_sql needs the local engine: the hosted service does not run SQL/);
      assert.match(mcp.stderr(), /with the hosted service/);
      assert.ok(!mcp.stderr().includes(engine.apiKey));
    } finally {
      await mcp.close();
    }
  });

  it('sends the terminal\'s locale (LC_ALL) to the service, whose charts then read the German way', async () => {
    const mcp = await connect(['--base-url', engine.engine.url, '--user-id', 'local'], { DATA_ANALYSIS_API_KEY: engine.apiKey, LC_ALL: 'de_DE.UTF-8' });
    const client = new DataAnalysisClient({ baseUrl: engine.engine.url, apiKey: engine.apiKey, userId: 'local', proxy: { noProxy: '*' } });
    try {
      const sessionId = await askForChart(mcp);
      const history = await client.getHistory(sessionId);
      const image = history.records.flatMap((record) => record.answer.blocks).find((block) => block.type === 'IMAGE');
      assert.ok(image?.type === 'IMAGE', JSON.stringify(history.records));
      assertGermanTicks(new TextDecoder().decode((await client.downloadResult(image.content.url)).bytes));
    } finally {
      await client.close();
      await mcp.close();
    }
  });

  it('takes the key from DATA_ANALYSIS_API_KEY and reports a wrong key as an error result', async () => {
    const mcp = await connect(['--base-url', engine.engine.url, '--user-id', 'local'], { DATA_ANALYSIS_API_KEY: 'wrong-key' });
    try {
      const listed = await mcp.client.callTool({ name: 'list_datasets', arguments: {} });
      assert.equal(listed.isError, true);
      assert.match(text(listed), /API key/);
    } finally {
      await mcp.close();
    }
  });
});
