/**
 * The chat panel in the real extension host against the real local engine and its analyst:
 * questions go through the panel's own message path (validated like the webview's), and what
 * the host sends back to the webview is what is checked.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import type { CodeBlock } from '../../src/api/types';
import type { AnalyzeResult } from '../../src/commands/analyzeFile';
import { CHAT_VIEW_TYPE, type ChatPanel } from '../../src/chat/chatPanel';
import { parseCsv } from '../../src/common/csv';
import type { HostMessage } from '../../src/protocol';
import type { SessionNode } from '../../src/views/nodes';
import { engineClient, extensionApi, salesCsv, waitFor } from './support';

const QUESTION = 'total revenue by region';

/** Revenue per region computed here from the CSV itself, to check the analyst's numbers. */
function expectedRevenueByRegion(file: string): Map<string, number> {
  const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8'));
  const region = header.indexOf('region');
  const revenue = header.indexOf('revenue');
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (row.length < header.length || !row[region]) continue;
    sums.set(row[region], (sums.get(row[region]) ?? 0) + Number(row[revenue] || 0));
  }
  return sums;
}

/** Records what a panel sends to its webview. */
function record(panel: ChatPanel): HostMessage[] {
  const sent: HostMessage[] = [];
  panel.onDidSend((message) => sent.push(message));
  return sent;
}

function find<T extends HostMessage['type']>(sent: HostMessage[], type: T, where: (m: Extract<HostMessage, { type: T }>) => boolean = () => true) {
  return sent.find((m): m is Extract<HostMessage, { type: T }> => m.type === type && where(m as Extract<HostMessage, { type: T }>));
}

/**
 * A service address on 127.0.0.1 that forwards everything to the local engine, but hands a job's
 * stream on one event at a time (so Stop can land mid-answer), or breaks it after some events.
 */
async function startPacingProxy(engineUrl: string, mode: { delayMs: number; breakAfter?: number }) {
  const upstream = new URL(engineUrl);
  const server = http.createServer((req, res) => {
    const target = new URL(`${upstream.pathname.replace(/\/$/, '')}${req.url ?? '/'}`, upstream.origin);
    const forward = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      const isStream = /text\/event-stream/.test(String(answer.headers['content-type'] ?? ''));
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!isStream) {
        answer.pipe(res);
        return;
      }
      let buffer = '';
      let sentEvents = 0;
      const queue: string[] = [];
      let pumping = false;
      const pump = async () => {
        if (pumping) return;
        pumping = true;
        while (queue.length > 0 && !res.destroyed) {
          const event = queue.shift()!;
          res.write(event);
          sentEvents += 1;
          if (mode.breakAfter !== undefined && sentEvents >= mode.breakAfter) {
            res.destroy();
            answer.destroy();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
        }
        pumping = false;
        if (answerEnded && queue.length === 0) res.end();
      };
      let answerEnded = false;
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        buffer += chunk;
        const parts = buffer.split(/(?<=\n\n)/);
        buffer = parts.pop() ?? '';
        if (buffer.endsWith('\n\n')) {
          parts.push(buffer);
          buffer = '';
        }
        queue.push(...parts);
        void pump();
      });
      answer.on('end', () => {
        answerEnded = true;
        if (buffer) queue.push(buffer);
        void pump();
      });
      res.on('close', () => answer.destroy());
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe('chat panel, against the local engine', function () {
  this.timeout(180_000);
  let datasetId: string;
  let panel: ChatPanel;
  let sent: HostMessage[];
  const exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-chat-export-'));

  before(async () => {
    const result = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', { files: [salesCsv()], datasetName: 'Sales (chat test)', openChat: false });
    assert.ok(result, 'the dataset was created');
    datasetId = result.datasetId;
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('opens a panel for the dataset: a new session named after it, with the exploration questions', async () => {
    const api = await extensionApi();
    panel = await api.chat.openForDatasetPanel(datasetId);
    sent = record(panel);
    // The real webview loads and says ready; the host answers with init and the (empty) history.
    const init = await waitFor('init sent to the webview', () => find(sent, 'init'), 60_000);
    assert.equal(init.state.session.id, panel.sessionId);
    assert.equal(init.state.dataset?.id, datasetId);
    assert.equal(init.state.dataset?.name, 'Sales (chat test)');
    assert.ok(init.state.explorationQuestions.length > 0, 'exploration questions for the empty session');
    assert.equal(panel.panel.title, 'Sales (chat test)');
    assert.equal(panel.panel.viewType, CHAT_VIEW_TYPE);
    assert.equal(init.state.options.maxQuestionLength, 6000);
    assert.ok(find(sent, 'history', (m) => m.position === 'replace' && m.turns.length === 0));
    const { client } = await engineClient();
    assert.equal((await client.getSession(panel.sessionId)).name, 'Sales (chat test)');
  });

  it('asks a question and streams an answer with the real numbers, a table with its rows and a chart', async () => {
    await panel.receive({ type: 'ask', requestId: 'r-1', question: QUESTION });
    const started = find(sent, 'jobStarted', (m) => m.requestId === 'r-1');
    assert.ok(started, 'jobStarted answers the ask');
    const finished = find(sent, 'jobFinished', (m) => m.turnId === started.turnId);
    assert.deepEqual(finished?.outcome, { status: 'completed' });
    assert.ok(sent.filter((m) => m.type === 'jobEvents').length >= 1);

    const turn = panel.conversation.find((t) => t.turnId === started.turnId)!;
    assert.ok(turn.jobId, 'the job id arrived');
    const types = turn.blocks.map((b) => b.type);
    for (const type of ['MESSAGE', 'CODE', 'TABLE', 'IMAGE', 'SOURCES', 'QUESTIONS']) assert.ok(types.includes(type as never), `a ${type} block (${types.join(', ')})`);

    const expected = expectedRevenueByRegion(salesCsv().fsPath);
    const north = expected.get('North')!;
    const text = turn.blocks.filter((b) => b.type === 'MESSAGE').map((b) => b.content).join('\n');
    const shown = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
    assert.ok(text.includes(shown(north)), `the answer states North's revenue ${shown(north)}: ${text.slice(0, 400)}`);

    const tableIndex = turn.blocks.findIndex((b) => b.type === 'TABLE');
    const table = await waitFor('the table data', () => find(sent, 'tableData', (m) => m.ref.turnId === turn.turnId && m.ref.index === tableIndex));
    assert.equal(table.data.state, 'ready');
    if (table.data.state !== 'ready') return;
    const [header, ...rows] = parseCsv(table.data.csv);
    assert.equal(table.data.rowCount, rows.length);
    assert.ok(rows.length >= expected.size, `a row per region (${rows.length})`);
    const regionColumn = header.indexOf('region');
    const valueColumn = header.findIndex((h) => /revenue/.test(h));
    for (const [region, total] of expected) {
      const row = rows.find((r) => r[regionColumn] === region);
      assert.ok(row, `a row for ${region}`);
      assert.ok(Math.abs(Number(row[valueColumn]) - total) < 0.01, `${region}: ${row[valueColumn]} = ${total}`);
    }

    const imageIndex = turn.blocks.findIndex((b) => b.type === 'IMAGE');
    const image = await waitFor('the image data', () => find(sent, 'imageData', (m) => m.ref.turnId === turn.turnId && m.ref.index === imageIndex));
    assert.equal(image.data.state, 'ready');
    if (image.data.state === 'ready') {
      assert.match(image.data.mime, /^image\//);
      assert.ok(Buffer.from(image.data.base64, 'base64').length > 200, 'the chart has content');
    }
  });

  it('the session\'s row in the Sessions tree names its dataset, the questions asked and when', async () => {
    const api = await extensionApi();
    const row = await waitFor('the session row with its question count', async () => {
      api.sessions.refresh();
      const node = (await api.sessions.getChildren()).find((n): n is SessionNode => n.kind === 'session' && n.session.id === panel.sessionId);
      const item = node && api.sessions.getTreeItem(node);
      return item && /question/.test(String(item.description)) ? item : undefined;
    });
    // Under a minute ago unless the machine is very slow.
    assert.match(String(row.description), /^Sales \(chat test\) · 1 question · (just now|1 minute ago)$/);
    assert.match(String((row.tooltip as vscode.MarkdownString).value), /Questions asked here: 1 question, (just now|1 minute ago)/);
    assert.doesNotMatch(String(row.description), /AUTO/);
  });

  it('refuses a question over 6000 characters before sending it, naming the limit', async () => {
    const before = panel.conversation.length;
    await panel.receive({ type: 'ask', requestId: 'r-long', question: 'x'.repeat(6001) });
    const error = find(sent, 'error', (m) => m.requestId === 'r-long');
    assert.ok(error);
    assert.match(error.error.message, /6001.*6000/);
    assert.equal(panel.conversation.length, before, 'no job was started');
  });

  it('ignores malformed messages from the webview', async () => {
    const count = sent.length;
    for (const bad of [{ type: 'ask' }, { type: 'insertCode', code: 1 }, { type: 'nope' }, 'ask', null]) assert.equal(await panel.receive(bad), undefined);
    assert.equal(sent.length, count, 'nothing was sent in answer');
  });

  it('inserts code at the cursor of the last text editor, replacing its selection, while the panel has focus', async () => {
    const document = await vscode.workspace.openTextDocument({ language: 'python', content: 'before\nREPLACE ME\nafter\n' });
    const editor = await vscode.window.showTextDocument(document, vscode.ViewColumn.Beside);
    editor.selection = new vscode.Selection(1, 0, 1, 10);
    panel.reveal();
    await waitFor('the panel to have focus', () => panel.panel.active || undefined);
    const turn = panel.conversation.at(-1)!;
    const python = turn.blocks.find((b): b is CodeBlock => b.type === 'CODE' && b.content.startsWith('```python'));
    assert.ok(python, 'the answer has Python code');
    const code = python.content.replace(/^```python\n|\n```$/g, '');
    await panel.receive({ type: 'insertCode', code, language: 'python', target: 'cursor' });
    assert.equal(document.getText(), `before\n${code}\nafter\n`);
    assert.ok(code.includes('groupby'), 'the analyst’s pandas code');
  });

  it('inserts code as a cell of the last notebook', async () => {
    let notebook: vscode.NotebookDocument;
    try {
      notebook = await vscode.workspace.openNotebookDocument('jupyter-notebook', new vscode.NotebookData([new vscode.NotebookCellData(vscode.NotebookCellKind.Code, 'import pandas as pd', 'python')]));
    } catch (error) {
      // The built-in ipynb serializer is what this server offers; say so if it is missing.
      assert.fail(`no 'jupyter-notebook' serializer in this VS Code: ${String(error)}`);
    }
    await vscode.window.showNotebookDocument(notebook);
    const api = await extensionApi();
    await waitFor('the notebook to be the last editor', () => (find(sent, 'state', (m) => m.patch.lastEditor === 'notebook') ? true : undefined));
    panel.reveal();
    await panel.receive({ type: 'insertCode', code: 'print(df.groupby("region")["revenue"].sum())', language: 'python', target: 'notebook' });
    assert.equal(notebook.cellCount, 2);
    assert.equal(notebook.cellAt(1).document.getText(), 'print(df.groupby("region")["revenue"].sum())');
    assert.equal(notebook.cellAt(1).document.languageId, 'python');
    assert.ok(api.chat.panelFor(panel.sessionId));
  });

  it('opens code in a new file with its language', async () => {
    await panel.receive({ type: 'openInNewFile', code: 'SELECT 1;', language: 'sql' });
    const editor = await waitFor('the new editor', () => (vscode.window.activeTextEditor?.document.getText() === 'SELECT 1;' ? vscode.window.activeTextEditor : undefined));
    assert.equal(editor.document.languageId, 'sql');
    assert.equal(editor.document.isUntitled, true);
  });

  it('saves the session settings through modify session', async () => {
    await panel.receive({ type: 'changeSettings', requestId: 's-1', settings: { output_language: 'DE', max_contextual_job_history: 3 } });
    const state = find(sent, 'state', (m) => m.patch.settings?.output_language === 'DE');
    assert.ok(state);
    const { client } = await engineClient();
    const session = await client.getSession(panel.sessionId);
    assert.equal(session.output_language, 'DE');
    assert.equal(session.max_contextual_job_history, 3);
    assert.equal(session.name, 'Sales (chat test)');
    await panel.receive({ type: 'changeSettings', requestId: 's-2', settings: { output_language: 'AUTO', max_contextual_job_history: 10 } });
  });

  it('exports the conversation to Markdown: code kept, table as Markdown, image saved next to it', async () => {
    const file = vscode.Uri.file(path.join(exportDir, 'sales chat.md'));
    const written = await panel.exportConversation(file);
    assert.equal(written?.fsPath, file.fsPath);
    const markdown = fs.readFileSync(file.fsPath, 'utf8');
    assert.match(markdown, /^# Sales \(chat test\)/);
    assert.match(markdown, /^## total revenue by region$/m);
    assert.match(markdown, /```sql\n/);
    assert.match(markdown, /```python\n[\s\S]*groupby/);
    assert.match(markdown, /^\| region \| total\\?_revenue \|$/m);
    assert.match(markdown, /^\| North \| 754596\.9 \|$/m);
    const image = /!\[[^\]]*\]\(<(sales chat-images\/[^>]+)>\)/.exec(markdown);
    assert.ok(image, 'an image link');
    assert.ok(fs.statSync(path.join(exportDir, image[1])).size > 200, 'the image file is next to the document');
  });

  it('finds the conversation after the panel is restored (serializer), with the draft', async () => {
    const api = await extensionApi();
    await panel.receive({ type: 'draftChanged', text: 'and by product?' });
    const { sessionId } = panel;
    const title = panel.panel.title;
    panel.dispose();
    assert.equal(api.chat.panelFor(sessionId), undefined);
    // What VS Code does after a window reload: a panel of our view type, handed to the serializer.
    const webviewPanel = vscode.window.createWebviewPanel(CHAT_VIEW_TYPE, title, vscode.ViewColumn.Active, {});
    const opened = new Promise<ChatPanel>((resolve) => api.chat.onDidOpen(resolve));
    await api.chat.deserializeWebviewPanel(webviewPanel, { draft: '' });
    panel = await opened;
    assert.equal(panel.sessionId, sessionId);
    sent = record(panel);
    const init = await waitFor('init after the restore', () => find(sent, 'init'), 60_000);
    assert.equal(init.draft, 'and by product?');
    assert.equal(init.state.dataset?.id, datasetId);
    const history = await waitFor('history after the restore', () => find(sent, 'history', (m) => m.position === 'replace'));
    assert.equal(history.turns.length, 1);
    assert.equal(history.turns[0].question, QUESTION);
    assert.ok(history.turns[0].answer.blocks.some((b) => b.type === 'TABLE'), 'the table is part of the restored answer');
    const ref = { turnId: history.turns[0].turnId, index: history.turns[0].answer.blocks.findIndex((b) => b.type === 'TABLE') };
    const table = await waitFor('the kept table', () => find(sent, 'tableData', (m) => m.ref.turnId === ref.turnId && m.ref.index === ref.index));
    assert.equal(table.data.state, 'ready');
  });

  it('opens an existing session with its newest history page first and loads older pages on request', async () => {
    const api = await extensionApi();
    const { client } = await engineClient();
    const session = await client.createSession({ name: 'Paged history (chat test)' });
    // Pages of 10, oldest first: 10 + 10 + 3.
    const questions = Array.from({ length: 23 }, (_, i) => (i % 2 ? `total units by region ${i}` : `total revenue by product ${i}`));
    for (const question of questions) await client.createJob({ session_id: session.id, question, dataset_id: datasetId });
    await vscode.commands.executeCommand('dataAnalysis.openSession', session.id);
    const paged = await waitFor('the session panel', () => api.chat.panelFor(session.id));
    const pagedSent = record(paged);
    const newest = await waitFor('the newest history page', () => find(pagedSent, 'history', (m) => m.position === 'replace'), 60_000);
    assert.deepEqual(newest.turns.map((t) => t.question), questions.slice(10), 'the newest page (3) and the one before it, oldest first');
    assert.equal(newest.hasOlder, true);
    assert.ok(newest.turns.every((t) => t.answer.blocks.length > 0 && t.status === 'completed'));
    await paged.receive({ type: 'loadOlderHistory', requestId: 'older-1' });
    const older = find(pagedSent, 'history', (m) => m.requestId === 'older-1');
    assert.ok(older);
    assert.equal(older.position, 'older');
    assert.deepEqual(older.turns.map((t) => t.question), questions.slice(0, 10));
    assert.equal(older.hasOlder, false);
    // Opening it again reveals the same panel.
    await vscode.commands.executeCommand('dataAnalysis.openSession', session.id);
    assert.equal(api.chat.panelFor(session.id), paged);
    paged.dispose();
  });

  describe('stop and retry, through a service that streams slowly', () => {
    let proxy: Awaited<ReturnType<typeof startPacingProxy>> | undefined;

    afterEach(async () => {
      await vscode.commands.executeCommand('dataAnalysis.useLocalEngine');
      await proxy?.close();
      proxy = undefined;
    });

    async function connectThrough(mode: { delayMs: number; breakAfter?: number }) {
      const { baseUrl, apiKey } = await engineClient();
      proxy = await startPacingProxy(baseUrl, mode);
      const connected = await vscode.commands.executeCommand('dataAnalysis.connectHosted', { address: proxy.url, userId: 'local', apiKey });
      assert.equal(connected, true);
    }

    it('Stop aborts at once and keeps the blocks that arrived, marked stopped', async () => {
      await connectThrough({ delayMs: 400 });
      const asked = panel.receive({ type: 'ask', requestId: 'r-stop', question: 'total units by product' });
      const started = await waitFor('the job to start', () => find(sent, 'jobStarted', (m) => m.requestId === 'r-stop'));
      const turn = await waitFor('a first block', () => panel.conversation.find((t) => t.turnId === started.turnId && t.blocks.length > 0));
      // Finished by the time the stop is handled: the slow stream was not waited for.
      await panel.receive({ type: 'stop', turnId: started.turnId });
      const finished = find(sent, 'jobFinished', (m) => m.turnId === started.turnId);
      assert.deepEqual(finished?.outcome, { status: 'stopped' });
      await asked;
      assert.equal(turn.status, 'stopped');
      assert.ok(turn.blocks.length > 0, 'what arrived is kept');
      assert.ok(!turn.blocks.some((b) => b.type === 'QUESTIONS'), 'the answer did not run to its end');
    });

    it('a broken stream keeps its partial answer with the error; Retry is a new job with the same question', async () => {
      await connectThrough({ delayMs: 20, breakAfter: 6 });
      await panel.receive({ type: 'ask', requestId: 'r-fail', question: QUESTION });
      const started = find(sent, 'jobStarted', (m) => m.requestId === 'r-fail')!;
      const failed = find(sent, 'jobFinished', (m) => m.turnId === started.turnId);
      assert.ok(failed?.outcome.status === 'failed', JSON.stringify(failed?.outcome));
      assert.ok(failed.outcome.error.message.length > 0);
      assert.ok(failed.outcome.error.code !== undefined, 'the error has a code');
      const failedTurn = panel.conversation.find((t) => t.turnId === started.turnId)!;
      assert.ok(failedTurn.blocks.length > 0, 'the partial answer is kept');
      assert.equal(panel.conversation.filter((t) => t.question === QUESTION).length, 2, 'not re-sent by itself');

      await vscode.commands.executeCommand('dataAnalysis.useLocalEngine');
      await panel.receive({ type: 'retry', requestId: 'r-retry', turnId: started.turnId });
      const retried = find(sent, 'jobStarted', (m) => m.requestId === 'r-retry');
      assert.ok(retried);
      assert.notEqual(retried.turnId, started.turnId, 'a new turn');
      assert.equal(retried.question, QUESTION);
      assert.deepEqual(find(sent, 'jobFinished', (m) => m.turnId === retried.turnId)?.outcome, { status: 'completed' });
      const retriedTurn = panel.conversation.find((t) => t.turnId === retried.turnId)!;
      assert.ok(retriedTurn.jobId && retriedTurn.jobId !== failedTurn.jobId, 'a new job');
      assert.equal(failedTurn.status, 'failed', 'the failed turn stays as it was');
    });
  });
});
