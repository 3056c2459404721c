/**
 * Small HTTP servers on 127.0.0.1 for the client tests: a recording server whose handler is the
 * test's to write (so it can misbehave on purpose), a real CONNECT proxy, and helpers to write
 * envelopes and SSE streams.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (req: RecordedRequest, res: http.ServerResponse, raw: http.IncomingMessage) => void | Promise<void>;

export interface TestServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Sockets closed by the peer (or by us) so far. */
  closedSockets: number;
  openSockets(): number;
  /** Answers CONNECT requests (a proxy that misbehaves). */
  onConnect(handler: (socket: net.Socket) => void): void;
  close(): Promise<void>;
}

export async function startServer(handler: Handler, options: { readBody?: boolean } = {}): Promise<TestServer> {
  const sockets = new Set<net.Socket>();
  const state = { closed: 0 };
  const requests: RecordedRequest[] = [];
  const server = http.createServer((raw, res) => {
    const finish = (body: Buffer) => {
      const url = new URL(raw.url ?? '/', 'http://127.0.0.1');
      const rec: RecordedRequest = { method: raw.method ?? '', url: raw.url ?? '', path: url.pathname, query: url.searchParams, headers: raw.headers, body };
      requests.push(rec);
      Promise.resolve(handler(rec, res, raw)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(599);
        res.end(String(error));
      });
    };
    if (options.readBody === false) {
      finish(Buffer.alloc(0));
      return;
    }
    const chunks: Buffer[] = [];
    raw.on('data', (c: Buffer) => chunks.push(c));
    raw.on('end', () => finish(Buffer.concat(chunks)));
    raw.on('error', () => {});
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      state.closed++;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    get closedSockets() {
      return state.closed;
    },
    openSockets: () => sockets.size,
    onConnect: (connectHandler) => {
      server.on('connect', (_req: http.IncomingMessage, socket: net.Socket) => connectHandler(socket));
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes `{code, msg?, data?}` as JSON with a trace id header. */
export function sendEnvelope(res: http.ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'x-pd-trace-id': headers['x-pd-trace-id'] ?? 'trace-test', ...headers });
  res.end(text);
}

export function ok(res: http.ServerResponse, data: unknown, traceId = 'trace-ok'): void {
  sendEnvelope(res, { code: 0, data }, 200, { 'x-pd-trace-id': traceId });
}

export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/** The service's JSON envelope of a streamed event (wire notes §2). */
export function envelopeData(content: unknown, groupId: string, groupName: string, stage: 'Analyze' | 'Respond'): string {
  return JSON.stringify({
    id: groupId,
    model: '',
    choices: [{ delta: { role: null, content }, index: 0, finish_reason: null }],
    created: 1763700000,
    group_id: groupId,
    group_name: groupName,
    stage,
  });
}

/** Serialises events the way the service does (no space after the colon). */
export function sseText(events: StreamEvent[], lineEnd = '\n'): string {
  return events
    .map((e) => `${e.id !== undefined ? `id:${e.id}${lineEnd}` : ''}event:${e.event}${lineEnd}${e.data.split('\n').map((d) => `data:${d}`).join(lineEnd)}${lineEnd}${lineEnd}`)
    .join('');
}

/** A realistic answer: tasks, analysis code, a Respond group with text around a table and an image. */
export function sampleStream(): StreamEvent[] {
  const plan = (content: unknown) => envelopeData(content, 'g-plan', 'Understand data', 'Analyze');
  const calc = (content: unknown) => envelopeData(content, 'g-calc', 'Total revenue by region', 'Analyze');
  const answer = (content: unknown) => envelopeData(content, 'g-answer', 'Conclusions', 'Respond');
  const table = { name: 'revenue_by_region.csv', url: 'https://files.example/t/1.csv', expires_at: '2026-11-21T12:00:00.000000Z' };
  const image = { name: 'chart.png', url: 'https://files.example/i/1.png', expires_at: '2026-11-21T12:00:00.000000Z' };
  return [
    { event: 'JOB_ID', data: 'job-7f3a' },
    { event: 'TASK', id: 'g-plan', data: plan({ name: 'Understand data', id: 't1', status: 'running', parent_id: null, stage: 'Analyze', properties: {} }) },
    { event: 'MESSAGE', id: 'g-plan', data: plan('Looking at the ') },
    { event: 'MESSAGE', id: 'g-plan', data: plan('columns.') },
    { event: 'TASK', id: 'g-plan', data: plan({ name: 'Understand data', id: 't1', status: 'done', parent_id: null, stage: 'Analyze', properties: {} }) },
    { event: 'TASK', id: 'g-calc', data: calc({ name: 'Compute', id: 't2', status: 'running', parent_id: null, stage: 'Analyze', properties: {} }) },
    { event: 'CODE', id: 'g-calc', data: calc("```python\nimport pandas as pd\ndf.groupby('region')['revenue'].sum()\n```") },
    { event: 'TRIGGER', id: 'g-calc', data: calc({ marker: true }) },
    { event: 'TASK', id: 'g-calc', data: calc({ name: 'Compute', id: 't2', status: 'done', parent_id: null, stage: 'Analyze', properties: {} }) },
    { event: 'MESSAGE', id: 'g-answer', data: answer('### Revenue by region\n\n') },
    { event: 'MESSAGE', id: 'g-answer', data: answer('North leads — ünïcødé ✓ 数据.\n') },
    { event: 'TABLE', id: 'g-answer', data: answer(table) },
    { event: 'MESSAGE', id: 'g-answer', data: answer('') },
    { event: 'MESSAGE', id: 'g-answer', data: answer('The chart shows it.') },
    { event: 'IMAGE', id: 'g-answer', data: answer(image) },
    { event: 'MESSAGE', id: 'g-answer', data: answer('Done.') },
    { event: 'QUESTIONS', id: 'g-answer', data: answer(['Which month had the highest revenue?']) },
    { event: 'SOURCES', id: '-1', data: envelopeData([{ id: '1', source: 'sales.csv', page_no: null, content: null, datasource_id: 'ds-1', dataset_id: 'dset-1', file_type: 'csv', external_id: '' }], '-1', '', 'Analyze') },
    { event: 'END_MARK', data: '[DONE]' },
  ];
}

export interface ConnectProxy {
  url: string;
  /** `host:port` of every CONNECT seen. */
  connects: string[];
  /** Requests that tried to use the proxy without a tunnel. */
  plainRequests: number;
  close(): Promise<void>;
}

/** A real HTTP proxy that only tunnels (CONNECT), like most corporate proxies for HTTPS. */
export async function startConnectProxy(): Promise<ConnectProxy> {
  const connects: string[] = [];
  const state = { plain: 0 };
  const sockets = new Set<net.Socket>();
  const server = http.createServer((_req, res) => {
    state.plain++;
    res.writeHead(405, { 'content-type': 'text/plain' });
    res.end('this proxy only tunnels');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = req.url ?? '';
    connects.push(target);
    const [host, port] = target.split(':');
    const upstream = net.connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    connects,
    get plainRequests() {
      return state.plain;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
