// `npm test`: every kind of test, one after another, then one line `N passed, N failed`.
// Static checks (types, lint), unit tests in Node, webview tests in headless Chromium,
// integration tests inside the real VS Code extension host, and Playwright tests of the real
// workbench. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SetupError } from './steps.mjs';
import { ensureSystemPackages, installCommand, missingPackages } from './system-packages.mjs';
import { installedVsCodeServer } from './vscode-server-install.mjs';
import { CHROMIUM, repoRoot } from './vscode-server.mjs';

const countFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'da-test-')), 'count.json');
const reporter = path.join(repoRoot, 'test', 'harness', 'count-reporter.cjs');
const mocha = path.join(repoRoot, 'node_modules', 'mocha', 'bin', 'mocha.js');

/** kind: counted from COUNT_FILE; check: one item that passes or fails by exit code. */
const steps = [
  { name: 'build', check: ['node', 'esbuild.js'] },
  { name: 'types', check: ['node', 'node_modules/typescript/bin/tsc', '-p', '.', '--noEmit'] },
  { name: 'lint', check: ['node', 'node_modules/eslint/bin/eslint.js', '.'] },
  { name: 'unit', kind: ['node', mocha, '--reporter', reporter, 'test/unit/**/*.test.ts'] },
  { name: 'webview', kind: ['node', mocha, '--config', 'test/webview/.mocharc.json', '--reporter', reporter], needsChromium: true },
  { name: 'VS Code server', check: ['node', 'test/harness/vscode-server-install.mjs'], before: ['integration', 'workbench'] },
  { name: 'integration', kind: ['node', 'test/harness/run-integration.mjs'], needsChromium: true, needsServer: true },
  { name: 'workbench', kind: ['node', mocha, '--config', 'test/workbench/.mocharc.json', '--reporter', reporter], needsChromium: true, needsServer: true },
];

const only = process.argv.slice(2);
let serverFailed = false;
const totals = { passed: 0, failed: 0 };
const lines = [];

// The Debian packages of system-packages.txt that the tests need: on a terminal, as root, it asks
// once to install what is missing; otherwise it names each missing package and the command that
// installs it. Every package still missing counts as one failure (nothing is skipped in silence).
const purposes = ['browser', 'test', ...(installedVsCodeServer() ? [] : ['server-build'])];
try {
  await ensureSystemPackages(purposes, { again: 'then run `npm test` again' });
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(`\n${error.message}\nwhat to do: ${error.next}`);
}
const stillMissing = missingPackages(purposes);
for (const pkg of stillMissing) {
  totals.failed++;
  lines.push(`missing Debian package ${pkg.name} (${pkg.why}): FAILED`);
}

for (const step of steps) {
  const wanted = step.name === 'build' || only.includes(step.name) || step.before?.some((name) => only.includes(name));
  if (only.length && !wanted) continue;
  if (step.needsChromium && !fs.existsSync(CHROMIUM)) {
    console.error(`\n${step.name}: not run, Chromium is missing at ${CHROMIUM} (see the missing packages above)`);
    totals.failed++;
    lines.push(`${step.name}: not run (no Chromium at ${CHROMIUM})`);
    continue;
  }
  if (step.needsServer && serverFailed) {
    totals.failed++;
    lines.push(`${step.name}: not run (the VS Code server could not be installed: see its step above)`);
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const command = step.check ?? step.kind;
  fs.rmSync(countFile, { force: true });
  const started = Date.now();
  const result = spawnSync(command[0], command.slice(1), {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, COUNT_FILE: countFile },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (step.check) {
    if (result.status === 0) totals.passed++;
    else totals.failed++;
    lines.push(`${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
    if (step.name === 'build' && result.status !== 0) break;
    if (step.name === 'VS Code server' && result.status !== 0) serverFailed = true;
    continue;
  }
  const counted = fs.existsSync(countFile) ? JSON.parse(fs.readFileSync(countFile, 'utf8')) : { passed: 0, failed: 0 };
  // A runner that crashed or exited non-zero without counting a failure still failed.
  if (result.status !== 0 && counted.failed === 0) counted.failed = 1;
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  lines.push(`${step.name}: ${counted.passed} passed, ${counted.failed} failed (${seconds} s)`);
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
if (stillMissing.length) console.log(`install the missing Debian packages with: ${installCommand(stillMissing.map((pkg) => pkg.name))}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
