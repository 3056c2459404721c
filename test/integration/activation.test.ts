import assert from 'node:assert/strict';
import * as vscode from 'vscode';

const EXTENSION_ID = 'data-analysis-team.data-analysis';

describe('activation', () => {
  it('activates in the real extension host', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is loaded`);
    await extension.activate();
    assert.equal(extension.isActive, true);
  });

  it('registers every command it contributes', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
    const contributed: Array<{ command: string }> = extension.packageJSON.contributes.commands;
    const registered = new Set(await vscode.commands.getCommands(true));
    const missing = contributed.map((c) => c.command).filter((id) => !registered.has(id));
    assert.deepEqual(missing, []);
  });

  it('shows its activity-bar container with the sessions and datasets views', async () => {
    await vscode.commands.executeCommand('workbench.view.extension.dataAnalysis');
    await vscode.commands.executeCommand('dataAnalysis.sessions.focus');
    await vscode.commands.executeCommand('dataAnalysis.datasets.focus');
  });
});
