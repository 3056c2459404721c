/**
 * `npm run bench -- bigUpload`: a 5 GB multipart upload to the local engine, with the connection
 * dropped part-way, then resumed. The client runs in its own process (as the extension host
 * would), whose resident memory is measured before and during the upload; the engine runs in this
 * one, behind a proxy that goes "offline" (cuts every part request) once 40% of the bytes have
 * passed, until the client gives up, and then comes back.
 *
 * What is checked, next to its target:
 *  - the client's extra memory (peak RSS during the upload minus RSS before it) < 100 MB;
 *  - after the drop, the second upload of the same file sends only the parts not yet accepted
 *    (bytes sent the second time, next to the file's size), and the engine's stored upload has
 *    every byte;
 *  - the client's longest event-loop delay during the upload (target 50 ms), next to that of an
 *    idle process running over the same time (a timer alone: what the machine's load does to any
 *    process; on a shared machine a process waits for a core).
 *
 * The file is sparse (made with truncate: no disk space on this side; its bytes read as zeros),
 * so only the engine's side writes: its parts (5 GB) and then the assembled file (5 GB), which
 * the bench deletes. It needs 11 GB free in the temporary folder and says so otherwise.
 * BIG_UPLOAD_GB=1 runs a smaller size. The engine's data folder is deleted at the end.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, open, readdir, rm, stat, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { DataAnalysisClient } from '../src/api/client';
import type { ServiceError } from '../src/api/errors';
import { echoAnalyst } from '../test/support/engine-harness';
import { uploadProxy } from '../test/support/uploadProxy';
import { startEngine } from '../src/engine/server';

const GB = 1024 ** 3;
const SIZE = Math.round(Number(process.env.BIG_UPLOAD_GB ?? 5) * GB);
const KEY = 'big-upload-bench-key-0123456789';
const USER = 'bench';
const DROP_AT = 0.4;

interface ClientReport {
  phase: 'dropped' | 'done';
  ms: number;
  startRssMb: number;
  peakRssMb: number;
  loopMaxMs: number;
  idleLoopMaxMs: number;
  message?: string;
  key?: string;
}

/** The client process: uploads, reports the failure, waits to be told to go on, uploads again. */
async function clientProcess(baseUrl: string, file: string): Promise<void> {
  const client = new DataAnalysisClient({
    baseUrl, apiKey: KEY, userId: USER, proxy: { noProxy: '*' },
    retry: { maxAttempts: 2, baseDelayMs: 20, maxDelayMs: 100 },
    timeouts: { bodyIdleMs: 120_000, headersMs: 120_000 },
  });
  await client.listDatasets();
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  idle.disable();
  const startRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  let peak = startRssMb;
  const sampler = setInterval(() => (peak = Math.max(peak, Math.round(process.memoryUsage().rss / 1024 / 1024))), 100);
  const send = (report: ClientReport) => process.send?.(report);
  for (const phase of ['dropped', 'done'] as const) {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    let message: string | undefined;
    let key: string | undefined;
    try {
      key = (await client.uploadFile(file)).file_object_key;
    } catch (error) {
      message = (error as ServiceError).msg ?? String(error);
    }
    loop.disable();
    send({ phase, ms: performance.now() - started, startRssMb, peakRssMb: peak, loopMaxMs: Math.round(loop.max / 1e6), idleLoopMaxMs: Math.round(idle.max / 1e6), message, key });
    if (phase === 'dropped') await once(process, 'message');
  }
  clearInterval(sampler);
  await client.close();
}

/** The engine behind a proxy that, while `offline`, cuts every part upload (a dropped network), and counts part bytes forwarded. */
function proxyTo(target: string, onBytes: (n: number) => void, offline: () => boolean) {
  return uploadProxy(target, (req, part) => {
    if (part === undefined || req.method !== 'PUT') return false;
    if (offline()) {
      req.socket.destroy();
      return true;
    }
    req.on('data', (chunk: Buffer) => onBytes(chunk.length));
    return false;
  });
}

/** A process that does nothing but keep a timer, measuring its own event-loop delay until told to stop. */
async function idleProcess(): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const keep = setInterval(() => undefined, 1000);
  await once(process, 'message');
  loop.disable();
  clearInterval(keep);
  process.send?.({ maxMs: Math.round(loop.max / 1e6), p99Ms: Math.round(loop.percentile(99) / 1e6) });
  process.disconnect();
}

async function main(): Promise<void> {
  if (process.argv[2] === '--client') return clientProcess(process.argv[3], process.argv[4]);
  if (process.argv[2] === '--idle') return idleProcess();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'big-upload-'));
  const fs = await statfs(dir);
  const free = fs.bavail * fs.bsize;
  if (free < SIZE * 2.2) {
    console.log(`skipped: ${(free / GB).toFixed(1)} GB free in ${os.tmpdir()}, the engine's side needs ${((SIZE * 2.2) / GB).toFixed(1)} GB (BIG_UPLOAD_GB=1 runs a smaller size)`);
    await rm(dir, { recursive: true, force: true });
    return;
  }
  const file = path.join(dir, 'big.csv');
  const handle = await open(file, 'w');
  await handle.truncate(SIZE);
  await handle.close();
  const engine = await startEngine({ dataDir: path.join(dir, 'engine'), apiKey: KEY, analyst: echoAnalyst, maxUploadBytes: SIZE + GB });
  let forwarded = 0;
  let offline = false;
  const proxy = await proxyTo(engine.url, (n) => {
    forwarded += n;
    if (!offline && forwarded >= SIZE * DROP_AT && phase === 'first') offline = true;
  }, () => offline);
  let phase: 'first' | 'second' = 'first';
  try {
    console.log(`${(SIZE / GB).toFixed(1)} GB multipart upload to the local engine, connection dropped at ${DROP_AT * 100}% and resumed`);
    console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / GB).toFixed(0)} GB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}; ${new Date().toISOString().slice(0, 10)}`);
    const idle = fork(__filename, ['--idle'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const child = fork(__filename, ['--client', proxy.url, file], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const reports: ClientReport[] = [];
    let firstBytes = 0;
    child.on('message', (report: ClientReport) => {
      reports.push(report);
      if (report.phase === 'dropped') {
        firstBytes = forwarded;
        phase = 'second';
        offline = false;
        child.send('go on');
      }
    });
    await once(child, 'exit');
    idle.send('stop');
    const [idleLoop] = (await once(idle, 'message')) as [{ maxMs: number; p99Ms: number }];
    const [first, second] = reports;
    if (!first || !second) throw new Error('the client process did not report both uploads');
    const secondBytes = forwarded - firstBytes;
    const mb = (n: number) => `${Math.round(n / 1024 / 1024).toLocaleString('en-US')} MB`;
    console.log(`first upload: stopped after ${(first.ms / 1000).toFixed(1)} s, ${mb(firstBytes)} forwarded (parts cut while offline included): "${first.message}"`);
    console.log(`second upload (same file): ${(second.ms / 1000).toFixed(1)} s, ${mb(secondBytes)} sent, ${((secondBytes / SIZE) * 100).toFixed(0)}% of the file (resumed: only the parts not accepted), ${second.key ? 'completed' : `FAILED: ${second.message}`}`);
    const stored = second.key ? await storedSize(path.join(dir, 'engine')) : undefined;
    console.log(`engine's stored upload: ${stored === undefined ? 'not found' : `${mb(stored)}${stored === SIZE ? ', every byte' : `, EXPECTED ${mb(SIZE)}`}`}`);
    const extra = Math.max(first.peakRssMb, second.peakRssMb) - first.startRssMb;
    console.log(`client memory: ${first.startRssMb} MB before, peak ${Math.max(first.peakRssMb, second.peakRssMb)} MB: +${extra} MB (target < 100 MB: ${extra < 100 ? 'met' : 'NOT met'})`);
    const loopMax = Math.max(first.loopMaxMs, second.loopMaxMs);
    console.log(`client event loop: longest delay during the uploads ${loopMax} ms (target 50 ms: ${loopMax <= 50 ? 'met' : 'not met'}); an idle process over the same time: longest ${idleLoop.maxMs} ms, p99 ${idleLoop.p99Ms} ms; the client process idle for 1 s before: ${first.idleLoopMaxMs} ms`);
  } finally {
    await proxy.close();
    await engine.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The size of the one file the engine assembled (it keeps completed uploads in <data>/uploads). */
async function storedSize(dataDir: string): Promise<number | undefined> {
  const files = await readdir(path.join(dataDir, 'uploads'));
  return files.length === 1 ? (await stat(path.join(dataDir, 'uploads', files[0]))).size : undefined;
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
