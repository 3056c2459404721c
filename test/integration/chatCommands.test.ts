/**
 * The keyboard commands and Export Conversation as Notebook, inside the real extension host:
 * Ask in Session asks in the open chat, Stop the Answer stops a running one (the same stop the
 * panel's button sends), and the exported notebook reads the workspace's own file by its path
 * relative to the notebook.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { ChatPanel } from '../../src/chat/chatPanel';
import type { AnalyzeResult } from '../../src/commands/analyzeFile';
import type { Notebook } from '../../src/export/notebook';
import { extensionApi, salesCsv, waitFor, workspaceDir } from './support';

describe('chat keyboard commands and the notebook export', function () {
  this.timeout(180_000);
  let panel: ChatPanel;

  before(async () => {
    const result = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', { files: [salesCsv()], datasetName: 'Sales (commands test)', openChat: false });
    assert.ok(result);
    panel = await (await extensionApi()).chat.openForDatasetPanel(result.datasetId);
    await waitFor('the panel loaded its session', () => panel.title === 'Sales (commands test)' || undefined, 60_000);
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('Ask in Session asks in the chat that is open, and the answer comes in the panel', async () => {
    panel.reveal(false);
    assert.equal(await vscode.commands.executeCommand('dataAnalysis.askInSession', 'total revenue by region'), true);
    const turn = await waitFor('the answer', () => panel.conversation.find((t) => t.question === 'total revenue by region' && t.status === 'completed'), 60_000);
    assert.ok(turn.blocks.some((b) => b.type === 'TABLE'));
  });

  it('Stop the Answer says so when nothing is being written', async () => {
    assert.equal(await vscode.commands.executeCommand('dataAnalysis.stopAnswer'), false);
  });

  it('Export Conversation as Notebook writes a notebook whose code reads the workspace file by its relative path', async () => {
    const folder = path.join(workspaceDir(), 'notebooks');
    fs.mkdirSync(folder, { recursive: true });
    const target = vscode.Uri.file(path.join(folder, 'commands test.ipynb'));
    const written = await vscode.commands.executeCommand<vscode.Uri>('dataAnalysis.exportNotebook', { target, language: 'pandas' });
    assert.equal(written?.fsPath, target.fsPath);
    const notebook = JSON.parse(fs.readFileSync(target.fsPath, 'utf8')) as Notebook;
    assert.equal(notebook.nbformat, 4);
    const sources = notebook.cells.map((c) => [c.cell_type, c.source.join('')]);
    assert.deepEqual(sources[1], ['markdown', '## total revenue by region']);
    const code = sources.filter(([type]) => type === 'code').map(([, text]) => text);
    assert.equal(code.length, 1);
    const relative = path.relative(folder, salesCsv().fsPath).split(path.sep).join('/');
    assert.ok(code[0].includes(`pd.read_csv(${JSON.stringify(relative)}`), code[0]);
    assert.ok(sources.some(([type, text]) => type === 'markdown' && /North/.test(text)), 'the answer text is a Markdown cell');
  });
});
