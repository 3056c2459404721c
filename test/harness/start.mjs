// `npm start`: opens a real VS Code with this extension loaded on the sample workspace.
// With desktop `code` on PATH (and a display) it uses that; otherwise (a headless machine) it
// starts the VS Code server of shared/notes/real-vscode-tests.md, installing it the first time,
// and prints the address to open in a browser. Stop with Ctrl+C.
//
// `npm start -- --check` (for scripts and for checking a machine): the same set-up, then the
// workbench headless in Chromium; waits until the extension activated, the local engine is up and
// one question on the sample file was answered in the real workbench; prints `ready: <address>`
// with the time taken and exits 0, or prints the reason and exits non-zero. It stops everything it
// started either way.
//
// Each step says what it does; a failed step prints its output's last lines and what to do next.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkWorkbench } from './check-workbench.mjs';
import { SetupError, createReporter, describeFailure, formatSeconds, runLogged, stopRunningChildren } from './steps.mjs';
import { ensureSystemPackages } from './system-packages.mjs';
import { installVsCodeServer, installedVsCodeServer } from './vscode-server-install.mjs';
import { repoRoot, startVsCodeServer } from './vscode-server.mjs';
import { makeWorkspace } from './workspace.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : undefined;
const command = check ? 'npm start -- --check' : 'npm start';
const started = Date.now();
const reporter = createReporter();
/** What to stop on the way out, last started first. */
const cleanups = [];

function hasDesktopCode() {
  if (check || args.includes('--server') || !process.env.DISPLAY) return false;
  return spawnSync('code', ['--version'], { stdio: 'ignore' }).status === 0;
}

async function cleanUp() {
  stopRunningChildren();
  while (cleanups.length) {
    await cleanups.pop()().catch(() => {});
  }
}

async function main() {
  const desktop = hasDesktopCode();
  const purposes = [];
  if (!desktop && !installedVsCodeServer()) purposes.push('server-build');
  if (check) purposes.push('browser');
  await ensureSystemPackages(purposes, { again: `then run \`${command}\` again` });

  const runsDir = path.join(repoRoot, '.test-runs');
  fs.mkdirSync(runsDir, { recursive: true });
  await reporter.step('Building the extension (esbuild, into dist/)', () => runLogged(process.execPath, ['esbuild.js'], {
    cwd: repoRoot, log: path.join(runsDir, 'build.log'), what: 'node esbuild.js',
    next: 'fix the error above (`npm run build` shows the same), then run the command again',
  }));

  if (desktop) {
    reporter.line('Opening desktop VS Code with the extension under development…');
    spawn('code', ['--new-window', `--extensionDevelopmentPath=${repoRoot}`, path.join(repoRoot, 'samples')], { stdio: 'inherit' });
    return;
  }

  const server = installedVsCodeServer() ?? await installVsCodeServer(reporter);
  // `npm start` keeps its folder between starts, so that the engine's data, settings and keys
  // persist as in a real profile; a check starts from nothing each time.
  const runDir = check ? path.join(runsDir, `check-${Date.now()}`) : path.join(runsDir, 'start');
  const workspace = path.join(runDir, 'workspace');
  if (!fs.existsSync(workspace)) makeWorkspace(workspace);
  const vscode = await reporter.step(`Starting the VS Code ${server.version} server`, () => startVsCodeServer({ runDir, port, server }));
  cleanups.push(() => vscode.stop());
  const url = vscode.workbenchUrl({ folder: workspace });

  if (check) {
    const { answer } = await checkWorkbench({ url, reporter, runDir, onBrowser: (browser) => cleanups.push(() => browser.close()) });
    reporter.line(`answered: ${answer}`);
    reporter.line(`ready: ${url} (in ${formatSeconds(Date.now() - started)})`);
    await cleanUp();
    fs.rmSync(runDir, { recursive: true, force: true });
    return;
  }

  reporter.line(`\nReady in ${formatSeconds(Date.now() - started)}: VS Code ${server.version} is running with Data Analysis loaded on a copy of samples/ (${workspace}).`);
  reporter.line(`Open this address in a browser (forward port ${vscode.port} if this machine is remote):\n\n  ${url}\n`);
  reporter.line('Right-click sales.csv in the Explorer, choose "Analyze this File", and ask. Press Ctrl+C to stop.');
  if (process.env.DATA_ANALYSIS_START_EXIT_AFTER_MS) {
    setTimeout(() => void stop(0), Number(process.env.DATA_ANALYSIS_START_EXIT_AFTER_MS));
  }
  await new Promise(() => {}); // until Ctrl+C
}

async function stop(code) {
  await cleanUp();
  process.exit(code);
}

process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

main().then(
  () => { if (check) process.exit(0); },
  async (error) => {
    await cleanUp();
    console.error(`\n${command} failed after ${formatSeconds(Date.now() - started)}.\n${describeFailure(error)}`);
    process.exit(error instanceof SetupError ? 1 : 2);
  },
);
