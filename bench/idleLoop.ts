/**
 * The anchor of the client's event-loop figures: a Node process doing nothing but the same
 * monitors, at the same time, on the same machine (started by scale.bench.ts). Each 'm' on stdin
 * closes a phase; at the end of stdin it writes one figure per phase as JSON after its 'r'.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { blockingSampler } from './loopBlocking';

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const blocking = blockingSampler();
const phases: unknown[] = [];
const take = () => {
  phases.push({ maxMs: Math.round(loop.max / 1e6), p99Ms: Math.round(loop.percentile(99) / 1e6), blocked: blocking.phase() });
  loop.reset();
};
process.stdin.on('data', (data) => {
  for (const c of String(data)) if (c === 'm') take();
});
process.stdout.write('r');
process.stdin.on('end', () => {
  take();
  blocking.stop();
  process.stdout.write(JSON.stringify(phases));
});
