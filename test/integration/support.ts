/**
 * Shared by the extension's integration tests: the activated extension's objects, a client of
 * the same local engine (to check what the commands did), and small waits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import { DataAnalysisClient } from '../../src/api/client';
import type { DataAnalysisExports } from '../../src/extension';

export const EXTENSION_ID = 'data-analysis-team.data-analysis';

export async function extensionApi(): Promise<DataAnalysisExports> {
  const extension = vscode.extensions.getExtension<DataAnalysisExports>(EXTENSION_ID);
  if (!extension) throw new Error(`${EXTENSION_ID} is not loaded`);
  return extension.activate();
}

/** A client of the running local engine, with the same user id as the extension. */
export async function engineClient(): Promise<{ client: DataAnalysisClient; baseUrl: string; apiKey: string }> {
  const { engine } = await extensionApi();
  const { baseUrl, apiKey } = await engine.endpoint();
  return { client: new DataAnalysisClient({ baseUrl, apiKey, userId: 'local' }), baseUrl, apiKey };
}

export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The workspace folder (a copy of samples/). */
export function workspaceDir(): string {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the test runs without a workspace folder');
  return folder.uri.fsPath;
}

/** A CSV in a fresh temporary folder. */
export function writeCsv(name: string, rows: number, folder = fs.mkdtempSync(path.join(os.tmpdir(), 'da-it-'))): vscode.Uri {
  const lines = ['date,region,product,units,revenue'];
  const regions = ['North', 'South', 'East', 'West'];
  for (let i = 0; i < rows; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(`2024-${String((i % 12) + 1).padStart(2, '0')}-${day},${regions[i % 4]},P${i % 7},${(i % 13) + 1},${((i * 37) % 1000) + 0.5}`);
  }
  const file = path.join(folder, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return vscode.Uri.file(file);
}

/** A sample of the workspace (samples/sales.csv), or a generated CSV when samples are missing. */
export function salesCsv(): vscode.Uri {
  const sample = path.join(workspaceDir(), 'sales.csv');
  return fs.existsSync(sample) ? vscode.Uri.file(sample) : writeCsv('sales.csv', 200, workspaceDir());
}
