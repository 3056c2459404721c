// Runs test/integration (built to out/test/integration) inside the real VS Code extension host:
// starts the VS Code server, opens the workbench in headless Chromium with the development
// payload, waits for the suite's report, stops what it started and exits non-zero on failure.
// Writes {passed, failed} to $COUNT_FILE when given (for the summary line of `npm test`).
import fs from 'node:fs';
import path from 'node:path';
import { answerDialogs, openWorkbench, repoRoot, startVsCodeServer, TEST_EXTENSIONS } from './vscode-server.mjs';
import { makeWorkspace } from './workspace.mjs';

const REPORT_TIMEOUT_MS = 10 * 60_000;
const runDir = path.join(repoRoot, '.test-runs', `integration-${Date.now()}`);
const resultFile = path.join(runDir, 'result.json');
const testsPath = path.join(repoRoot, 'out', 'test', 'integration', 'index.js');

async function main() {
  if (!fs.existsSync(testsPath)) throw new Error(`${testsPath} is missing: run 'node esbuild.js' first`);
  // Test-only extensions (the scripted language models) load beside the extension under test.
  const server = await startVsCodeServer({ runDir, log: console.log, extensions: TEST_EXTENSIONS });
  let browser;
  try {
    const folder = makeWorkspace(path.join(runDir, 'workspace'));
    const env = { RESULT_FILE: resultFile, DATA_ANALYSIS_TEST_RUN_DIR: runDir };
    if (process.env.INTEGRATION_GREP) env.INTEGRATION_GREP = process.env.INTEGRATION_GREP;
    let page;
    ({ browser, page } = await openWorkbench(server.workbenchUrl({ folder, testsPath, env })));
    const dialogs = answerDialogs(page, runDir);
    const report = await waitForReport().finally(() => dialogs.stop());
    for (const test of report.tests) {
      console.log(`  ${test.state === 'passed' ? '✔' : '✘'} ${test.title}`);
      if (test.error) console.log(indent(test.error));
    }
    console.log(`\nintegration: ${report.passed} passed, ${report.failed} failed in VS Code ${report.vscodeVersion} (${report.uiKind} extension host)`);
    writeCount(report.passed, report.failed);
    return report.failed === 0 && report.passed > 0;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

async function waitForReport() {
  const deadline = Date.now() + REPORT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (fs.existsSync(resultFile)) return JSON.parse(fs.readFileSync(resultFile, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no integration report after ${REPORT_TIMEOUT_MS / 1000} s; see ${runDir}/server.log and the extension host log under ${runDir}`);
}

function writeCount(passed, failed) {
  if (process.env.COUNT_FILE) fs.writeFileSync(process.env.COUNT_FILE, JSON.stringify({ passed, failed }));
}

const indent = (text) => text.split('\n').map((line) => `      ${line}`).join('\n');

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(`integration run failed: ${error.message}`);
    writeCount(0, 1);
    process.exit(1);
  },
);
