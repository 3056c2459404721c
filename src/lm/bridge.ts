/**
 * The window's bridge from the local engine to VS Code's Language Model API: a loopback-only,
 * keyed HTTP server that speaks the OpenAI-compatible `POST /v1/chat/completions` (tools,
 * streaming) the engine's planner already speaks to every model, and answers it with a model
 * from `vscode.lm`. The engine never imports `vscode`; it only knows a URL, a model id and a key.
 *
 * Why a bridge per window: one local engine serves every window, and each window has its own
 * models, settings and consent. Each job names its window's bridge (`language_model` in the job
 * body), so two windows asking at once each use their own model.
 *
 * The key is random per window, compared in constant time, and never logged; the server binds
 * 127.0.0.1 only and refuses requests that name another host (DNS rebinding).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as vscode from 'vscode';

/** The OpenAI-compatible request, as much of it as the planner sends. */
interface ChatRequest {
  model?: unknown;
  messages?: unknown;
  tools?: unknown;
  stream?: unknown;
}

interface WireToolCall {
  id?: string;
  function?: { name?: string; arguments?: string };
}

interface WireMessage {
  role?: string;
  content?: unknown;
  tool_calls?: WireToolCall[];
  tool_call_id?: string;
}

export interface BridgeOptions {
  /** The model the request names (by `vscode.lm` id), or undefined when it is gone. */
  resolveModel(id: string): Promise<vscode.LanguageModelChat | undefined>;
  /** Why the extension asks (shown by the editor's own consent prompt). */
  justification: string;
  log: { warn(message: string): void };
}

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The request's messages as `vscode.lm` messages (it has no system role: the system text leads as the user's). */
export function toLanguageModelMessages(messages: WireMessage[]): vscode.LanguageModelChatMessage[] {
  const out: vscode.LanguageModelChatMessage[] = [];
  let pendingResults: vscode.LanguageModelToolResultPart[] = [];
  const flushResults = () => {
    if (pendingResults.length) out.push(vscode.LanguageModelChatMessage.User(pendingResults));
    pendingResults = [];
  };
  for (const message of messages) {
    const text = typeof message.content === 'string' ? message.content : '';
    if (message.role === 'tool') {
      pendingResults.push(new vscode.LanguageModelToolResultPart(String(message.tool_call_id ?? ''), [new vscode.LanguageModelTextPart(text)]));
      continue;
    }
    flushResults();
    if (message.role === 'assistant') {
      const parts: Array<vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart> = [];
      if (text) parts.push(new vscode.LanguageModelTextPart(text));
      for (const call of message.tool_calls ?? []) {
        let input: object = {};
        try {
          const parsed: unknown = JSON.parse(call.function?.arguments || '{}');
          if (parsed && typeof parsed === 'object') input = parsed;
        } catch {
          // The model wrote arguments that are not JSON; the planner already told it so.
        }
        parts.push(new vscode.LanguageModelToolCallPart(String(call.id ?? ''), String(call.function?.name ?? ''), input));
      }
      out.push(vscode.LanguageModelChatMessage.Assistant(parts.length ? parts : ''));
    } else {
      out.push(vscode.LanguageModelChatMessage.User(message.role === 'system' ? `Instructions:\n${text}` : text));
    }
  }
  flushResults();
  return out;
}

function toTools(tools: unknown): vscode.LanguageModelChatTool[] {
  if (!Array.isArray(tools)) return [];
  return tools.flatMap((tool: { function?: { name?: unknown; description?: unknown; parameters?: unknown } }) => {
    const fn = tool?.function;
    if (!fn || typeof fn.name !== 'string') return [];
    return [{ name: fn.name, description: typeof fn.description === 'string' ? fn.description : '', inputSchema: (fn.parameters ?? undefined) as object | undefined }];
  });
}

/** A LanguageModelError (or other failure) as the HTTP status and message the planner reports. */
export function describeFailure(error: unknown, modelName: string): { status: number; message: string } {
  if (error instanceof vscode.LanguageModelError) {
    if (error.code === vscode.LanguageModelError.NoPermissions.name) return { status: 403, message: vscode.l10n.t('VS Code did not allow this extension to use {0}. Allow it when VS Code asks, or choose another model.', modelName) };
    if (error.code === vscode.LanguageModelError.Blocked.name) return { status: 429, message: vscode.l10n.t('{0} refused the request (blocked: a quota or a policy). Try again later or choose another model.', modelName) };
    if (error.code === vscode.LanguageModelError.NotFound.name) return { status: 404, message: vscode.l10n.t('{0} is no longer available in VS Code.', modelName) };
    return { status: 502, message: vscode.l10n.t('{0} failed: {1}', modelName, error.message) };
  }
  return { status: 502, message: vscode.l10n.t('{0} failed: {1}', modelName, error instanceof Error ? error.message : String(error)) };
}

export class LanguageModelBridge implements vscode.Disposable {
  readonly key = randomBytes(32).toString('hex');
  private server: http.Server | undefined;
  private listening: Promise<string> | undefined;

  constructor(private readonly options: BridgeOptions) {}

  /** The base URL (http://127.0.0.1:<port>/v1), starting the server on first use. */
  url(): Promise<string> {
    this.listening ??= new Promise<string>((resolve, reject) => {
      const server = http.createServer((req, res) => void this.handle(req, res));
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        this.server = server;
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
      });
    });
    return this.listening;
  }

  dispose(): void {
    this.server?.closeAllConnections();
    this.server?.close();
  }

  private authorized(req: http.IncomingMessage): boolean {
    const host = String(req.headers.host ?? '');
    if (!/^127\.0\.0\.1(:\d+)?$/.test(host)) return false;
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    const wanted = Buffer.from(`Bearer ${this.key}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const fail = (status: number, message: string) => {
      if (res.headersSent) {
        res.end(`data: ${JSON.stringify({ error: { message } })}\n\n`);
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message } }));
    };
    if (!this.authorized(req)) return fail(401, 'unauthorized');
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return fail(404, 'not found');
    let request: ChatRequest;
    try {
      request = JSON.parse(await readBody(req)) as ChatRequest;
    } catch (error) {
      return fail(400, error instanceof Error ? error.message : 'bad request');
    }
    const id = typeof request.model === 'string' ? request.model : '';
    let model: vscode.LanguageModelChat | undefined;
    try {
      model = id ? await this.options.resolveModel(id) : undefined;
    } catch (error) {
      // Listing the models failed or timed out: the planner reports this line and the
      // rule-based analyst answers.
      return fail(503, error instanceof Error ? error.message : String(error));
    }
    if (!model) return fail(404, vscode.l10n.t('The language model {0} is not available in VS Code.', id || '(none)'));
    const cancel = new vscode.CancellationTokenSource();
    res.on('close', () => cancel.cancel());
    try {
      const messages = toLanguageModelMessages(Array.isArray(request.messages) ? request.messages as WireMessage[] : []);
      const response = await model.sendRequest(messages, { tools: toTools(request.tools), justification: this.options.justification }, cancel.token);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        res.write(`data: ${JSON.stringify({ object: 'chat.completion.chunk', model: id, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
      chunk({ role: 'assistant' });
      let calls = 0;
      for await (const part of response.stream) {
        if (part instanceof vscode.LanguageModelTextPart) {
          if (part.value) chunk({ content: part.value });
        } else if (part instanceof vscode.LanguageModelToolCallPart) {
          chunk({ tool_calls: [{ index: calls++, id: part.callId, type: 'function', function: { name: part.name, arguments: JSON.stringify(part.input ?? {}) } }] });
        }
      }
      chunk({}, calls ? 'tool_calls' : 'stop');
      res.end('data: [DONE]\n\n');
    } catch (error) {
      if (cancel.token.isCancellationRequested) return void res.destroy();
      const { status, message } = describeFailure(error, model.name);
      this.options.log.warn(`Language model bridge: ${message}`);
      fail(status, message);
    } finally {
      cancel.dispose();
    }
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (piece: Buffer) => {
      size += piece.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('the request is too large'));
        req.destroy();
        return;
      }
      chunks.push(piece);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
