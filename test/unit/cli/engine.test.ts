import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildCli, runCli, SALES, waitFor, type Run, type RunOptions } from './run';

/** Revenue per region of samples/sales.csv, computed here without the engine. */
async function revenueByRegion(): Promise<Map<string, number>> {
  const [header, ...rows] = (await readFile(SALES, 'utf8')).trim().split('\n').map((line) => line.split(','));
  const region = header.indexOf('region');
  const revenue = header.indexOf('revenue');
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (!row[region] || row[revenue] === '') continue;
    sums.set(row[region], (sums.get(row[region]) ?? 0) + Number(row[revenue]));
  }
  return sums;
}

const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function ok(run: Run): Run {
  assert.equal(run.code, 0, `exit ${String(run.code)}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
  return run;
}

describe('cli: the built data-analysis command against the local engine', function () {
  this.timeout(30_000);
  let work: string;
  let dataDir: string;
  let datasetId: string;
  let sums: Map<string, number>;

  before(async function () {
    this.timeout(120_000);
    buildCli();
    work = await mkdtemp(path.join(os.tmpdir(), 'cli-test-'));
    dataDir = path.join(work, 'engine-data');
    sums = await revenueByRegion();
  });

  after(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('with no service given, ask starts a temporary engine, streams the answer with the real numbers, and writes nothing without --out', async () => {
    const cwd = path.join(work, 'cwd');
    await mkdir(cwd);
    // A proxy in the environment that refuses every connection: the in-process engine on
    // loopback must be reached directly, never through it.
    const refusingProxy = 'http://127.0.0.1:9';
    const run = ok(await runCli(['ask', SALES, 'total revenue by region'], { cwd, env: { HTTP_PROXY: refusingProxy, HTTPS_PROXY: refusingProxy } }));
    // The reply's numbers are the ones computed here from the file.
    for (const [region, total] of sums) assert.ok(run.stdout.includes(`• ${region}: ${english.format(total)}\n`), `${region}: ${english.format(total)} in\n${run.stdout}`);
    // Working steps (tasks, the plan, the code with its fences), then the reply.
    assert.match(run.stdout, /^· Understand the question\n· Run the query\n {2}Plan\n/m);
    assert.match(run.stdout, /^ {2}```sql\n {2}SELECT/m);
    // The table as aligned text: header, rule, the numbers right-aligned and formatted, the count.
    assert.match(run.stdout, /^region {5}total_revenue\n─{9} {2}─{13}\nNorth {9}754,596\.90\n/m);
    assert.match(run.stdout, /^\(missing\) {7}1,091\.20$/m);
    assert.match(run.stdout, /^\(5 rows; not saved\)$/m);
    assert.match(run.stdout, /^\[image total_revenue_by_region\.svg: not saved\]$/m);
    assert.match(run.stdout, /\nFollow-up questions:\n {2}• \S/);
    assert.match(run.stdout, /^Sources: sales\.csv$/m);
    assert.ok(!run.stdout.includes('\u001b['), 'no ANSI codes when stdout is not a terminal');
    assert.deepEqual(await readdir(cwd), [], 'nothing is written into the current folder');
    // No progress and no ids to reuse on stderr (not a terminal, the temporary engine is gone): what was not saved.
    assert.equal(run.stderr, 'Not saved: 1 table and 1 image. Add --out <dir> to save them.\n');
  });

  it('with --out, the table and the chart are saved there, whole, and stderr says where', async () => {
    const cwd = path.join(work, 'cwd-out');
    await mkdir(cwd);
    const run = ok(await runCli(['ask', SALES, 'total revenue by region', '--out', 'results'], { cwd }));
    assert.match(run.stdout, /^\(5 rows; full table: results\/total_revenue_by_region\.csv\)$/m);
    assert.match(run.stdout, /^Image: results\/total_revenue_by_region\.svg$/m);
    const out = path.join(cwd, 'results');
    assert.equal(run.stderr, `Saved 2 files in ${out}: total_revenue_by_region.csv, total_revenue_by_region.svg\n`);
    assert.deepEqual(await readdir(cwd), ['results']);
    assert.deepEqual((await readdir(out)).sort(), ['total_revenue_by_region.csv', 'total_revenue_by_region.svg']);
    const csv = (await readFile(path.join(out, 'total_revenue_by_region.csv'), 'utf8')).trim().split('\n');
    assert.equal(csv[0], 'region,total_revenue');
    for (const line of csv.slice(1)) {
      const [region, value] = line.split(',');
      if (region) assert.ok(Math.abs(Number(value) - sums.get(region)!) < 1e-6, line);
    }
    assert.match(await readFile(path.join(out, 'total_revenue_by_region.svg'), 'utf8'), /<svg/);
  });

  it('upload puts a file into a new dataset on a kept --data-dir and waits until it is synched (--json)', async () => {
    const run = ok(await runCli(['upload', SALES, '--data-dir', dataDir, '--json']));
    const sources = JSON.parse(run.stdout) as Array<{ id: string; name: string; status: string; dataset_id: string }>;
    assert.equal(sources.length, 1);
    assert.deepEqual({ name: sources[0].name, status: sources[0].status }, { name: 'sales.csv', status: 'synched' });
    datasetId = sources[0].dataset_id;
    assert.match(datasetId, /\S/);
    assert.equal(run.stderr, '');
  });

  describe('against `data-analysis engine` on that data dir, as any v2 service', () => {
    let engine: ChildProcess;
    let engineRun: Promise<Run>;
    let service: string[];
    let env: RunOptions['env'];

    before(async () => {
      let output = () => '';
      engineRun = runCli(['engine', '--data-dir', dataDir, '--json'], {
        onStart: (child, o) => {
          engine = child;
          output = o.stdout;
        },
      });
      await waitFor(() => output().includes('\n'));
      const info = JSON.parse(output()) as { base_url: string; api_key: string; user_id: string; data_dir: string };
      assert.match(info.base_url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal(info.data_dir, dataDir);
      service = ['--base-url', info.base_url, '--user-id', info.user_id];
      env = { DATA_ANALYSIS_API_KEY: info.api_key };
    });

    after(async () => {
      engine.kill('SIGINT');
      const run = await engineRun;
      assert.equal(run.code, 0, `Ctrl+C stops the engine cleanly\n${run.stderr}`);
    });

    it('ask on the existing --dataset prints the ids to continue with; a second answer never overwrites saved files', async () => {
      const out = path.join(work, 'out');
      const first = ok(await runCli(['ask', ...service, '--dataset', datasetId, '--out', out, 'total revenue by region'], { env }));
      assert.ok(first.stdout.includes(`North: ${english.format(sums.get('North')!)}`));
      assert.match(first.stderr, new RegExp(`^session \\S+ · dataset ${datasetId} · job \\S+$`, 'm'));
      assert.match(first.stderr, new RegExp(`^Saved 2 files in ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `, 'm'));
      const session = /^session (\S+)/m.exec(first.stderr)![1];
      // A follow-up in the same session, not streamed.
      ok(await runCli(['ask', ...service, '--dataset', datasetId, '--session', session, '--out', out, '--no-stream', 'total revenue by region'], { env }));
      assert.deepEqual((await readdir(out)).sort(), ['total_revenue_by_region-2.csv', 'total_revenue_by_region-2.svg', 'total_revenue_by_region.csv', 'total_revenue_by_region.svg']);
      const history = ok(await runCli(['history', session, ...service], { env })).stdout;
      assert.match(history, /^Question 1 \(job \S+\)\n> total revenue by region\n/m);
      assert.match(history, /^Question 2 /m);
      assert.ok(history.includes(`North: ${english.format(sums.get('North')!)}`));
      assert.match(history, /^\[table total_revenue_by_region\.csv\]$/m);
      const records = JSON.parse(ok(await runCli(['history', session, ...service, '--json'], { env })).stdout) as Array<{ job_id: string }>;
      assert.equal(records.length, 2);
    });

    it('--json prints the job in the non-streamed shape and nothing else; streamed and --no-stream agree', async () => {
      const cwd = path.join(work, 'json-cwd');
      await mkdir(cwd);
      const streamed = ok(await runCli(['ask', ...service, '--dataset', datasetId, '--json', 'top 3 products by units'], { env, cwd }));
      const whole = ok(await runCli(['ask', ...service, '--dataset', datasetId, '--json', '--no-stream', 'top 3 products by units'], { env, cwd }));
      for (const run of [streamed, whole]) {
        const job = JSON.parse(run.stdout) as { job_id: string; blocks: Array<{ type: string; stage: string; content: unknown }> };
        assert.deepEqual(Object.keys(job), ['job_id', 'blocks']);
        assert.match(job.job_id, /\S/);
        assert.ok(job.blocks.some((b) => b.type === 'TABLE'));
        assert.equal(run.stderr, '');
      }
      // Types only: the engine gives SOURCES stage Analyze when streamed and Respond when not.
      const shape = (run: Run) => (JSON.parse(run.stdout) as { blocks: Array<{ type: string }> }).blocks.map((b) => b.type);
      assert.deepEqual(shape(streamed), shape(whole));
      assert.deepEqual(await readdir(cwd), [], 'nothing is downloaded without --out');
    });

    it('colours only when asked: FORCE_COLOR dims the working steps, NO_COLOR wins', async () => {
      const colored = ok(await runCli(['ask', ...service, '--dataset', datasetId, '--out', path.join(work, 'c'), 'how many rows'], { env: { ...env, FORCE_COLOR: '1' } }));
      assert.ok(colored.stdout.includes('\u001b[2m· Understand the question\u001b[22m'), colored.stdout);
      const plain = ok(await runCli(['ask', ...service, '--dataset', datasetId, '--out', path.join(work, 'c'), 'how many rows'], { env: { ...env, FORCE_COLOR: '1', NO_COLOR: '1' } }));
      assert.ok(!plain.stdout.includes('\u001b['));
      assert.match(plain.stdout, /3,001/);
    });

    it('sessions, datasets and datasources list what exists, as text and as --json', async () => {
      const sessions = JSON.parse(ok(await runCli(['sessions', ...service, '--json'], { env })).stdout) as Array<{ id: string; name: string }>;
      assert.equal(sessions.filter((s) => s.name === 'top 3 products by units').length, 2);
      const text = ok(await runCli(['sessions', ...service, '--search', 'products'], { env })).stdout.trim().split('\n');
      assert.match(text[0], /^ID\s+NAME\s+LANGUAGE\s+MODE$/);
      assert.equal(text.length, 4, 'header, rule and the two "top 3 products" sessions');
      const datasets = JSON.parse(ok(await runCli(['datasets', ...service, '--json'], { env })).stdout) as Array<{ id: string }>;
      assert.deepEqual(datasets.map((d) => d.id), [datasetId]);
      assert.match(ok(await runCli(['datasources', datasetId, ...service], { env })).stdout, /^\S+\s+sales\.csv\s+synched\s+\d+ KB$/m);
    });

    it('a wrong key is refused with code and trace id, and never echoed', async () => {
      const refused = await runCli(['datasets', ...service, '--api-key', 'wrong-key-123']);
      assert.equal(refused.code, 4, 'exit 4: the API key was refused');
      assert.match(refused.stderr, /code 1003/);
      assert.match(refused.stderr, /trace id \S+/);
      assert.ok(!`${refused.stdout}${refused.stderr}`.includes('wrong-key-123'));
    });

    it('delete removes a session, a data source and a dataset', async function () {
      // Eight runs of the command: on a loaded machine they take longer than one test's default.
      this.timeout(90_000);
      const sessions = JSON.parse(ok(await runCli(['sessions', ...service, '--json'], { env })).stdout) as Array<{ id: string }>;
      assert.equal(ok(await runCli(['delete', 'session', sessions[0].id, ...service], { env })).stdout, `Deleted session ${sessions[0].id}\n`);
      const left = JSON.parse(ok(await runCli(['sessions', ...service, '--json'], { env })).stdout) as Array<{ id: string }>;
      assert.deepEqual(left.map((s) => s.id), sessions.slice(1).map((s) => s.id));

      const sources = JSON.parse(ok(await runCli(['datasources', datasetId, ...service, '--json'], { env })).stdout) as Array<{ id: string }>;
      const removed = JSON.parse(ok(await runCli(['delete', 'datasource', datasetId, sources[0].id, ...service, '--json'], { env })).stdout) as unknown;
      assert.deepEqual(removed, { deleted: [{ kind: 'datasource', id: sources[0].id, dataset_id: datasetId }] });
      assert.equal(ok(await runCli(['datasources', datasetId, ...service], { env })).stdout, 'No data sources.\n');

      ok(await runCli(['delete', 'dataset', datasetId, ...service], { env }));
      assert.equal(ok(await runCli(['datasets', ...service], { env })).stdout, 'No datasets.\n');
      const gone = await runCli(['datasources', datasetId, ...service], { env });
      assert.equal(gone.code, 1);
      assert.match(gone.stderr, /code 300003/);
      assert.match(gone.stderr, /trace id \S+/);
    });
  });
});
