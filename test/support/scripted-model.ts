/**
 * A scripted OpenAI-compatible chat/completions server for planner, engine and CLI tests (no
 * model weights exist here). Each request is answered by the script, which sees the request
 * (messages, tools, headers) and returns one reply: streamed text, a tool call (well-formed or
 * not), a 429, a slow trickle of tokens, a dropped connection, or a non-streamed JSON answer.
 * Every request is recorded so a test can read what the model was told.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelRequest {
  model: string;
  messages: Array<{ role: string; content?: string | null; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string }>;
  tools?: Array<{ function: { name: string } }>;
  stream?: boolean;
  headers: http.IncomingHttpHeaders;
}

export type Reply =
  | { text: string; pieces?: number; delayMs?: number; json?: boolean }
  | { sql: string; text?: string; id?: string; json?: boolean }
  | { rawArguments: string; name?: string }
  | { status: number; body?: string; retryAfter?: number }
  | { drop: 'before-headers' | 'mid-stream' };

export type Script = (request: ModelRequest, index: number) => Reply | Promise<Reply>;

export interface ScriptedModel {
  /** Base URL to give the planner: http://127.0.0.1:<port>/v1 */
  url: string;
  requests: ModelRequest[];
  setScript(script: Script): void;
  close(): Promise<void>;
}

/** The last tool result the model was sent, parsed. */
export function lastToolResult(request: ModelRequest): { ok: boolean; error?: string; rows?: unknown; row_count?: unknown } | undefined {
  const tool = [...request.messages].reverse().find((m) => m.role === 'tool');
  return tool?.content ? JSON.parse(tool.content) : undefined;
}

/** How many tool results the conversation holds so far. */
export function toolResults(request: ModelRequest): number {
  return request.messages.filter((m) => m.role === 'tool').length;
}

function chunk(res: http.ServerResponse, delta: Record<string, unknown>, finish: string | null = null): void {
  res.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startScriptedModel(script: Script, options: { key?: string } = {}): Promise<ScriptedModel> {
  let current = script;
  const requests: ModelRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404).end('{"error":{"message":"not found"}}');
          return;
        }
        if (options.key && req.headers.authorization !== `Bearer ${options.key}`) {
          res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Incorrect API key provided: ${String(req.headers.authorization).slice(7)}` } }));
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<ModelRequest, 'headers'>;
        const request = { ...body, headers: req.headers };
        requests.push(request);
        const reply = await current(request, requests.length - 1);
        if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.retryAfter === undefined ? {} : { 'retry-after': String(reply.retryAfter) }) });
          res.end(reply.body ?? JSON.stringify({ error: { message: `scripted HTTP ${reply.status}` } }));
          return;
        }
        if ('drop' in reply) {
          if (reply.drop === 'before-headers') {
            req.socket.destroy();
            return;
          }
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          chunk(res, { role: 'assistant', content: 'The answer is' });
          await sleep(20);
          req.socket.destroy();
          return;
        }
        const toolCall = 'sql' in reply
          ? { id: reply.id ?? `call_${requests.length}`, type: 'function', function: { name: 'run_sql', arguments: JSON.stringify({ sql: reply.sql }) } }
          : 'rawArguments' in reply
            ? { id: `call_${requests.length}`, type: 'function', function: { name: reply.name ?? 'run_sql', arguments: reply.rawArguments } }
            : undefined;
        const text = 'text' in reply ? reply.text ?? '' : '';
        if ('json' in reply && reply.json) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: text || null, ...(toolCall ? { tool_calls: [toolCall] } : {}) }, finish_reason: toolCall ? 'tool_calls' : 'stop' }] }));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        chunk(res, { role: 'assistant' });
        if (text) {
          const pieces = 'pieces' in reply && reply.pieces ? reply.pieces : 3;
          const size = Math.ceil(text.length / pieces);
          for (let i = 0; i < text.length; i += size) {
            chunk(res, { content: text.slice(i, i + size) });
            if ('delayMs' in reply && reply.delayMs) await sleep(reply.delayMs);
          }
        }
        if (toolCall) {
          // Streamed as OpenAI does: id and name first, the arguments in fragments.
          const args = toolCall.function.arguments;
          chunk(res, { tool_calls: [{ index: 0, id: toolCall.id, type: 'function', function: { name: toolCall.function.name, arguments: '' } }] });
          const half = Math.ceil(args.length / 2);
          chunk(res, { tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] });
          chunk(res, { tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] });
        }
        chunk(res, {}, toolCall ? 'tool_calls' : 'stop');
        res.end('data: [DONE]\n\n');
      })().catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setScript: (next) => {
      current = next;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
