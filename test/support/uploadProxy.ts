/**
 * A proxy in front of the local engine for upload tests and benches. It forwards every request
 * and writes its own address over the engine's in the answers (the part addresses of an init),
 * so the part uploads pass through it too. `intercept` sees each request first, with its part
 * number for a part upload, and may take it over (return true), for example to cut it as a
 * dropped network does; returning false forwards it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UploadProxy {
  url: string;
  close(): Promise<void>;
}

export async function uploadProxy(engineUrl: string | (() => string), intercept: (req: http.IncomingMessage, part: number | undefined) => boolean): Promise<UploadProxy> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const part = /^\/uploads\/[^/]+\/parts\/(\d+)/.exec(url);
    if (intercept(req, part ? Number(part[1]) : undefined)) return;
    // A getter: a test may put a new engine behind the same proxy.
    const target = typeof engineUrl === 'string' ? engineUrl : engineUrl();
    const forward = http.request(`${target}${url}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replaceAll(target, `http://127.0.0.1:${(server.address() as AddressInfo).port}`));
        const headers = { ...answer.headers, 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.on('error', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
