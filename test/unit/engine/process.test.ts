import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ENGINE_EXIT, ENGINE_FILE_NAME, readEngineFile } from '../../../src/engine/processInfo';
import { API_KEY, USER, newDataDir } from '../../support/engine-harness';
import { buildEngineBundle, isRunning, waitUntil } from '../../support/engine-process';

const ENV = { ...process.env, DATA_ANALYSIS_ENGINE_KEY: API_KEY };

/** Collects a child's stdout and stderr as text. */
function capture(child: ChildProcess): { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  return { out: () => out, err: () => err };
}

/**
 * Starts a parent process that starts the engine with --exit-with-parent and prints the
 * engine's pid. `engineStdin` 'pipe': the parent holds the engine's stdin (as the extension
 * does); 'fifo': the engine's stdin is a FIFO opened for reading and writing, which never ends,
 * so only the change of parent can tell the engine.
 */
async function startParent(bundle: string, dataDir: string, engineStdin: 'pipe' | 'fifo') {
  let stdin = "'pipe'";
  if (engineStdin === 'fifo') {
    const fifo = path.join(dataDir, '..', `${path.basename(dataDir)}.fifo`);
    execFileSync('mkfifo', [fifo]);
    stdin = `require('node:fs').openSync(${JSON.stringify(fifo)}, 'r+')`;
  }
  const script = `
    const { spawn } = require('node:child_process');
    const engine = spawn(process.execPath, process.argv.slice(1), { stdio: [${stdin}, 'inherit', 'inherit'] });
    console.log('engine pid ' + engine.pid);
    setInterval(() => {}, 60000);`;
  const parent = spawn(process.execPath, ['-e', script, bundle, '--port', '0', '--data-dir', dataDir, '--exit-with-parent'], {
    env: ENV,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output = capture(parent);
  await waitUntil(() => /listening on http:\/\/127\.0\.0\.1:\d+\n/.test(output.out()) || parent.exitCode !== null, 'the engine started');
  const pid = Number(/engine pid (\d+)/.exec(output.out())?.[1]);
  assert.ok(pid > 0, `no engine started: ${output.err()}`);
  return { parent, pid, output };
}

describe('engine process lifetime', function () {
  this.timeout(90_000);
  let bundle: string;
  const dirs: string[] = [];
  const started: ChildProcess[] = [];
  before(async () => {
    bundle = await buildEngineBundle();
  });
  after(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  async function dataDir() {
    const dir = await newDataDir();
    dirs.push(dir, `${dir}.fifo`);
    return dir;
  }

  for (const [engineStdin, reason] of [['pipe', 'stdin closed'], ['fifo', 'parent process changed']] as const) {
    it(`exits cleanly when its parent is killed (engine stdin ${engineStdin}: ${reason})`, async () => {
      const dir = await dataDir();
      const { parent, pid, output } = await startParent(bundle, dir, engineStdin);
      started.push(parent);
      const running = await readEngineFile(dir);
      assert.equal(running?.pid, pid);
      const reply = await fetch(`${running?.url}/v2/team/sessions?user_id=${USER}`, { headers: { 'x-pd-api-key': API_KEY } });
      assert.equal(((await reply.json()) as { code: number }).code, 0, 'the engine runs while its parent does');
      assert.doesNotMatch(output.err(), /"stopping"/);
      parent.kill('SIGKILL');
      await once(parent, 'exit');
      await waitUntil(async () => !(await isRunning(pid)), 'the engine exited after its parent was killed');
      assert.match(output.err(), new RegExp(`"stopping".*"reason":"${reason}"`));
      assert.match(output.err(), /"engine stopped"/, 'the engine closed its database');
      assert.equal(existsSync(path.join(dir, ENGINE_FILE_NAME)), false, 'a clean exit removes engine.json');
    });
  }

  it('writes engine.json while listening, refuses a second engine on the same data dir with exit code 3, and ignores stdin without the flag', async () => {
    const dir = await dataDir();
    // stdin at its end from the start: without --exit-with-parent the engine keeps running.
    const first = spawn(process.execPath, [bundle, '--port', '0', '--data-dir', dir], { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(first);
    const firstOutput = capture(first);
    await waitUntil(() => firstOutput.out().includes('\n') || first.exitCode !== null, 'the first engine started');
    const url = /listening on (http:\/\/127\.0\.0\.1:(\d+))\n$/.exec(firstOutput.out());
    assert.ok(url, `unexpected output: ${firstOutput.out()} ${firstOutput.err()}`);

    const file = path.join(dir, ENGINE_FILE_NAME);
    assert.deepEqual(JSON.parse(await readFile(file, 'utf8')), { port: Number(url[2]), pid: first.pid, url: url[1] });
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    assert.ok(!(await readFile(file, 'utf8')).includes(API_KEY), 'the key is never written to engine.json');

    const second = spawn(process.execPath, [bundle, '--port', '0', '--data-dir', dir], { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(second);
    const secondOutput = capture(second);
    const [code] = await once(second, 'exit');
    assert.equal(code, ENGINE_EXIT.dataDirInUse);
    assert.equal(secondOutput.out(), '');
    const lines = secondOutput.err().split('\n').filter(Boolean);
    assert.equal(lines.length, 1, secondOutput.err());
    assert.match(lines[0], new RegExp(`^data-analysis engine: the data dir .* is in use by another process \\(PID ${first.pid}\\)`));
    assert.equal((await readEngineFile(dir))?.pid, first.pid, "the refused engine left the running engine's file alone");

    const reply = await fetch(`${url[1]}/v2/team/sessions?user_id=${USER}`, { headers: { 'x-pd-api-key': API_KEY } });
    assert.equal(((await reply.json()) as { code: number }).code, 0, 'the first engine still answers');
    first.kill('SIGTERM');
    assert.equal((await once(first, 'exit'))[0], ENGINE_EXIT.stopped);
    assert.equal(existsSync(file), false);
  });
});
