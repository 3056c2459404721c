/**
 * Finding a local engine that another VS Code window already runs on the same data folder.
 * DuckDB locks the folder, so only one engine can use it; the engine that holds it writes
 * `<dataDir>/engine.json` ({port, pid, url}) once it listens and removes it when it exits
 * cleanly. A window that finds a live engine there, answering with the shared key, uses it
 * instead of starting its own. Plain Node (no `vscode`), so it is tested outside the editor.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ENGINE_EXIT, ENGINE_FILE_NAME } from '../engine/processInfo';

export const ENGINE_RECORD_FILE = ENGINE_FILE_NAME;

/** The exit code of an engine that found its data folder locked by another engine. */
export const ENGINE_EXIT_LOCKED = ENGINE_EXIT.dataDirInUse;

export interface EngineRecord {
  port: number;
  pid: number;
  url: string;
}

/** The record in `dataDir`, or undefined when there is none or it is not one (half written, edited). */
export function readEngineRecord(dataDir: string): EngineRecord | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, ENGINE_RECORD_FILE), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<EngineRecord>;
    const { port, pid, url } = value;
    if (!Number.isInteger(port) || !Number.isInteger(pid) || typeof url !== 'string') return undefined;
    // Only an engine on this machine's loopback is ever used: the file could name anything.
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' || parsed.hostname !== '127.0.0.1' || Number(parsed.port) !== port || (pid as number) <= 0) return undefined;
    return { port: port as number, pid: pid as number, url: url.replace(/\/+$/, '') };
  } catch {
    return undefined;
  }
}

/** Whether a process with this id exists (one owned by another user counts: it exists). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the engine at `url` answers an authenticated call with `apiKey`. Plain node:http, not
 * the service client: this runs at activation, and the client (undici) is loaded only when a
 * service is first used (loadClientApi.ts).
 */
export function engineAnswers(url: string, apiKey: string, timeoutMs = 3000): Promise<boolean> {
  const address = new URL(`${url}/v2/team/datasets`);
  address.search = new URLSearchParams({ user_id: 'local', page_number: '1', page_size: '1' }).toString();
  return new Promise((resolve) => {
    const request = http.get(address, { headers: { 'x-pd-api-key': apiKey, accept: 'application/json' }, timeout: timeoutMs, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > 1_000_000) response.destroy();
      });
      response.on('error', () => resolve(false));
      response.on('end', () => {
        try {
          resolve(response.statusCode === 200 && (JSON.parse(body) as { code?: unknown }).code === 0);
        } catch {
          resolve(false);
        }
      });
      response.on('close', () => resolve(false));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** The engine another window runs on `dataDir`, when it is alive and accepts `apiKey`. */
export async function findRunningEngine(dataDir: string, apiKey: string, answers = engineAnswers): Promise<EngineRecord | undefined> {
  const record = readEngineRecord(dataDir);
  if (!record || !isProcessAlive(record.pid)) return undefined;
  return (await answers(record.url, apiKey)) ? record : undefined;
}
