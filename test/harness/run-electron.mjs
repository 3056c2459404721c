// `npm run test:electron`: the same integration suite as run-integration.mjs, in desktop VS Code
// downloaded by @vscode/test-electron, for machines that can reach VS Code's download servers
// (ours cannot: there, use `npm run test:integration`, which runs the VS Code server instead).
import fs from 'node:fs';
import path from 'node:path';
import { runTests } from '@vscode/test-electron';
import { repoRoot } from './vscode-server.mjs';
import { makeWorkspace } from './workspace.mjs';

const runDir = path.join(repoRoot, '.test-runs', `electron-${Date.now()}`);
const resultFile = path.join(runDir, 'result.json');
const workspace = makeWorkspace(path.join(runDir, 'workspace'));

try {
  await runTests({
    version: process.env.VSCODE_VERSION ?? 'stable',
    extensionDevelopmentPath: repoRoot,
    extensionTestsPath: path.join(repoRoot, 'out', 'test', 'integration', 'index.js'),
    extensionTestsEnv: { RESULT_FILE: resultFile, DATA_ANALYSIS_TEST_RUN_DIR: runDir },
    launchArgs: [workspace, '--disable-workspace-trust', '--disable-extensions', '--user-data-dir', path.join(runDir, 'ud')],
  });
} catch (error) {
  console.error(`electron integration run failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
if (fs.existsSync(resultFile)) {
  const report = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  console.log(`integration: ${report.passed} passed, ${report.failed} failed in VS Code ${report.vscodeVersion} (desktop)`);
}
