import { strict as assert } from 'node:assert';
import { blockedMs, blockingSampler, percentile, summarize } from '../../../bench/loopBlocking';

describe('bench/loopBlocking: blocked time told apart from waiting for a core', () => {
  it('bounds a window by the CPU time its thread ran in it, never by its wall-clock length', () => {
    // 300 ms late but the thread ran 2 ms: it waited for a core.
    assert.equal(blockedMs({ wallMs: 300, cpuMs: 2 }), 2);
    // A synchronous loop: the thread ran through the whole delay.
    assert.equal(blockedMs({ wallMs: 85, cpuMs: 82 }), 82);
    // A coarse CPU clock can overshoot the window: capped at the window.
    assert.equal(blockedMs({ wallMs: 5, cpuMs: 10 }), 5);
    assert.equal(blockedMs({ wallMs: 5, cpuMs: -1 }), 0);
  });

  it('reports the longest bound, its 99th percentile and the longest plain delay', () => {
    const windows = [
      ...Array.from({ length: 198 }, () => ({ wallMs: 5, cpuMs: 0.1 })),
      { wallMs: 400, cpuMs: 1 },
      { wallMs: 120, cpuMs: 81 },
    ];
    assert.deepEqual(summarize(windows), { maxMs: 81, p99Ms: 0, maxDelayMs: 400, windows: 200 });
    assert.deepEqual(summarize([]), { maxMs: 0, p99Ms: 0, maxDelayMs: 0, windows: 0 });
  });

  it('takes the nearest-rank percentile', () => {
    assert.equal(percentile([3, 1, 2, 4], 50), 2);
    assert.equal(percentile([3, 1, 2, 4], 99), 4);
    assert.equal(percentile([7], 99), 7);
  });

  it('closes a phase from the clocks it reads, and starts the next one afresh', () => {
    let wall = 0;
    let cpu = 0;
    const sampler = blockingSampler(60_000, { wall: () => wall, cpu: { read: () => cpu, source: 'thread' } });
    // A window of 500 ms in which the thread ran 90 ms (a synchronous loop under load).
    wall = 500;
    cpu = 90;
    const first = sampler.phase();
    assert.equal(first.maxMs, 90);
    assert.equal(first.maxDelayMs, 500);
    // Then 700 ms of waiting with 3 ms of CPU: the new phase sees only that.
    wall = 1200;
    cpu = 93;
    const second = sampler.stop();
    assert.deepEqual([second.maxMs, second.maxDelayMs], [3, 700]);
    assert.equal(sampler.source, 'thread');
  });
});
