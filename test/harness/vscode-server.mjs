// Starts the real VS Code server (from code-server's package, see shared/notes/real-vscode-tests.md)
// and opens its workbench in headless Chromium with this extension under development.
// Used by the integration runner, the workbench tests and `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SetupError, createReporter } from './steps.mjs';
import { installVsCodeServer, installedVsCodeServer } from './vscode-server-install.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Test-only extensions that the suites load beside this one (a scripted language model). */
export const TEST_EXTENSIONS = [path.join(repoRoot, 'test', 'support', 'scripted-model-extension')];
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-dev-shm-usage',
];

/**
 * The VS Code server from the cache, installed first when it is not there (with each step's
 * progress on stderr). Returns { node, serverMain, version }.
 */
export async function ensureVsCodeServer({ reporter = createReporter({ stream: process.stderr }) } = {}) {
  return installedVsCodeServer() ?? installVsCodeServer(reporter);
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server in `runDir` (user data, server data and extensions live there, so each run
 * starts clean). Resolves once it listens.
 */
export async function startVsCodeServer({ runDir, port, log = () => {}, server, extensions = [] }) {
  const { node, serverMain, version } = server ?? await ensureVsCodeServer();
  port ??= await freePort();
  fs.mkdirSync(runDir, { recursive: true });
  // The workbench keeps only one development extension: others (test-only ones) are installed
  // by copying them into the extensions folder before the server starts.
  for (const folder of extensions) {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    fs.cpSync(folder, path.join(runDir, 'ext', `${manifest.publisher}.${manifest.name}-${manifest.version}`), { recursive: true });
  }
  const child = spawn(node, [
    serverMain, '--host', '127.0.0.1', '--port', String(port), '--without-connection-token',
    '--accept-server-license-terms', '--enable-smoke-test-driver', '--disable-workspace-trust',
    '--disable-telemetry', '--user-data-dir', path.join(runDir, 'ud'),
    '--server-data-dir', path.join(runDir, 'sd'), '--extensions-dir', path.join(runDir, 'ext'),
  ], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = fs.createWriteStream(path.join(runDir, 'server.log'));
  child.stdout.pipe(output, { end: false });
  child.stderr.pipe(output, { end: false });
  const logFile = path.join(runDir, 'server.log');
  const failed = (message) => {
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(-20) : [];
    return new SetupError(message, { tail, log: logFile, next: `read the server's output above; remove ${path.dirname(serverMain).replace(/\/node_modules\/.*$/, '')} to reinstall it` });
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(failed('the VS Code server did not start within 60 s')), 60_000);
    const onData = (chunk) => {
      if (String(chunk).includes('Extension host agent listening on')) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => { clearTimeout(timer); setTimeout(() => reject(failed(`the VS Code server exited with ${code} before it listened`)), 200); });
  });
  log(`VS Code ${version} server listening on http://127.0.0.1:${port}`);
  return {
    port,
    version,
    /** The workbench address for a folder, with an optional development payload. */
    workbenchUrl({ folder, extensionPath = repoRoot, testsPath, env }) {
      const remote = (p) => `vscode-remote://127.0.0.1:${port}${p}`;
      const payload = [['extensionDevelopmentPath', remote(extensionPath)]];
      if (testsPath) payload.push(['extensionTestsPath', remote(testsPath)]);
      if (env) payload.push(['extensionEnvironment', JSON.stringify(env)]);
      return `http://127.0.0.1:${port}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
    },
    /**
     * Stops the server and waits for every process of this run: the extension host and the local
     * engine it started outlive the server by the time they take to close (the engine gives its
     * connections 2 s, then closes its database), and a caller may check that none is left.
     */
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
        const timer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 5000);
        await exited;
        clearTimeout(timer);
      }
      await waitForRunProcesses(runDir, child.pid);
      output.end();
    },
  };
}

const RUN_EXIT_WAIT_MS = 15_000;

/**
 * The processes of a run: those of the server's process group, and any other naming the run's
 * folder in its arguments (the engine's data dir is inside it).
 */
function runProcesses(runDir, groupId) {
  const listing = spawnSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' }).stdout ?? '';
  return listing.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (!match || Number(match[1]) === process.pid) return [];
    return Number(match[2]) === groupId || match[3].includes(runDir) ? [Number(match[1])] : [];
  });
}

/** Waits for the run's processes to end on their own, then kills what is left. */
async function waitForRunProcesses(runDir, groupId) {
  const deadline = Date.now() + RUN_EXIT_WAIT_MS;
  let left = runProcesses(runDir, groupId);
  while (left.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = runProcesses(runDir, groupId);
  }
  for (const pid of left) {
    try { process.kill(pid, 'SIGKILL'); } catch { /* gone meanwhile */ }
  }
}

/** Opens a headless Chromium page on the workbench. */
export async function openWorkbench(url, { width = 1400, height = 900, colorScheme = 'dark' } = {}) {
  const { chromium } = await import('playwright-core');
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: run 'sudo apt-get install -y chromium'`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  await page.goto(url);
  return { browser, page };
}

/**
 * Lets a test inside the extension host answer what only a person can: a tool's confirmation in
 * the Chat view (or a modal dialog, which VS Code itself auto-accepts while an extension test
 * suite runs). The test writes `dialog-answer.json` ({"button": "<regular expression>"}) into the
 * run folder; this clicks the first visible matching button of a confirmation, then writes
 * `dialog-answered.json` with the confirmation's text and removes the request.
 */
export function answerDialogs(page, runDir) {
  const request = path.join(runDir, 'dialog-answer.json');
  const done = path.join(runDir, 'dialog-answered.json');
  let stopped = false;
  // A click that timed out on a busy machine may still have gone through: the confirmation then
  // disappears, and that counts as answered (otherwise the test waits for an answer forever).
  let clicking;
  const answered = (button, text) => {
    fs.rmSync(request, { force: true });
    fs.writeFileSync(done, JSON.stringify({ button, text }));
    clicking = undefined;
  };
  const loop = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (!fs.existsSync(request)) continue;
      try {
        const { button } = JSON.parse(fs.readFileSync(request, 'utf8'));
        const box = page.locator('.chat-confirmation-widget-container, .chat-confirmation-widget, .monaco-dialog-box').filter({ visible: true }).last();
        const target = box.locator('.monaco-button', { hasText: new RegExp(button) }).filter({ visible: true }).first();
        if ((await box.count()) === 0 || (await target.count()) === 0) {
          if (clicking?.button === button) answered(button, clicking.text);
          continue;
        }
        const text = await box.innerText();
        clicking = { button, text };
        await target.click({ timeout: 15000 });
        answered(button, text);
      } catch (error) {
        if (!stopped) console.log(`answering a confirmation failed: ${error.message.split('\n')[0]}`);
      }
    }
  })();
  return { stop: async () => { stopped = true; await loop; } };
}
