/**
 * analyze_file (MCP, agent mode, @analyst) never uploads a file from a special place (security
 * review F6): hidden files and folders anywhere on the real path (keys and settings), and files
 * outside the workspace folder reached by a relative path. A file outside it is uploaded only
 * when named by its absolute path.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataTools } from '../../../src/tools/dataTools';

describe('tools: analyze_file refuses special places', () => {
  let root: string;
  let workspace: string;
  let tools: DataTools;
  const refused = (given: string, pattern: RegExp) => assert.rejects(tools.resolveFile(given), pattern, given);

  before(async () => {
    root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'analyze-places-')));
    workspace = path.join(root, 'ws');
    await mkdir(path.join(workspace, '.venv'), { recursive: true });
    await mkdir(path.join(root, 'home', '.docker'), { recursive: true });
    await mkdir(path.join(root, 'outside'));
    await writeFile(path.join(root, 'home', '.docker', 'config.json'), '{"auths":{"x":{"auth":"c2VjcmV0"}}}');
    await writeFile(path.join(workspace, 'sales.csv'), 'a\n1\n');
    await writeFile(path.join(workspace, '.env.json'), '{"TOKEN":"secret"}');
    await writeFile(path.join(workspace, '.venv', 'data.csv'), 'a\n1\n');
    await writeFile(path.join(root, 'outside', 'other.csv'), 'a\n1\n');
    await symlink(path.join(root, 'home', '.docker', 'config.json'), path.join(workspace, 'innocent.json'));
    tools = new DataTools({ api: () => Promise.reject(new Error('no service in this test')), baseDir: () => workspace, serviceName: () => 'local engine', isLocal: () => true });
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('refuses hidden files and folders anywhere on the path, also behind a link', async () => {
    await refused(path.join(root, 'home', '.docker', 'config.json'), /hidden/);
    await refused('.env.json', /hidden/);
    await refused('.venv/data.csv', /hidden/);
    await refused('innocent.json', /hidden/);
  });

  it('refuses a file outside the workspace reached by a relative path, and uploads it when named by its absolute path', async () => {
    await refused('../outside/other.csv', /outside the workspace/);
    assert.equal(await tools.resolveFile(path.join(root, 'outside', 'other.csv')), path.join(root, 'outside', 'other.csv'));
  });

  it('accepts a data file of the workspace, even when the workspace itself is in a hidden folder', async () => {
    assert.equal(await tools.resolveFile('sales.csv'), path.join(workspace, 'sales.csv'));
    const hiddenWorkspace = path.join(root, '.cache', 'project');
    await mkdir(hiddenWorkspace, { recursive: true });
    await writeFile(path.join(hiddenWorkspace, 'd.csv'), 'a\n1\n');
    const inHidden = new DataTools({ api: () => Promise.reject(new Error('unused')), baseDir: () => hiddenWorkspace, serviceName: () => 'local engine', isLocal: () => true });
    assert.equal(await inHidden.resolveFile('d.csv'), path.join(hiddenWorkspace, 'd.csv'));
  });
});
