/**
 * A client of the OpenAI-compatible chat/completions protocol with tools: what the planner
 * speaks to every model, whether the user's own endpoint (Ollama, llama.cpp, vLLM, LM Studio,
 * OpenAI) or the editor's bridge to VS Code's models. Streams when the endpoint does (text
 * arrives as it is written; tool calls are assembled from their fragments) and reads a whole
 * JSON answer when it does not. 429 is retried after its Retry-After (a few times, briefly);
 * every other failure is a ModelError the planner turns into the fallback's one line.
 */
import { Agent, request, type Dispatcher } from 'undici';

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ModelTurn {
  text: string;
  toolCalls: ChatToolCall[];
  finishReason: string;
}

export type ModelFailure = 'unavailable' | 'permission' | 'rate-limited' | 'timeout' | 'bad-response' | 'http';

export class ModelError extends Error {
  constructor(readonly kind: ModelFailure, message: string) {
    super(message);
    this.name = 'ModelError';
  }
}

export interface ModelClientOptions {
  /** Base URL of the API, e.g. http://127.0.0.1:11434/v1; requests go to {base}/chat/completions. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …`; never logged, never in an error message. */
  apiKey?: string;
  /** Extra request headers (the editor's bridge names its window's choices this way). */
  headers?: Record<string, string>;
  /** Longest wait for the response's headers, and for the next piece of a streamed answer. */
  idleTimeoutMs?: number;
  /** Retries after a 429, each waiting its Retry-After (at most maxRetryWaitMs). */
  maxRetries?: number;
  maxRetryWaitMs?: number;
}

const DEFAULT_IDLE_MS = 60_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** What a failed response says about itself, without echoing anything that looks like a key. */
function errorText(body: string): string {
  let message = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const inner = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message ?? parsed.message;
    if (typeof inner === 'string') message = inner;
  } catch {
    // not JSON: the text itself
  }
  return message.replace(/\s+/g, ' ').trim().slice(0, 200);
}

export class ModelClient {
  private readonly agent: Dispatcher;
  private readonly url: URL;

  constructor(private readonly options: ModelClientOptions) {
    let url: URL;
    try {
      url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`);
    } catch {
      throw new ModelError('unavailable', 'the model address is not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ModelError('unavailable', 'the model address must be http:// or https://');
    this.url = url;
    const idle = options.idleTimeoutMs ?? DEFAULT_IDLE_MS;
    this.agent = new Agent({ connect: { timeout: 10_000 }, headersTimeout: idle, bodyTimeout: idle });
  }

  get model(): string {
    return this.options.model;
  }

  /** Where the model is, for the answer's "which model" line: host only, no path or key. */
  get host(): string {
    return this.url.host;
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  /** One turn of the conversation; `onText` gets the answer's text as it streams. */
  async complete(messages: ChatMessage[], tools: ChatTool[], signal: AbortSignal, onText: (delta: string) => void = () => undefined): Promise<ModelTurn> {
    try {
      return await this.turn(messages, tools, signal, onText);
    } catch (error) {
      // An endpoint may quote the key it refused: an error never carries it on.
      const key = this.options.apiKey;
      if (error instanceof ModelError && key && error.message.includes(key)) throw new ModelError(error.kind, error.message.split(key).join('[redacted]'));
      throw error;
    }
  }

  private async turn(messages: ChatMessage[], tools: ChatTool[], signal: AbortSignal, onText: (delta: string) => void): Promise<ModelTurn> {
    const body = JSON.stringify({ model: this.options.model, messages, tools, tool_choice: 'auto', stream: true, temperature: 0 });
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json', ...this.options.headers };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const maxRetries = this.options.maxRetries ?? 2;
    for (let attempt = 0; ; attempt++) {
      let response: Dispatcher.ResponseData;
      try {
        response = await request(this.url, { method: 'POST', headers, body, signal, dispatcher: this.agent });
      } catch (error) {
        signal.throwIfAborted();
        throw this.transportError(error);
      }
      if (response.statusCode === 429) {
        const text = await response.body.text().catch(() => '');
        const header = response.headers['retry-after'];
        const seconds = Number(Array.isArray(header) ? header[0] : header);
        const wait = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000 * 2 ** attempt;
        if (attempt >= maxRetries || wait > (this.options.maxRetryWaitMs ?? 10_000)) {
          throw new ModelError('rate-limited', `the model is rate-limited (HTTP 429${text ? `: ${errorText(text)}` : ''})`);
        }
        await sleep(wait, signal);
        continue;
      }
      if (response.statusCode >= 400) {
        const text = await response.body.text().catch(() => '');
        const kind: ModelFailure = response.statusCode === 401 || response.statusCode === 403 ? 'permission' : response.statusCode === 404 ? 'unavailable' : 'http';
        throw new ModelError(kind, `the model answered HTTP ${response.statusCode}${text ? `: ${errorText(text)}` : ''}`);
      }
      const type = String(response.headers['content-type'] ?? '');
      try {
        return /text\/event-stream/i.test(type) ? await this.readStream(response, onText) : await this.readJson(response, onText);
      } catch (error) {
        signal.throwIfAborted();
        if (error instanceof ModelError) throw error;
        throw this.transportError(error);
      }
    }
  }

  private transportError(error: unknown): ModelError {
    const code = (error as { code?: string }).code ?? '';
    if (/TIMEOUT/i.test(code)) return new ModelError('timeout', 'the model stopped answering (no data within the time limit)');
    if (code === 'ECONNREFUSED') return new ModelError('unavailable', `nothing answers at ${this.url.host}`);
    const message = error instanceof Error ? error.message.split('\n')[0].slice(0, 200) : String(error);
    return new ModelError('unavailable', `the connection to the model failed (${code || message})`);
  }

  private async readJson(response: Dispatcher.ResponseData, onText: (delta: string) => void): Promise<ModelTurn> {
    const text = await response.body.text();
    let parsed: { choices?: Array<{ message?: { content?: string | null; tool_calls?: ChatToolCall[] }; finish_reason?: string }> };
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ModelError('bad-response', 'the model answered something that is not JSON');
    }
    const choice = parsed.choices?.[0];
    if (!choice?.message) throw new ModelError('bad-response', 'the model answered with no message');
    const content = typeof choice.message.content === 'string' ? choice.message.content : '';
    if (content) onText(content);
    const toolCalls = (choice.message.tool_calls ?? []).map((call, i) => ({
      id: String(call.id ?? `call_${i}`),
      type: 'function' as const,
      function: { name: String(call.function?.name ?? ''), arguments: String(call.function?.arguments ?? '') },
    }));
    return { text: content, toolCalls, finishReason: String(choice.finish_reason ?? 'stop') };
  }

  private async readStream(response: Dispatcher.ResponseData, onText: (delta: string) => void): Promise<ModelTurn> {
    let text = '';
    let finishReason = '';
    let done = false;
    const calls: ChatToolCall[] = [];
    let buffer = '';
    // A character may be split across two network pieces: the decoder keeps the partial bytes.
    const decoder = new TextDecoder('utf-8');
    const handle = (data: string) => {
      if (data === '[DONE]') {
        done = true;
        return;
      }
      let chunk: { choices?: Array<{ delta?: { content?: string | null; tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> }; finish_reason?: string | null }>; error?: unknown };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new ModelError('bad-response', 'the model streamed something that is not JSON');
      }
      if (chunk.error) throw new ModelError('http', `the model reported an error: ${errorText(JSON.stringify(chunk))}`);
      const choice = chunk.choices?.[0];
      if (!choice) return;
      const delta = choice.delta ?? {};
      if (typeof delta.content === 'string' && delta.content) {
        text += delta.content;
        onText(delta.content);
      }
      for (const part of delta.tool_calls ?? []) {
        const index = typeof part.index === 'number' ? part.index : calls.length;
        const call = (calls[index] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
        if (part.id) call.id = part.id;
        if (part.function?.name) call.function.name += part.function.name;
        if (part.function?.arguments) call.function.arguments += part.function.arguments;
      }
      if (choice.finish_reason) finishReason = choice.finish_reason;
    };
    for await (const piece of response.body) {
      buffer += decoder.decode(piece as Buffer, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line.startsWith('data:')) handle(line.slice(5).trim());
      }
      if (done) break;
    }
    buffer += decoder.decode();
    if (buffer.startsWith('data:')) handle(buffer.slice(5).trim());
    if (!done && !finishReason) throw new ModelError('unavailable', 'the connection to the model closed before its answer ended');
    return { text, toolCalls: calls.filter(Boolean).map((call, i) => ({ ...call, id: call.id || `call_${i}` })), finishReason: finishReason || 'stop' };
  }
}
