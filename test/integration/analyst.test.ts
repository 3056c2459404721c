/**
 * Agent mode's data tools and `@analyst`, inside the real VS Code server against the real local
 * engine: `vscode.lm.tools` lists the tools, `vscode.lm.invokeTool` runs each one (with the
 * upload's confirmation dialog accepted and refused, through the harness), bad inputs come back
 * as errors that say what is wrong, and `@analyst` answers through the real Chat view with the
 * scripted test model selected (test/support/scripted-model-extension), planning with the model
 * picked there (request.model). A refused confirmation of the upload tool, invoked by another
 * extension as agent mode does, uploads nothing.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { AnalystMetadata } from '../../src/participant/analystParticipant';
import { engineClient, extensionApi, salesCsv, waitFor, workspaceDir, writeCsv } from './support';

const TOOLS = ['dataAnalysis_listDatasets', 'dataAnalysis_describeDataset', 'dataAnalysis_askQuestion', 'dataAnalysis_runSql', 'dataAnalysis_analyzeFile'];

/** What test/support/scripted-model-extension gives a test. */
interface ScriptedRequest {
  messages: Array<{ role: string; parts: Array<{ text?: string; toolResult?: { callId: string; text: string } }> }>;
  tools: string[];
}
interface ScriptedModels {
  requests: ScriptedRequest[];
  setEnabled(value: boolean): void;
  setScript(script: (request: ScriptedRequest) => { text: string } | { toolCall: { name: string; input: object } }): void;
  /** The outcome of the next @tooltester request: what invokeTool resolved to, or what it threw. */
  nextToolCall(): Promise<{ text?: string; error?: string; cancelled?: boolean }>;
}

async function scriptedModels(): Promise<ScriptedModels> {
  const extension = vscode.extensions.getExtension<ScriptedModels>('data-analysis-tests.scripted-model');
  assert.ok(extension, 'the scripted model extension is installed beside the extension under test (test/support/scripted-model-extension)');
  return extension.activate();
}

function textOf(result: vscode.LanguageModelToolResult): string {
  return result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
}

function invoke(name: string, input: object): Thenable<vscode.LanguageModelToolResult> {
  return vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
}

function runDir(): string {
  const folder = process.env.DATA_ANALYSIS_TEST_RUN_DIR;
  if (!folder) throw new Error('DATA_ANALYSIS_TEST_RUN_DIR is not set');
  return folder;
}

/** Allows the upload if VS Code asks (once "Allow in this Session" was chosen, it no longer does). */
async function allowingUploads<T>(run: () => Promise<T>): Promise<T> {
  const request = path.join(runDir(), 'dialog-answer.json');
  fs.writeFileSync(request, JSON.stringify({ button: '^(Allow|Continue|Yes)' }));
  try {
    return await run();
  } finally {
    fs.rmSync(request, { force: true });
  }
}

/**
 * Asks the harness (run-integration.mjs) to click the button matching `button` on the next
 * confirmation in the Chat view; resolves to the confirmation's text once clicked.
 */
function answerConfirmation(button: string): Promise<string> {
  const answered = path.join(runDir(), 'dialog-answered.json');
  fs.rmSync(answered, { force: true });
  fs.writeFileSync(path.join(runDir(), 'dialog-answer.json'), JSON.stringify({ button }));
  return waitFor('the confirmation to be answered', () => (fs.existsSync(answered) ? fs.readFileSync(answered, 'utf8') : undefined), 60_000).then(
    (raw) => (JSON.parse(raw) as { text: string }).text,
  );
}

describe('analyst: agent-mode tools (vscode.lm) on the local engine', function () {
  this.timeout(120_000);
  let datasetId: string;

  before(async () => {
    await extensionApi();
    await (await extensionApi()).engine.endpoint();
  });

  it('lists the five tools with their schemas, even by reference name', () => {
    const tools = vscode.lm.tools.filter((t) => t.name.startsWith('dataAnalysis_'));
    assert.deepEqual(tools.map((t) => t.name).sort(), [...TOOLS].sort());
    const ask = tools.find((t) => t.name === 'dataAnalysis_askQuestion');
    assert.deepEqual((ask?.inputSchema as { required?: string[] }).required, ['question']);
    assert.match(ask?.description ?? '', /SQL/);
    const sql = tools.find((t) => t.name === 'dataAnalysis_runSql');
    assert.deepEqual((sql?.inputSchema as { required?: string[] }).required, ['sql']);
    assert.match(sql?.description ?? '', /read-only/);
  });

  it('uploads a workspace file (its confirmation dialog is accepted by VS Code itself while a test suite runs)', async () => {
    const file = writeCsv('tool-upload.csv', 40, workspaceDir());
    const { client } = await engineClient();
    const before = (await client.listDatasets({ page_size: 100 })).records.length;
    const text = textOf(await invoke('dataAnalysis_analyzeFile', { path: path.basename(file.fsPath) }));
    datasetId = /dataset `(dset-[^`]+)`/.exec(text)?.[1] ?? '';
    assert.ok(datasetId, text);
    assert.match(text, /tool-upload\.csv: synched/);
    assert.equal((await client.listDatasets({ page_size: 100 })).records.length, before + 1);
  });

  it('refuses bad input before asking anyone, with a message the model can act on', async () => {
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_analyzeFile', { path: 'no-such-file.csv' })), /There is no file at .*no-such-file\.csv/);
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_analyzeFile', {})), /"path" is required/);
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_askQuestion', { question: 42 })), /"question" must be a string/);
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_describeDataset', { datasetId: 'dset-missing' })), /not found/i);
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_nope', {})), /nope/);
  });

  it('lists and describes datasets and answers a question with the figures, the table and the SQL', async () => {
    const listed = textOf(await invoke('dataAnalysis_listDatasets', {}));
    assert.match(listed, new RegExp(`id \`${datasetId}\``));
    const described = textOf(await invoke('dataAnalysis_describeDataset', { datasetId }));
    assert.match(described, /tool-upload\.csv: synched/);
    // writeCsv's rows: region cycles North, South, East, West; units = (i % 13) + 1.
    const answer = textOf(await invoke('dataAnalysis_askQuestion', { question: 'total units by region', datasetId }));
    let expectedNorth = 0;
    for (let i = 0; i < 40; i += 4) expectedNorth += (i % 13) + 1;
    assert.match(answer, new RegExp(`North: \\*\\*${expectedNorth}\\*\\*`));
    assert.match(answer, /```sql\n[\s\S]*GROUP BY "region"/);
    assert.match(answer, /\| region \| total\\?_units \|/);
  });

  it('runs read-only SQL on the table describe names, and refuses a file read, a write and two statements with messages to act on', async () => {
    const described = textOf(await invoke('dataAnalysis_describeDataset', { datasetId }));
    const table = /### Tables for run_sql\n\n- `("[^`]+")` \(tool-upload\.csv, 40 rows\)/.exec(described)?.[1];
    assert.ok(table, described);
    const result = textOf(await invoke('dataAnalysis_runSql', { datasetId, sql: `SELECT region, sum(units) AS units FROM ${table} GROUP BY region ORDER BY region`, maxRows: 2 }));
    assert.match(result, /more than 2 rows; the first 2 are shown/);
    let expectedEast = 0;
    for (let i = 2; i < 40; i += 4) expectedEast += (i % 13) + 1;
    assert.match(result, new RegExp(`\\| East \\| ${expectedEast} \\|`));
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_runSql', { datasetId, sql: "SELECT * FROM read_csv('/etc/passwd')" })), /SQL refused: the table function read_csv\(\) is not allowed[\s\S]*This dataset's tables: /);
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_runSql', { datasetId, sql: `DELETE FROM ${table}` })), /SQL refused/);
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_runSql', { datasetId, sql: 'SELECT 1; SELECT 2' })), /SQL refused: exactly one statement/);
    await assert.rejects(Promise.resolve(invoke('dataAnalysis_runSql', { datasetId, sql: 'SELECT 1', maxRows: 'all' })), /"maxRows" must be a whole number/);
    const count = textOf(await invoke('dataAnalysis_runSql', { datasetId, sql: `SELECT count(*) AS n FROM ${table}` }));
    assert.match(count, /\| 40 \|/);
  });
});

describe('analyst: a tool invoked by another extension, as agent mode does', function () {
  this.timeout(120_000);

  it('uploads nothing when the person refuses the upload\'s confirmation in the Chat view', async () => {
    await (await extensionApi()).engine.endpoint();
    const models = await scriptedModels();
    await vscode.commands.executeCommand('workbench.action.chat.newChat');
    writeCsv('refuse-me.csv', 10, workspaceDir());
    const { client } = await engineClient();
    const count = async () => (await client.listDatasets({ page_size: 100, search: 'refuse-me' })).records.length;

    const confirmation = answerConfirmation('^(Skip|Cancel|Deny)');
    const outcome = models.nextToolCall();
    await vscode.commands.executeCommand('workbench.action.chat.open', {
      query: `@tooltester ${JSON.stringify({ tool: 'dataAnalysis_analyzeFile', input: { path: 'refuse-me.csv' } })}`,
      isPartialQuery: false,
      blockOnResponse: true,
      modelSelector: { vendor: 'data-analysis-test', id: 'scripted' },
    });
    assert.match(await confirmation, /Upload refuse-me\.csv to the local engine as a new dataset/);
    const result = await outcome;
    // VS Code 1.139 answers the caller with a result saying the call was skipped (older ones threw a cancellation): never the tool's answer.
    assert.ok(result.cancelled || /chose to skip|cancel/i.test(result.text ?? result.error ?? ''), JSON.stringify(result));
    assert.doesNotMatch(result.text ?? '', /Uploaded /);
    assert.equal(await count(), 0, 'no dataset was created');
  });
});

describe('analyst: @analyst in the Chat view', function () {
  this.timeout(120_000);

  before(async () => {
    await (await extensionApi()).engine.endpoint();
    salesCsv();
  });

  /** Sends a request through the Chat view and resolves to @analyst's result (also after a confirmation). */
  async function chat(query: string, modelSelector: vscode.LanguageModelChatSelector = { vendor: 'data-analysis-test', id: 'scripted' }): Promise<vscode.ChatResult & { metadata?: AnalystMetadata }> {
    const { analyst } = await extensionApi();
    const answered = new Promise<vscode.ChatResult>((resolve) => {
      const listener = analyst.onDidAnswer((result) => {
        listener.dispose();
        resolve(result);
      });
    });
    // Resolves with the result, or early (with a confirmation marker) when a tool asks first.
    const opened = await vscode.commands.executeCommand<unknown>('workbench.action.chat.open', {
      query,
      isPartialQuery: false,
      blockOnResponse: true,
      modelSelector,
    });
    assert.ok(opened, `the Chat view took no request for ${query}`);
    return (await answered) as vscode.ChatResult & { metadata?: AnalystMetadata };
  }

  it('asks before /analyze uploads: refused, nothing is uploaded; allowed, the file is added', async () => {
    await vscode.commands.executeCommand('workbench.action.chat.newChat');
    writeCsv('confirm-me.csv', 10, workspaceDir());
    const { client } = await engineClient();
    const count = async () => (await client.listDatasets({ page_size: 100, search: 'confirm-me' })).records.length;

    const refusedText = answerConfirmation('^(Skip|Cancel|Deny)');
    const refused = await chat('@analyst /analyze confirm-me.csv');
    assert.match(await refusedText, /Upload confirm-me\.csv to the local engine as a new dataset/);
    assert.equal(refused.metadata?.error, 'declined', JSON.stringify(refused));
    assert.equal(await count(), 0);

    const allowedText = answerConfirmation('^(Allow|Continue|Yes)');
    const allowed = await chat('@analyst /analyze confirm-me.csv');
    await allowedText;
    assert.match(allowed.metadata?.datasetId ?? '', /^dset-/, JSON.stringify(allowed));
    assert.equal(await count(), 1);
  });

  it('adds a workspace file with /analyze, answers a question on it, keeps the session for a follow-up, and /new starts another', async () => {
    await vscode.commands.executeCommand('workbench.action.chat.newChat');
    const analyzed = await allowingUploads(() => chat('@analyst /analyze sales.csv'));
    assert.equal(analyzed.errorDetails, undefined, JSON.stringify(analyzed));
    const datasetId = analyzed.metadata?.datasetId;
    assert.match(datasetId ?? '', /^dset-/, JSON.stringify(analyzed));

    const answered = await chat('@analyst total revenue by region');
    assert.equal(answered.errorDetails, undefined, JSON.stringify(answered));
    assert.equal(answered.metadata?.datasetId, datasetId);
    const sessionId = answered.metadata?.sessionId;
    assert.ok(sessionId);
    assert.ok((answered.metadata?.followUps ?? []).length > 0);

    // The question really ran in that session on the engine, and its answer holds the computed figure.
    const { client } = await engineClient();
    const history = await client.getHistory(sessionId as string);
    assert.equal(history.records.length, 1);
    const answerText = JSON.stringify(history.records[0].answer);
    assert.match(answerText, /754,596\.9/);

    const followUp = await chat('@analyst how many rows are there?');
    assert.equal(followUp.metadata?.sessionId, sessionId);

    const fresh = await chat('@analyst /new');
    assert.equal(fresh.metadata?.datasetId, datasetId);
    assert.equal(fresh.metadata?.sessionId, undefined);
    const afterNew = await chat('@analyst how many rows are there?');
    assert.ok(afterNew.metadata?.sessionId && afterNew.metadata.sessionId !== sessionId);
  });

  it('lists datasets with /datasets and picks one by name', async () => {
    await vscode.commands.executeCommand('workbench.action.chat.newChat');
    writeCsv('picked-by-name.csv', 12, workspaceDir());
    const analyzed = await allowingUploads(() => chat('@analyst /analyze picked-by-name.csv'));
    await vscode.commands.executeCommand('workbench.action.chat.newChat');
    const listed = await chat('@analyst /datasets');
    assert.equal(listed.errorDetails, undefined);
    assert.equal(listed.metadata?.datasetId, undefined);
    const picked = await chat('@analyst /datasets picked-by-name');
    assert.equal(picked.metadata?.datasetId, analyzed.metadata?.datasetId);
  });

  it('plans with the model picked in the Chat view (request.model), not the one in the settings', async () => {
    const models = await scriptedModels();
    const settings = () => vscode.workspace.getConfiguration('dataAnalysis.languageModel');
    models.setEnabled(true);
    // The setting names the fixed-text model (which cannot plan); choosing what to share counts as consent.
    await settings().update('model', 'scripted', vscode.ConfigurationTarget.Global);
    await settings().update('share', 'samples', vscode.ConfigurationTarget.Global);
    try {
      await vscode.commands.executeCommand('workbench.action.chat.newChat');
      const analyzed = await allowingUploads(() => chat('@analyst /analyze sales.csv'));
      assert.match(analyzed.metadata?.datasetId ?? '', /^dset-/, JSON.stringify(analyzed));
      const before = models.requests.length;
      models.setScript((request) => {
        if (!request.messages.some((m) => m.parts.some((p) => p.toolResult))) {
          const text = request.messages.flatMap((m) => m.parts.map((p) => p.text ?? '')).join('\n');
          const table = /Table "((?:[^"]|"")+)"/.exec(text)?.[1];
          return table
            ? { toolCall: { name: 'run_sql', input: { sql: `SELECT region, round(sum(revenue), 2) AS revenue FROM "${table}" GROUP BY region ORDER BY region` } } }
            : { text: 'No table in the prompt.' };
        }
        return { text: 'Revenue per region, from the query that ran.' };
      });
      const answered = await chat('@analyst revenue per region please', { vendor: 'data-analysis-test', id: 'scripted-analyst' });
      assert.equal(answered.errorDetails, undefined, JSON.stringify(answered));
      assert.equal(models.requests.length - before, 2, 'the Chat view\'s model planned: a run_sql call, then the answer');
      assert.deepEqual(models.requests[before].tools, ['run_sql']);
      const { client } = await engineClient();
      const history = await client.getHistory(answered.metadata?.sessionId as string);
      const answerText = JSON.stringify(history.records[0].answer);
      assert.match(answerText, /Answer by \*\*Scripted Analyst \(data-analysis-test, VS Code\)\*\*/);
      assert.match(answerText, /Revenue per region, from the query that ran/);
      assert.match(answerText, /GROUP BY region/);
    } finally {
      models.setEnabled(false);
      await settings().update('model', undefined, vscode.ConfigurationTarget.Global);
      await settings().update('share', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('says what went wrong when the file does not exist', async () => {
    await vscode.commands.executeCommand('workbench.action.chat.newChat');
    const failed = await chat('@analyst /analyze missing-file.csv');
    assert.match(failed.errorDetails?.message ?? '', /There is no file at/);
  });
});
