/**
 * `data-analysis mcp`: the MCP server on stdio. By default it starts the local engine in this
 * process on a data folder of its own (so nothing leaves the machine and no account is needed);
 * with --base-url it uses a hosted v2 service, whose key comes from DATA_ANALYSIS_API_KEY or a
 * file that only its owner can read, never from the command line (where `ps` would show it).
 * stdout carries the protocol only; notes go to stderr and never contain the key.
 */
import { readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { redactSecret } from '../api/errors';
import { localeFromEnv } from '../cli/numbers';
import { startLocalEngine } from '../cli/service';
import { ClientServiceApi } from '../connection/clientApi';
import type { ServiceApi } from '../connection/serviceApi';
import { DataTools } from '../tools/dataTools';
import { version } from '../../package.json';
import { createMcpServer } from './server';

export const MCP_USAGE = `Usage: data-analysis mcp [options]

Serves the data tools (list_datasets, describe_dataset, ask_question, run_sql, analyze_file) to
an MCP client over stdio (run_sql needs the local engine).

Options:
  --data-dir <dir>       the local engine keeps its data here
                         (default: $DATA_ANALYSIS_DATA_DIR or ~/.data-analysis/mcp)
  --base-url <url>       use a hosted v2 service instead (or set DATA_ANALYSIS_BASE_URL)
  --user-id <id>         your user id there (or set DATA_ANALYSIS_USER_ID)
  --api-key-file <file>  read its API key from this file (only its owner may read it);
                         otherwise from DATA_ANALYSIS_API_KEY
  -h, --help             show this help
`;

export interface McpIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { on(event: 'end' | 'close', listener: () => void): unknown };
  stdout: NodeJS.WritableStream;
  stderr(text: string): void;
  cwd: string;
  /** Fired by SIGINT/SIGTERM: the server closes and the engine stops. */
  signal?: AbortSignal;
}

interface Backend {
  api: ServiceApi;
  name: string;
  /** The local engine (run_sql works only there). */
  local: boolean;
  secret?: string;
  close(): Promise<void>;
}

export class McpUsageError extends Error {}

/** Reads a key file; refused when others could read it (the key would not be a secret). */
async function readKeyFile(file: string): Promise<string> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new McpUsageError(`--api-key-file: no file at ${file}`);
  if (process.platform !== 'win32' && (info.mode & 0o077) !== 0) {
    throw new McpUsageError(`--api-key-file: ${file} can be read by other users; run chmod 600 on it first`);
  }
  const key = (await readFile(file, 'utf8')).trim();
  if (!key) throw new McpUsageError(`--api-key-file: ${file} is empty`);
  return key;
}

async function openBackend(values: Record<string, string | undefined>, io: McpIo): Promise<Backend> {
  const userAgent = `data-analysis-mcp node/${process.versions.node}`;
  const logger = { debug: () => {}, warn: (message: string) => io.stderr(`data-analysis mcp: ${message}\n`) };
  // Charts are drawn for the terminal's locale (LC_ALL, LC_NUMERIC or LANG), as the CLI's are.
  const locale = localeFromEnv(io.env);
  const baseUrl = values['base-url'] ?? io.env.DATA_ANALYSIS_BASE_URL;
  if (baseUrl) {
    const keyFile = values['api-key-file'] ?? io.env.DATA_ANALYSIS_API_KEY_FILE;
    const apiKey = keyFile ? await readKeyFile(path.resolve(io.cwd, keyFile)) : io.env.DATA_ANALYSIS_API_KEY;
    if (!apiKey) throw new McpUsageError('--base-url needs an API key: set DATA_ANALYSIS_API_KEY or give --api-key-file');
    const userId = values['user-id'] ?? io.env.DATA_ANALYSIS_USER_ID;
    if (!userId) throw new McpUsageError('--base-url needs a user id: --user-id or DATA_ANALYSIS_USER_ID');
    const api = new ClientServiceApi({ kind: 'hosted', baseUrl, apiKey, userId }, logger, userAgent, locale);
    return { api, name: 'hosted service', local: false, secret: apiKey, close: () => api.close() };
  }
  if (values['user-id'] || values['api-key-file']) throw new McpUsageError('--user-id and --api-key-file are for --base-url; the local engine makes its own key');
  const dataDir = values['data-dir'] ?? io.env.DATA_ANALYSIS_DATA_DIR ?? path.join(os.homedir(), '.data-analysis', 'mcp');
  const local = await startLocalEngine({ dataDir: path.resolve(io.cwd, dataDir) });
  const api = new ClientServiceApi({ kind: 'local', baseUrl: local.engine.url, apiKey: local.apiKey, userId: 'local' }, logger, userAgent, locale);
  return {
    api,
    name: 'local engine',
    local: true,
    secret: local.apiKey,
    close: async () => {
      await api.close();
      await local.close();
    },
  };
}

/** Runs until the client closes stdin (or a signal); resolves with the exit code. */
export async function runMcpServer(argv: readonly string[], io: McpIo): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        'data-dir': { type: 'string' },
        'base-url': { type: 'string' },
        'user-id': { type: 'string' },
        'api-key-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.stderr(`data-analysis mcp: ${error instanceof Error ? error.message : String(error)}\n\n${MCP_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.stderr(MCP_USAGE);
    return 0;
  }
  let backend: Backend;
  try {
    backend = await openBackend(values as Record<string, string | undefined>, io);
  } catch (error) {
    io.stderr(`data-analysis mcp: ${error instanceof Error ? error.message : String(error)}\n`);
    return error instanceof McpUsageError ? 2 : 1;
  }
  const tools = new DataTools({ api: async () => backend.api, baseDir: () => io.cwd, serviceName: () => backend.name, isLocal: () => backend.local });
  const server = createMcpServer(tools, version);
  server.onerror = (error) => io.stderr(`data-analysis mcp: ${redactSecret(error.message, backend.secret)}\n`);
  const transport = new StdioServerTransport(io.stdin as NodeJS.ReadStream, io.stdout as NodeJS.WriteStream);
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
    io.stdin.on('end', () => resolve());
    io.stdin.on('close', () => resolve());
    io.signal?.addEventListener('abort', () => resolve(), { once: true });
  });
  await server.connect(transport);
  io.stderr(`data-analysis mcp: serving on stdio with the ${backend.name}\n`);
  await closed;
  await server.close().catch(() => undefined);
  await backend.close();
  return 0;
}
