import assert from 'node:assert/strict';
import { runCli as runInProcess } from '../../../src/cli/main';
import { buildCli, runCli, SALES, type Run } from './run';

/** The same entry as dist/cli.js, without a process: for the many cases that never reach a service. */
async function inProcess(args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runInProcess(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    stdoutIsTty: false,
    stderrIsTty: false,
    columns: 80,
    env: {},
    signal: new AbortController().signal,
  });
  return { code, signal: null, stdout, stderr };
}

/** A few cases through the built CLI (the real entry); the rest in process, for speed. */
const THROUGH_PROCESS = 4;

describe('cli: bad arguments and --help of the built command', function () {
  this.timeout(30_000);
  before(function () {
    this.timeout(120_000);
    buildCli();
  });

  const bad: Array<[string[], RegExp, string]> = [
    [[], /^data-analysis: a command is needed$/, 'Usage: data-analysis <command>'],
    [['frobnicate'], /^data-analysis: unknown command 'frobnicate'$/, 'Usage: data-analysis <command>'],
    [['ask', '--bogus', SALES, 'q'], /^data-analysis: Unknown option '--bogus'$/, 'Usage: data-analysis ask'],
    [['ask', SALES, 'q', '--language', 'XX'], /^data-analysis: --language must be one of AUTO, EN, /, 'Usage: data-analysis ask'],
    [['ask', SALES, 'q', '--mode', 'fast'], /^data-analysis: --mode must be AUTO or DATA_ANALYTICS$/, 'Usage: data-analysis ask'],
    [['ask', 'no-such-file.csv', 'q'], /^data-analysis: cannot read no-such-file\.csv: no such file$/, 'Usage: data-analysis ask'],
    [['ask', 'just a question'], /^data-analysis: ask needs at least one file, or --dataset$/, 'Usage: data-analysis ask'],
    [['ask', SALES, 'q', '--base-url', 'ftp://x'], /^data-analysis: --base-url must be an http:\/\/ or https:\/\/ address$/, 'Usage: data-analysis ask'],
    [['sessions'], /^data-analysis: sessions needs --data-dir \(the local engine's data\) or --base-url \(a service\)$/, 'Usage: data-analysis sessions'],
    [['sessions', 'extra'], /^data-analysis: unexpected argument 'extra'$/, 'Usage: data-analysis sessions'],
    [['datasets', '--base-url', 'http://127.0.0.1:9', '--user-id', 'u'], /^data-analysis: --base-url needs an API key: --api-key-file, --api-key or DATA_ANALYSIS_API_KEY$/, 'Usage: data-analysis datasets'],
    [['datasets', '--base-url', 'http://127.0.0.1:9', '--api-key', 'sk-never-shown'], /^data-analysis: --base-url needs a user id/, 'Usage: data-analysis datasets'],
    [['datasources'], /^data-analysis: datasources needs <dataset>$/, 'Usage: data-analysis datasources'],
    [['delete', 'thing', 'x', '--data-dir', '/nonexistent'], /^data-analysis: delete what\? 'thing' is not session, dataset or datasource$/, 'Usage: data-analysis delete'],
    [['delete', 'datasource', 'dset-1', '--data-dir', '/nonexistent'], /^data-analysis: delete datasource needs <dataset> <id\.\.\.>$/, 'Usage: data-analysis delete'],
    [['engine', '--port', '99999'], /^data-analysis: --port must be a number from 0 to 65535$/, 'Usage: data-analysis engine'],
  ];

  it('a bad argument gets one line saying what is wrong, the usage, and exit code 2; nothing on stdout', async () => {
    const runs = await Promise.all(bad.map(([args], i) => (i < THROUGH_PROCESS ? runCli(args) : inProcess(args))));
    runs.forEach((run, i) => {
      const [args, first, usage] = bad[i];
      const label = `data-analysis ${args.join(' ')}`;
      assert.equal(run.code, 2, `${label}: exit ${String(run.code)}\n${run.stderr}`);
      assert.equal(run.stdout, '', label);
      const [line, blank, ...rest] = run.stderr.split('\n');
      assert.match(line, first, label);
      assert.equal(blank, '', label);
      assert.ok(rest.join('\n').startsWith(usage), `${label}: ${run.stderr}`);
      assert.ok(!run.stderr.includes('sk-never-shown'), 'a key is never echoed');
    });
  });

  it('--help of the program and of every command prints the usage on stdout and exits 0', async () => {
    const commands = ['ask', 'sessions', 'datasets', 'datasources', 'upload', 'history', 'delete', 'engine'];
    const runs = await Promise.all([runCli(['--help']), inProcess(['help']), runCli(['ask', '--help']), ...commands.slice(1).map((c) => inProcess([c, '--help']))]);
    for (const run of runs) {
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stderr, '');
    }
    assert.match(runs[0].stdout, /^Usage: data-analysis <command> \[options\]$/m);
    for (const command of commands) assert.match(runs[0].stdout, new RegExp(`^ {2}${command} +\\S`, 'm'));
    assert.equal(runs[1].stdout, runs[0].stdout);
    commands.forEach((command, i) => {
      const text = runs[i + 2].stdout;
      assert.match(text, new RegExp(`^Usage: data-analysis ${command}\\b`), text);
      assert.match(text, /^ {2}-h, --help +show this help$/m);
      if (command !== 'engine') assert.match(text, /^ {2}--json +print JSON on stdout and nothing else$/m);
    });
    assert.match(runs[2].stdout, /--no-stream/);
    assert.match(runs[2].stdout, /--language <code>/);
  });
});
