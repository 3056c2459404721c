/**
 * `npx tsx bench/loopBlockingCheck.ts`: is the blocked-time measure (loopBlocking.ts) real? Under
 * the machine's own load plus three busy processes of our own on top, a test client:
 *  1. waits 3 s doing nothing: its delays are waiting for a core, and must not show as blocked;
 *  2. runs a synchronous loop of 80 ms of its own CPU time, three times: each must show as
 *     >= 80 ms blocked, however long it took on the wall clock.
 * A plain delay monitor over the same phases is printed beside it.
 */
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { blockingSampler, mainThreadCpu } from './loopBlocking';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const hogs = Array.from({ length: 3 }, () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
  try {
    await sleep(500);
    const cpu = mainThreadCpu();
    const sampler = blockingSampler();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await sleep(3000);
    const waiting = sampler.phase();
    const waitingDelay = Math.round(delay.max / 1e6);
    delay.reset();
    for (let i = 0; i < 3; i++) {
      await sleep(200);
      const start = cpu.read();
      const wallStart = performance.now();
      while (cpu.read() - start < 80) {
        // A synchronous loop: 80 ms of this thread's own CPU time.
      }
      console.log(`  loop ${i + 1}: 80 ms of CPU took ${Math.round(performance.now() - wallStart)} ms on the wall clock`);
    }
    await sleep(200);
    const looping = sampler.stop();
    console.log(`CPU clock: ${cpu.source}; load average ${(await import('node:os')).loadavg()[0].toFixed(1)} (3 busy processes of this check on top)`);
    console.log(`waiting only:      blocked longest ${waiting.maxMs} ms / p99 ${waiting.p99Ms} ms; plain delay longest ${waitingDelay} ms (${waiting.windows} windows)`);
    console.log(`80 ms loops (x3):  blocked longest ${looping.maxMs} ms / p99 ${looping.p99Ms} ms; plain delay longest ${Math.round(delay.max / 1e6)} ms`);
    const ok = waiting.maxMs < 50 && looping.maxMs >= 80;
    console.log(ok ? 'the measure is real: the loop shows as >= 80 ms blocked, the waiting does not' : 'NOT as expected');
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const hog of hogs) hog.kill();
  }
}

void main();
