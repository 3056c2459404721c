/**
 * The integration suite's entry inside the VS Code extension host. Both hosts load it: the VS
 * Code server driven by test/harness/run-integration.mjs and desktop VS Code under
 * @vscode/test-electron (test/harness/run-electron.mjs). It exports `run()` as both expect, runs
 * every *.test.js beside it with mocha, and writes a report to $RESULT_FILE when given.
 */
import fs from 'node:fs';
import path from 'node:path';
import Mocha from 'mocha';
import * as vscode from 'vscode';

interface TestOutcome {
  title: string;
  state: 'passed' | 'failed';
  durationMs?: number;
  error?: string;
}

export async function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 60_000, color: false });
  const filter = process.env.INTEGRATION_GREP;
  if (filter) mocha.grep(filter);
  for (const file of fs.readdirSync(__dirname).filter((name) => name.endsWith('.test.js')).sort()) {
    mocha.addFile(path.join(__dirname, file));
  }
  const outcomes: TestOutcome[] = [];
  const failures = await new Promise<number>((resolve) => {
    const runner = mocha.run(resolve);
    runner.on('pass', (test) => outcomes.push({ title: test.fullTitle(), state: 'passed', durationMs: test.duration }));
    runner.on('fail', (test, error: Error) =>
      outcomes.push({ title: test.fullTitle(), state: 'failed', error: error.stack ?? String(error) }),
    );
  });
  const report = {
    vscodeVersion: vscode.version,
    uiKind: vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop',
    passed: outcomes.filter((o) => o.state === 'passed').length,
    failed: outcomes.filter((o) => o.state === 'failed').length,
    tests: outcomes,
  };
  if (process.env.RESULT_FILE) fs.writeFileSync(process.env.RESULT_FILE, JSON.stringify(report, null, 2));
  if (failures > 0) throw new Error(`${failures} integration test(s) failed`);
}
