import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm start -- --check` as a script runs it: the real set-up, the workbench headless, the
 * extension activated, sales.csv analyzed and one question answered in the real workbench; then
 * `ready: <address> (in N s)`, exit 0, and no process of its run left behind.
 */
describe('npm start -- --check', function () {
  this.timeout(600_000);
  const repoRoot = path.resolve(__dirname, '..', '..');

  it('answers a question in the real workbench, prints ready: <address> with the time, exits 0 and stops all it started', async () => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'test', 'harness', 'start.mjs'), '--check'], {
      cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => { stdout += String(chunk); });
    child.stderr.on('data', (chunk) => { stderr += String(chunk); });
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    assert.equal(code, 0, `exit code; stdout:\n${stdout}\nstderr:\n${stderr}`);

    for (const step of ['Building the extension', 'Starting the VS Code', 'Opening the workbench', 'Waiting for the extension to activate', 'Analyzing sales.csv', 'Asking "total revenue by region"']) {
      assert.match(stdout, new RegExp(`✓ ${step}.* \\(\\d+ (s|min \\d+ s)\\)\\n`), `the step "${step}" said it was done`);
    }
    assert.match(stdout, /answered: Computed the total revenue by region/);
    const ready = /^ready: (http:\/\/127\.0\.0\.1:(\d+)\/\?folder=(\S+)&payload=\S+) \(in (\d+ s|\d+ min \d+ s)\)$/m.exec(stdout);
    assert.ok(ready, `a ready line:\n${stdout}`);
    const runDir = path.dirname(decodeURIComponent(ready[3]));
    assert.match(runDir, /\.test-runs\/check-\d+$/);

    // Every process of its run (the server, its extension host and the engine, Chromium) is gone.
    const left = spawnSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).stdout.split('\n')
      .filter((line) => line.includes(runDir) || line.includes(`--port ${ready[2]} `));
    assert.deepEqual(left, [], 'no process of the check is left running');
  });
});
