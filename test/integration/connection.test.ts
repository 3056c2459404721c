import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { engineClient, extensionApi, waitFor } from './support';

/**
 * The local engine stands in for a hosted service here (plain http is accepted on loopback only),
 * so the whole connect / set key / sign out path runs for real.
 */
describe('connection and API key', function () {
  this.timeout(60_000);
  let baseUrl: string;
  let apiKey: string;

  before(async () => {
    ({ baseUrl, apiKey } = await engineClient());
  });

  after(async () => {
    await vscode.commands.executeCommand('dataAnalysis.useLocalEngine');
  });

  it('refuses a plain-http address that is not on this machine', async () => {
    const connected = await vscode.commands.executeCommand('dataAnalysis.connectHosted', { address: 'http://ai.data.cloud/api', userId: 'u1', apiKey: 'whatever-key-1234' });
    assert.equal(connected, false);
    assert.equal(vscode.workspace.getConfiguration('dataAnalysis').get('service'), 'local');
  });

  it('checks the key before saving: a wrong key is not stored and the service stays local', async () => {
    const connected = await vscode.commands.executeCommand('dataAnalysis.connectHosted', { address: baseUrl, userId: 'local', apiKey: 'not-the-right-key-0000' });
    assert.equal(connected, false);
    assert.equal(vscode.workspace.getConfiguration('dataAnalysis').get('service'), 'local');
  });

  it('connects with a good key: address and user id in settings, the key only in SecretStorage', async () => {
    const api = await extensionApi();
    const connected = await vscode.commands.executeCommand('dataAnalysis.connectHosted', { address: baseUrl, userId: 'local', apiKey });
    assert.equal(connected, true);
    const config = vscode.workspace.getConfiguration('dataAnalysis');
    assert.equal(config.get('service'), 'hosted');
    assert.equal(config.get('hostedService.address'), baseUrl);
    assert.equal(config.get('hostedService.userId'), 'local');
    const state = await api.connection.check();
    assert.deepEqual([state.kind, state.status], ['hosted', 'ok']);
    assert.match(api.statusBar.text, /127\.0\.0\.1/);
    // Every setting value, at every level: none holds the key.
    const everything = JSON.stringify(['service', 'hostedService.address', 'hostedService.userId'].map((key) => config.inspect(key)));
    assert.ok(!everything.includes(apiKey), 'the key is not in settings');
    // The trees now list the same service's data through the "hosted" path.
    api.datasets.refresh();
    await api.datasets.getChildren();
  });

  it('Set API Key replaces the key only after the service accepts it', async () => {
    const api = await extensionApi();
    assert.equal(await vscode.commands.executeCommand('dataAnalysis.setApiKey', 'wrong-key-abcdefgh'), false);
    assert.equal((await api.connection.check()).status, 'ok', 'the good key is still in use');
    assert.equal(await vscode.commands.executeCommand('dataAnalysis.setApiKey', apiKey), true);
  });

  it('Sign Out removes the key: the service then asks for one', async () => {
    const api = await extensionApi();
    await vscode.commands.executeCommand('dataAnalysis.signOut');
    const state = await api.connection.check();
    assert.equal(state.status, 'noKey');
    assert.match(api.statusBar.text, /\$\(key\)/);
    // The key round-trips: set again, accepted again.
    assert.equal(await vscode.commands.executeCommand('dataAnalysis.setApiKey', apiKey), true);
    assert.equal((await api.connection.check()).status, 'ok');
  });

  it('Use Local Engine switches back', async () => {
    const api = await extensionApi();
    await vscode.commands.executeCommand('dataAnalysis.useLocalEngine');
    assert.equal(vscode.workspace.getConfiguration('dataAnalysis').get('service'), 'local');
    const state = await api.connection.check();
    assert.deepEqual([state.kind, state.status], ['local', 'ok']);
  });

  it('never writes the key to the log file', async () => {
    const api = await extensionApi();
    const logFile = path.join(api.logUri.fsPath, 'Data Analysis.log');
    const text = await waitFor('the log file', () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : undefined));
    assert.match(text, /Local engine \d+ listening on http:\/\/127\.0\.0\.1/, 'the log file is the extension log');
    assert.ok(!text.includes(apiKey), 'the engine key is not in the log');
    assert.ok(!text.includes('wrong-key-abcdefgh'), 'a rejected key is not in the log');
    assert.ok(!text.includes('not-the-right-key-0000'), 'a rejected key is not in the log');
  });
});
