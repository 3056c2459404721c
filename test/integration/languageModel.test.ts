/**
 * The user's own language model, end to end in the real VS Code: a test extension registers a
 * scripted model through vscode.lm.registerLanguageModelChatProvider; a question asked in the
 * chat panel goes to the local engine, whose planner reaches the model through this window's
 * bridge and the real selectChatModels / sendRequest path; the engine checks and runs the SQL.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { AnalyzeResult } from '../../src/commands/analyzeFile';
import type { ChatPanel } from '../../src/chat/chatPanel';
import { parseCsv } from '../../src/common/csv';
import type { HostMessage } from '../../src/protocol';
import { extensionApi, salesCsv, waitFor } from './support';

interface ScriptedRequest {
  messages: Array<{ role: string; parts: Array<{ text?: string; toolCall?: unknown; toolResult?: { callId: string; text: string } }> }>;
  tools: string[];
}
type Reply = { text: string } | { toolCall: { name: string; input: object } } | { error: 'NoPermissions' | 'Blocked' | 'NotFound' };
interface ScriptedModel {
  requests: ScriptedRequest[];
  setEnabled(value: boolean): void;
  setStalled(value: boolean): void;
  setScript(script: (request: ScriptedRequest, index: number) => Reply): void;
}

const SCRIPTED_ID = 'data-analysis-tests.scripted-model';
const settings = () => vscode.workspace.getConfiguration('dataAnalysis.languageModel');

function textOf(request: ScriptedRequest): string {
  return request.messages.flatMap((m) => m.parts.map((p) => p.text ?? '')).join('\n');
}

function toolResults(request: ScriptedRequest): Array<{ callId: string; text: string }> {
  return request.messages.flatMap((m) => m.parts.flatMap((p) => (p.toolResult ? [p.toolResult] : [])));
}

describe('the user\'s language model (vscode.lm) plans answers on the local engine', function () {
  this.timeout(180_000);
  let model: ScriptedModel;
  let panel: ChatPanel;
  const sent: HostMessage[] = [];

  async function ask(question: string, requestId: string) {
    await panel.receive({ type: 'ask', requestId, question });
    const started = sent.find((m): m is Extract<HostMessage, { type: 'jobStarted' }> => m.type === 'jobStarted' && m.requestId === requestId);
    assert.ok(started, 'the job started');
    await panel.lastJob;
    const turn = panel.conversation.find((t) => t.turnId === started.turnId)!;
    const text = turn.blocks.filter((b) => b.type === 'MESSAGE').map((b) => b.content).join('');
    return { turn, text };
  }

  before(async function () {
    const extension = vscode.extensions.getExtension<ScriptedModel>(SCRIPTED_ID);
    // The desktop runner (test/harness/run-electron.mjs) loads only the extension under test.
    if (!extension && vscode.env.uiKind === vscode.UIKind.Desktop) this.skip();
    assert.ok(extension, `${SCRIPTED_ID} is installed beside the extension under test (test/support/scripted-model-extension)`);
    model = await extension.activate();
    model.setEnabled(true);
    // Choosing what to share in the settings counts as the first-use answer (no modal in a test).
    await settings().update('share', 'samples', vscode.ConfigurationTarget.Global);
    await settings().update('model', 'auto', vscode.ConfigurationTarget.Global);
    const api = await extensionApi();
    const result = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', { files: [salesCsv()], datasetName: 'Sales (model test)', openChat: false });
    assert.ok(result);
    panel = await api.chat.openForDatasetPanel(result.datasetId);
    panel.onDidSend((message) => sent.push(message));
  });

  after(async () => {
    model?.setEnabled(false);
    await settings().update('model', undefined, vscode.ConfigurationTarget.Global);
    await settings().update('share', undefined, vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('reads both settings', async () => {
    assert.equal(settings().get('model'), 'auto');
    assert.equal(settings().get('share'), 'samples');
    const { languageModel } = await extensionApi();
    assert.equal(languageModel.setting(), 'auto');
    assert.equal(languageModel.share(), 'samples');
  });

  it('the status bar names the model the local engine uses', async () => {
    const { languageModelStatus } = await extensionApi();
    await languageModelStatus.update();
    assert.match(languageModelStatus.text, /Scripted Analyst/);
  });

  it('asks in the chat panel: the model calls run_sql, the engine runs it here, and the answer names the model', async () => {
    model.requests.length = 0;
    model.setScript((request) => {
      if (toolResults(request).length === 0) {
        const table = /Table "((?:[^"]|"")+)"/.exec(textOf(request))?.[1];
        assert.ok(table, 'the prompt names the table as SQL quotes it');
        return { toolCall: { name: 'run_sql', input: { sql: `SELECT region, round(sum(revenue), 2) AS revenue FROM "${table}" GROUP BY region ORDER BY region` } } };
      }
      return { text: 'Revenue per region is in the table below.\nChart: bar\nFollow-up: Which product sells best in the North?' };
    });
    const { turn, text } = await ask('revenue per region please', 'lm-1');
    assert.match(text, /Answer by \*\*Scripted Analyst \(data-analysis-test, VS Code\)\*\*/);
    assert.match(text, /Revenue per region is in the table below/);
    assert.match(text, /Computed with DuckDB/);
    assert.equal(model.requests.length, 2, 'a tool call, then the answer');
    assert.deepEqual(model.requests[0].tools, ['run_sql']);
    const result = JSON.parse(toolResults(model.requests[1])[0].text) as { ok: boolean; row_count: number };
    assert.equal(result.ok, true);
    assert.equal((result as { rows?: unknown }).rows !== undefined && Array.isArray((result as { rows?: unknown }).rows), false, 'rows are not shared at "samples"');

    const code = turn.blocks.filter((b) => b.type === 'CODE').map((b) => b.content).join('\n');
    assert.match(code, /GROUP BY region/);
    // The pandas equivalent reads the user's file and groups in pandas (no DuckDB package needed).
    assert.match(code, /pd\.read_csv\("sales\.csv"/);
    assert.match(code, /groupby\(\["k0"\]/);
    assert.doesNotMatch(code, /import duckdb/);
    const questions = turn.blocks.find((b) => b.type === 'QUESTIONS');
    assert.deepEqual(questions?.content, ['Which product sells best in the North?']);
    const tableIndex = turn.blocks.findIndex((b) => b.type === 'TABLE');
    assert.ok(tableIndex >= 0, 'a TABLE block');
    const table = await waitFor('the table data', () => sent.find((m): m is Extract<HostMessage, { type: 'tableData' }> => m.type === 'tableData' && m.ref.turnId === turn.turnId && m.ref.index === tableIndex));
    assert.equal(table.data.state, 'ready');
    if (table.data.state !== 'ready') return;
    const [header, ...rows] = parseCsv(table.data.csv);
    assert.deepEqual(header, ['region', 'revenue']);
    assert.equal(rows.length, result.row_count, 'the table holds what the query returned');
    // The figures come from the query that ran on the file, checked here from the file itself.
    const [fileHeader, ...fileRows] = parseCsv(fs.readFileSync(salesCsv().fsPath, 'utf8'));
    const north = fileRows.filter((r) => r[fileHeader.indexOf('region')] === 'North').reduce((sum, r) => sum + Number(r[fileHeader.indexOf('revenue')] || 0), 0);
    assert.ok(Math.abs(Number(rows.find((r) => r[0] === 'North')?.[1]) - north) < 0.01);
  });

  it('turns the model\'s LanguageModelError into one line, and the rule-based analyst answers', async () => {
    model.setScript(() => ({ error: 'NoPermissions' }));
    const { text } = await ask('total revenue by region', 'lm-2');
    assert.match(text, /did not allow this extension to use Scripted Analyst/);
    assert.match(text, /rule-based analyst answered/);
  });

  it('with the setting off, no model is asked and one line says so', async () => {
    const before = model.requests.length;
    await settings().update('model', 'off', vscode.ConfigurationTarget.Global);
    try {
      const { text } = await ask('total revenue by region', 'lm-3');
      assert.match(text, /turned off \(setting dataAnalysis\.languageModel\.model\)/);
      assert.equal(model.requests.length, before);
      // Said once in the session: the next answer only names the rule-based analyst.
      const next = await ask('how many rows?', 'lm-3b');
      assert.match(next.text, /^_Answer by the rule-based analyst\._/);
      assert.ok(!next.text.includes('turned off'), next.text.slice(0, 200));
    } finally {
      await settings().update('model', 'auto', vscode.ConfigurationTarget.Global);
    }
  });

  it('treats chat.disableAIFeatures as off', async () => {
    const before = model.requests.length;
    const chat = vscode.workspace.getConfiguration('chat');
    await chat.update('disableAIFeatures', true, vscode.ConfigurationTarget.Global);
    try {
      const { languageModel } = await extensionApi();
      assert.equal(languageModel.setting(), 'off');
      const { text } = await ask('total revenue by region', 'lm-4');
      assert.match(text, /AI features are turned off in VS Code \(chat\.disableAIFeatures\)/);
      assert.equal(model.requests.length, before);
    } finally {
      await chat.update('disableAIFeatures', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('the panel header names the model, follows the setting, and its click opens the model picker', async () => {
    const header = () => sent.filter((m) => m.type === 'init' || m.type === 'state').map((m) => (m.type === 'init' ? m.state.model : m.patch.model)).filter((v) => v !== undefined).at(-1);
    // The panel's header shows what the indicator computed (init, or the patch that followed).
    // (After AI features come back on, VS Code 1.139 takes about 10 s to list its models once,
    // and then lists its Copilot CLI placeholder "Auto" model, which "auto" must not pick.)
    await waitFor('the header names the scripted model', () => header()?.label === 'Scripted Analyst' || undefined, 45_000).catch((error: Error) => {
      throw new Error(`${error.message}; the header showed ${JSON.stringify(sent.filter((m) => m.type === 'init' || m.type === 'state').map((m) => (m.type === 'init' ? m.state.model : m.patch.model)))}`);
    });
    assert.equal(header()?.usesModel, true);
    // "auto" skips models VS Code itself never offers (Copilot CLI's placeholder, when listed).
    const { languageModel } = await extensionApi();
    const listed = await vscode.lm.selectChatModels();
    const current = await languageModel.current();
    assert.ok('model' in current && current.model.vendor === 'data-analysis-test', `auto picked ${'model' in current ? current.model.vendor : current.reason} among ${listed.map((m) => `${m.vendor}/${m.name}`).join(', ')}`);
    await settings().update('model', 'off', vscode.ConfigurationTarget.Global);
    try {
      await waitFor('the header says the rule-based analyst answers', () => header()?.label === 'Rule-based analyst' || undefined);
      assert.match(header()?.detail ?? '', /turned off/);
      // A click on the indicator runs "Choose Language Model…"; its first item is Auto.
      // (It resolves once the pick is closed.)
      const handled = panel.receive({ type: 'chooseModel' });
      await waitFor('Auto is chosen in the picker', async () => {
        await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
        return settings().get('model') === 'auto' || undefined;
      });
      await handled;
      await waitFor('the header names the model again', () => header()?.label === 'Scripted Analyst' || undefined);
    } finally {
      await settings().update('model', 'auto', vscode.ConfigurationTarget.Global);
    }
  });

  it('a model provider that never answers VS Code\'s model listing does not hang the question: the rule-based analyst answers, and one line says why', async () => {
    const { languageModel } = await extensionApi();
    const before = model.requests.length;
    languageModel.selectTimeoutMs = 1500;
    model.setStalled(true);
    try {
      const started = Date.now();
      const { text } = await ask('total revenue by region', 'lm-stall');
      assert.ok(Date.now() - started < 60_000, 'the answer came');
      assert.match(text, /did not list its language models within 1\.5 s/);
      assert.match(text, /rule-based analyst answered/);
      assert.match(text, /Computed /);
      assert.equal(model.requests.length, before, 'no model was asked');
    } finally {
      model.setStalled(false);
      languageModel.selectTimeoutMs = 10_000;
    }
    // Once the provider answers again, so does the model.
    const field = await languageModel.jobField();
    assert.ok('url' in field, JSON.stringify('unavailable' in field ? field.unavailable : ''));
  });

  it('keeps the bridge\'s key out of the log', async () => {
    const { logUri, languageModel } = await extensionApi();
    const field = await languageModel.jobField();
    assert.ok('key' in field && field.key.length >= 32, 'the job names the bridge with its key');
    assert.match(field.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const files = fs.existsSync(logUri.fsPath) ? fs.readdirSync(logUri.fsPath).filter((name) => name.endsWith('.log')) : [];
    assert.ok(files.length > 0, 'the extension wrote a log');
    for (const name of files) assert.ok(!fs.readFileSync(path.join(logUri.fsPath, name), 'utf8').includes(field.key), `${name} holds no bridge key`);
  });
});
