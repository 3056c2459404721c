import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { SetupError, createReporter, describeFailure, runLogged } from '../../harness/steps.mjs';

/** Set-up steps say what they do, and a failed one shows its output's last lines and what to do. */
describe('set-up: steps that say what they do', () => {
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-steps-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function capture() {
    const stream = new PassThrough();
    let text = '';
    stream.on('data', (chunk) => { text += String(chunk); });
    return { stream, text: () => text };
  }

  it('names each step when it starts and its time when done; without a terminal, progress every so often', async () => {
    const out = capture();
    const reporter = createReporter({ stream: out.stream, interactive: false, quietEveryMs: 0 });
    const result = await reporter.step('Downloading a thing', async (progress) => {
      progress('10.0 MB of about 50 MB (20%)');
      return 42;
    });
    assert.equal(result, 42);
    assert.match(out.text(), /^▸ Downloading a thing…\n {2}10\.0 MB of about 50 MB \(20%\) · 0 s\n✓ Downloading a thing \(0 s\)\n$/);
  });

  it('a failed command: its step, the last lines of its output, where all of it is, and what to do next', async () => {
    const out = capture();
    const reporter = createReporter({ stream: out.stream, interactive: false });
    const log = path.join(dir, 'step.log');
    const script = 'for i in $(seq 1 40); do echo "line $i"; done; echo "gyp ERR! missing gssapi.h" >&2; exit 3';
    const error = await reporter.step('Building the server', () => runLogged('sh', ['-c', script], {
      log, what: 'npm install', next: 'install libkrb5-dev, then run it again', tailLines: 5,
    })).then(() => assert.fail('it fails'), (e: unknown) => e);
    assert.ok(error instanceof SetupError);
    assert.equal(error.step, 'Building the server');
    assert.deepEqual(error.tail, ['line 37', 'line 38', 'line 39', 'line 40', 'gyp ERR! missing gssapi.h']);
    assert.match(out.text(), /✗ Building the server failed after \d+ s\n$/);
    const printed = describeFailure(error);
    assert.match(printed, /^Building the server: npm install exited with 3\n--- last 5 lines of its output \(all of it: .*step\.log\) ---\n {2}line 37\n/);
    assert.match(printed, / {2}gyp ERR! missing gssapi\.h\n---\nwhat to do: install libkrb5-dev, then run it again$/);
    assert.match(fs.readFileSync(log, 'utf8'), /line 1\n[\s\S]*gyp ERR!/, 'the whole output is kept in the log');
  });

  it('`npm start -- --check` with a Debian package missing and no terminal: names it, the command, starts nothing, exits 1', function () {
    this.timeout(60_000);
    // A dpkg state where nothing is installed: chromium (needed for --check) is missing.
    fs.writeFileSync(path.join(dir, 'status'), '');
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'test', 'harness', 'start.mjs'), '--check'], {
      cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATA_ANALYSIS_DPKG_ADMINDIR: dir },
    });
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stdout, /chromium\s+headless browser/);
    assert.doesNotMatch(result.stdout, /Building|Starting/, 'nothing was started');
    assert.match(result.stderr, /npm start -- --check failed after \d+ s\.\nmissing Debian packages?: .*chromium/);
    assert.match(result.stderr, /what to do: install (it|them) with\n\s+(sudo )?apt-get update && (sudo )?apt-get install -y --no-upgrade .*chromium.*\n\s+then run `npm start -- --check` again/);
  });
});
