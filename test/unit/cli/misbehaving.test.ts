import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { envelopeData, ok, sendEnvelope, sseText, startServer, type StreamEvent, type TestServer } from '../../support/api-servers';
import { buildCli, runCli, waitFor, type Run } from './run';

const KEY = 'sk-cli-SECRET-key-987';

type Mode = 'not-found' | 'quota-at-200' | 'drop' | 'hang' | 'files' | 'job-error' | 'hostile-text';

const answer = (content: unknown) => envelopeData(content, 'g-answer', 'Conclusions', 'Respond');
const step = (content: unknown) => envelopeData(content, 'g-plan', 'Plan', 'Analyze');

describe('cli: the built data-analysis command against a misbehaving service', function () {
  this.timeout(30_000);
  let server: TestServer;
  let mode: Mode;
  let work: string;
  const service = () => ['--base-url', `${server.url}/api`, '--user-id', 'u-1'];
  const env = { DATA_ANALYSIS_API_KEY: KEY };
  const jobPosts = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/v2/team/jobs').length;

  before(async function () {
    this.timeout(120_000);
    buildCli();
    work = await mkdtemp(path.join(os.tmpdir(), 'cli-bad-'));
    server = await startServer(async (req, res) => {
      if (req.path === '/files/t.csv') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end('name,value\n"a, quoted",1\nb,22\n');
        return;
      }
      if (req.path === '/files/i.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return;
      }
      if (req.path === '/api/v2/team/datasets' && mode === 'not-found') {
        sendEnvelope(res, { code: 300003, msg: `dataset not found (asked with ${KEY})` }, 200, { 'x-pd-trace-id': 'trace-300003' });
        return;
      }
      if (req.path === '/api/v2/team/sessions') return ok(res, { id: 's-1' });
      if (req.path !== '/api/v2/team/jobs') return sendEnvelope(res, { code: 300001, msg: `unexpected ${req.path}` }, 400);
      if (mode === 'quota-at-200') {
        sendEnvelope(res, { code: 210021, msg: 'Job quota exceeded' }, 200, { 'x-pd-trace-id': 'trace-quota' });
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'x-pd-trace-id': `trace-${mode}` });
      const send = (events: StreamEvent[]) => res.write(sseText(events));
      send([
        { event: 'JOB_ID', data: 'job-1' },
        { event: 'TASK', data: step({ name: 'Read the data', id: 't1', status: 'running', parent_id: null, stage: 'Analyze', properties: {} }) },
      ]);
      if (mode === 'drop') {
        send([
          { event: 'MESSAGE', data: answer('Revenue is ') },
          { event: 'MESSAGE', data: answer('**42** so far') },
        ]);
        setTimeout(() => res.socket?.destroy(), 50);
        return;
      }
      if (mode === 'hang') {
        send([{ event: 'MESSAGE', data: answer('First part.\n') }]);
        return; // never ends: only Ctrl+C stops it
      }
      if (mode === 'job-error') {
        send([
          { event: 'MESSAGE', data: answer('Half an answer.') },
          { event: 'ERROR', data: answer({ code: 'The analysis broke down' }) },
          { event: 'END_MARK', data: '[ERROR]' },
        ]);
        res.end();
        return;
      }
      if (mode === 'hostile-text') {
        send([
          { event: 'MESSAGE', data: answer('Clean \u001b]0;pwned\u0007title\u001b[2J and \u001b[31mred\u001b[0m text.') },
          { event: 'QUESTIONS', data: answer(['Next?\u001b[1A']) },
          { event: 'END_MARK', data: '[DONE]' },
        ]);
        res.end();
        return;
      }
      // files: names a server should never be trusted with.
      const table = (name: string) => answer({ name, url: `${server.url}/files/t.csv`, expires_at: '2030-01-01T00:00:00Z' });
      const image = (name: string) => answer({ name, url: `${server.url}/files/i.png`, expires_at: '2030-01-01T00:00:00Z' });
      send([
        { event: 'TABLE', data: table('../../evil/../../x.csv') },
        { event: 'TABLE', data: table('..\\..\\x.csv') },
        { event: 'IMAGE', data: image('/etc/passwd') },
        { event: 'IMAGE', data: image('..') },
        { event: 'IMAGE', data: image('CON') },
        { event: 'END_MARK', data: '[DONE]' },
      ]);
      res.end();
    });
  });

  after(async () => {
    await server.close();
    await rm(work, { recursive: true, force: true });
  });

  function failed(run: Run): Run {
    assert.equal(run.code, 1, `exit ${String(run.code)}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
    assert.ok(!`${run.stdout}${run.stderr}`.includes(KEY), 'the API key is never printed');
    return run;
  }

  it('HTTP 200 with code 300003: exit 1, the message, code and trace id on stderr, the key redacted', async () => {
    mode = 'not-found';
    const run = failed(await runCli(['datasets', ...service()], { env }));
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^data-analysis: The item was not found \(it may have been deleted\): dataset not found \(asked with \[redacted\]\)$/m);
    assert.match(run.stderr, /code 300003, HTTP 200, trace id trace-300003/);
    assert.match(run.stderr, /Refresh the list/);
  });

  it('a job refused at HTTP 200 (quota) is not retried: exit 1 with code and trace id', async () => {
    mode = 'quota-at-200';
    const before = jobPosts();
    const run = failed(await runCli(['ask', '--dataset', 'd-1', ...service(), 'anything?'], { env }));
    assert.match(run.stderr, /code 210021, HTTP 200, trace id trace-quota/);
    assert.equal(jobPosts() - before, 1);
  });

  it('a stream that drops before END_MARK: exit 1, the partial answer kept on stdout, STREAM_INCOMPLETE on stderr', async () => {
    mode = 'drop';
    const run = failed(await runCli(['ask', '--dataset', 'd-1', ...service(), 'revenue?'], { env }));
    assert.match(run.stdout, /^· Read the data\n\nRevenue is 42 so far\n$/);
    assert.match(run.stderr, /code STREAM_INCOMPLETE, trace id trace-drop/);
    assert.match(run.stderr, /The answer is incomplete: what arrived is above\. The question was not sent again\./);
  });

  it('with --json a dropped stream still prints the partial job, in the answer shape, and exits 1', async () => {
    mode = 'drop';
    const run = failed(await runCli(['ask', '--dataset', 'd-1', ...service(), '--json', 'revenue?'], { env }));
    assert.deepEqual(JSON.parse(run.stdout), {
      job_id: 'job-1',
      blocks: [{ type: 'MESSAGE', content: 'Revenue is **42** so far', group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' }],
    });
    assert.match(run.stderr, /code STREAM_INCOMPLETE, trace id trace-drop/);
    assert.ok(!run.stderr.includes('is above'), 'with --json the partial answer is in the JSON');
  });

  it('an ERROR event ends the answer: exit 1 with the service text, what arrived kept', async () => {
    mode = 'job-error';
    const run = failed(await runCli(['ask', '--dataset', 'd-1', ...service(), 'revenue?'], { env }));
    assert.match(run.stdout, /Half an answer\./);
    assert.match(run.stderr, /The analysis broke down/);
    assert.match(run.stderr, /code JOB_ERROR, trace id trace-job-error/);
  });

  it('Ctrl+C during a streamed answer stops it at once, keeps what was printed, and never sends the question again', async () => {
    mode = 'hang';
    const before = jobPosts();
    const closedBefore = server.closedSockets;
    // The server never ends the answer, so the process exiting at all proves the stop.
    const run = await runCli(['ask', '--dataset', 'd-1', ...service(), 'revenue?'], {
      env,
      onStart: (child, output) => {
        void waitFor(() => output.stdout().includes('First part.')).then(() => child.kill('SIGINT'));
      },
    });
    assert.equal(run.code, 130, run.stderr);
    assert.match(run.stdout, /^First part\.$/m);
    assert.match(run.stderr, /Stopped\. What arrived is kept above; the question was not asked again\./);
    assert.equal(jobPosts() - before, 1);
    await waitFor(() => server.closedSockets > closedBefore, 2_000);
  });

  it('file names from the server are never paths: reduced to safe base names, made unique, saved only in --out', async () => {
    mode = 'files';
    const parent = path.join(work, 'files');
    const out = path.join(parent, 'deep', 'out');
    const run = await runCli(['ask', '--dataset', 'd-1', ...service(), '--out', out, 'files?'], { env });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual((await readdir(out)).sort(), ['_CON.png', 'passwd.png', 'result.png', 'x-2.csv', 'x.csv']);
    assert.deepEqual(await readdir(parent), ['deep']);
    assert.deepEqual(await readdir(path.join(parent, 'deep')), ['out']);
    assert.equal(await readFile(path.join(out, 'x.csv'), 'utf8'), 'name,value\n"a, quoted",1\nb,22\n');
    // The table as text: the quoted comma stays in its cell, numbers right-aligned.
    assert.match(run.stdout, /^name {7}value\n─{9} {2}─{5}\na, quoted {6}1\nb {13}22\n\(2 rows; full table: .*x\.csv\)$/m);
    assert.ok(run.stdout.includes(`Image: ${path.join(out, 'passwd.png')}`));
  });

  it('control sequences in server text never reach the terminal', async () => {
    mode = 'hostile-text';
    const run = await runCli(['ask', '--dataset', 'd-1', ...service(), 'hello?'], { env });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(!run.stdout.includes('\u001b'), JSON.stringify(run.stdout));
    assert.match(run.stdout, /Clean title and red text\./);
    assert.match(run.stdout, / {2}• Next\?\n/);
  });
});
