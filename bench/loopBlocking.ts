/**
 * How long the event loop was BLOCKED, told apart from how long it WAITED for a core.
 *
 * An event-loop delay on a loaded machine is mostly waiting: the thread is ready to run its timer
 * but the two cores are busy with other processes. A delay only blocks the loop when our own
 * thread runs through it. So a short timer samples the loop, and at each tick the main thread's
 * own CPU time is read: a window between two ticks in which the main thread ran for X ms was
 * blocked for at most X ms, however long it lasted on the wall clock. The longest such bound and
 * its 99th percentile are the figures; the same sampler in an idle process over the same time is
 * their anchor (an idle process runs for microseconds a window, whatever the load).
 *
 * The main thread's CPU time comes from Linux's /proc/<pid>/task/<pid>/schedstat (nanoseconds of
 * that one thread on a CPU). Where it cannot be read, the whole process's CPU time
 * (`process.cpuUsage`, every thread, so also an upper bound on the main thread's) is used instead
 * and the result says so.
 */
import { readFileSync } from 'node:fs';

/** One window between two ticks of the sampler: its wall-clock length and the thread's CPU time in it, ms. */
export interface LoopWindow {
  wallMs: number;
  cpuMs: number;
}

export interface Blocking {
  /** The longest time any window can have blocked the loop, ms. */
  maxMs: number;
  /** The 99th percentile of the windows' bounds, ms. */
  p99Ms: number;
  /** The longest wall-clock delay (waiting included), ms: what a plain delay monitor reports. */
  maxDelayMs: number;
  windows: number;
}

/**
 * A window blocked the loop for at most the CPU time its thread ran in it, and never longer than
 * the window itself (CPU time read from a coarser clock can overshoot by a tick).
 */
export const blockedMs = (window: LoopWindow): number => Math.max(0, Math.min(window.wallMs, window.cpuMs));

/** The nearest-rank percentile of values (p in 0..100); 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export function summarize(windows: readonly LoopWindow[]): Blocking {
  const blocked = windows.map(blockedMs);
  return {
    maxMs: Math.round(Math.max(0, ...blocked)),
    p99Ms: Math.round(percentile(blocked, 99)),
    maxDelayMs: Math.round(Math.max(0, ...windows.map((w) => w.wallMs))),
    windows: windows.length,
  };
}

/** The main thread's CPU time, ms, and whether it is that thread's alone or the whole process's. */
export function mainThreadCpu(): { read: () => number; source: 'thread' | 'process' } {
  const file = `/proc/${process.pid}/task/${process.pid}/schedstat`;
  try {
    const first = Number(readFileSync(file, 'utf8').split(' ')[0]);
    if (Number.isFinite(first)) return { read: () => Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6, source: 'thread' };
  } catch {
    // Not Linux, or no schedstat: the process's CPU time below.
  }
  return {
    read: () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    },
    source: 'process',
  };
}

/** The two clocks a sampler reads, ms: the wall clock and the main thread's CPU time (a test hands its own). */
export interface LoopClocks {
  wall: () => number;
  cpu: { read: () => number; source: 'thread' | 'process' };
}

/**
 * Samples the loop every `intervalMs` until `phase()` closes a phase (returning its figures) or
 * `stop()` ends it. The timer is unref'd: sampling never keeps a process alive.
 */
export function blockingSampler(intervalMs = 5, clocks: LoopClocks = { wall: () => performance.now(), cpu: mainThreadCpu() }) {
  const { cpu } = clocks;
  let windows: LoopWindow[] = [];
  let lastWall = clocks.wall();
  let lastCpu = cpu.read();
  const tick = () => {
    const wall = clocks.wall();
    const used = cpu.read();
    windows.push({ wallMs: wall - lastWall, cpuMs: used - lastCpu });
    lastWall = wall;
    lastCpu = used;
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const phase = (): Blocking => {
    tick();
    const figures = summarize(windows);
    windows = [];
    return figures;
  };
  return {
    source: cpu.source,
    phase,
    stop: (): Blocking => {
      const figures = phase();
      clearInterval(timer);
      return figures;
    },
  };
}

/** `max/p99` in ms, the figure printed beside its anchor. */
export const shown = (b: Blocking): string => `${b.maxMs}/${b.p99Ms}`;
