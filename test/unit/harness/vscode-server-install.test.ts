import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheDir, installedVsCodeServer, serverInstallEnv } from '../../harness/vscode-server-install.mjs';

/** The VS Code server's install, the parts that can be checked without downloading it. */
describe('set-up: the VS Code server install', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-server-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('under `npm start`, the inner npm does not take the outer npm\'s settings (it refused to install: "you are on node v20")', () => {
    // The outer npm (run by node 20) hands its scripts its user agent, NODE and other settings.
    const outer = {
      ...process.env,
      npm_config_user_agent: 'npm/11.19.1 node/v1.2.3 linux x64 workspaces/false',
      NODE: '/nowhere/node',
      npm_node_execpath: '/nowhere/node',
      INIT_CWD: '/nowhere',
      npm_config_cache: '/nowhere/cache',
      NPM_CONFIG_FUND: 'false', // the user's own setting, upper case: kept
    };
    // "node 24" here is this node, first on PATH as the real one would be.
    const nodeDir = path.join(dir, 'node');
    fs.mkdirSync(path.join(nodeDir, 'bin'), { recursive: true });
    fs.symlinkSync(process.execPath, path.join(nodeDir, 'bin', 'node'));
    const env = serverInstallEnv(outer, nodeDir, path.join(dir, 'npm-cache'));
    assert.equal(env.NODE, undefined);
    assert.equal(env.INIT_CWD, undefined);
    assert.equal(env.npm_node_execpath, undefined);
    assert.equal(env.NPM_CONFIG_FUND, 'false');
    assert.equal(env.npm_config_cache, path.join(dir, 'npm-cache'));
    assert.equal(env.npm_config_nodedir, nodeDir, 'node-gyp builds against node 24\'s headers');
    assert.ok(env.PATH?.startsWith(path.join(nodeDir, 'bin') + path.delimiter));

    // What code-server's install step reads: npm_config_user_agent, in a script npm runs.
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'ua', private: true, scripts: { ua: 'echo "$npm_config_user_agent"' } }));
    const agentIn = (e: NodeJS.ProcessEnv) => spawnSync('npm', ['run', '--silent', 'ua'], { env: e, encoding: 'utf8', cwd: dir }).stdout.trim();
    assert.match(agentIn(outer), /node\/v1\.2\.3/, 'the outer settings, as they are, do leak into the inner npm');
    const agent = agentIn(env);
    assert.doesNotMatch(agent, /v1\.2\.3/);
    assert.match(agent, new RegExp(`node/${process.version.replace(/\./g, '\\.')} `));
    const cache = spawnSync('npm', ['config', 'get', 'cache'], { env, encoding: 'utf8', cwd: dir }).stdout.trim();
    assert.equal(cache, path.join(dir, 'npm-cache'));
  });

  it('lives in ~/.cache/data-analysis-vscode unless told otherwise, and a half-done install does not count', () => {
    assert.equal(cacheDir({ HOME: '/home/ann' }), '/home/ann/.cache/data-analysis-vscode');
    assert.equal(cacheDir({ HOME: '/home/ann', XDG_CACHE_HOME: '/c' }), '/c/data-analysis-vscode');
    assert.equal(cacheDir({ HOME: '/home/ann', DATA_ANALYSIS_CACHE: '/d' }), '/d');
    fs.mkdirSync(path.join(dir, 'node-24.21.0', 'bin'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node-24.21.0', 'bin', 'node'), '');
    fs.mkdirSync(path.join(dir, 'code-server-4.139.1', 'node_modules', 'code-server', 'lib', 'vscode', 'out'), { recursive: true });
    assert.equal(installedVsCodeServer(dir), null, 'no .complete mark: an interrupted install is redone');
  });
});
