/**
 * Streaming a long answer into the chat webview in Chromium: 10,000 MESSAGE fragments (1 MB of
 * Markdown) arrive as the host sends them, a batch every 50 ms. Measured, for the real webview
 * and, in the same run, for a naive webview that re-renders the whole answer (marked + DOMPurify,
 * same renderer) on every update it receives:
 *   - time from the last fragment being sent to the final render,
 *   - the longest main-thread task while streaming (PerformanceObserver 'longtask').
 * Target (issue 7): final render within 1 s of the last fragment, no task over 50 ms.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import type { HostMessage } from '../src/protocol';
import { init } from '../test/webview/fixtures';
import { buildWebview, launchBrowser, openPanel, startServer, type AssetServer } from '../test/webview/harness';

const FRAGMENTS = 10_000;
const TARGET_BYTES = 1_000_000;
const BATCH_INTERVAL_MS = 50;
const BATCHES = 200;
const END = 'END-OF-ANSWER';

/** About 1 MB of the Markdown answers contain: headings, paragraphs, lists, tables, code. */
function answerMarkdown(): string {
  const parts: string[] = [];
  let size = 0;
  for (let k = 0; size < TARGET_BYTES; k++) {
    const unit = [
      `## Section ${k}: revenue in region ${k % 7}\n\n`,
      `In period ${k} the **total revenue** was ${(k * 7919) % 100000} and the \`median\` order ${(k * 31) % 997}. `,
      `Compared with [the previous period](https://example.com/p/${k}) it changed by ${(k % 23) - 11}%. `,
      'The largest contributors were wholesale customers, while retail stayed flat over the quarter.\n\n',
      `- North: ${k * 3}\n- South: ${k * 5}\n- East: ${k * 7}\n- West: ${k * 11}\n\n`,
      `| region | orders | revenue |\n|---|---:|---:|\n| North | ${k} | ${k * 13} |\n| South | ${k + 1} | ${k * 17} |\n\n`,
      '```python\n',
      `df = sales[sales.period == ${k}]\nprint(df.groupby('region')['revenue'].sum())\n`,
      '```\n\n',
    ].join('');
    parts.push(unit);
    size += unit.length;
  }
  return `${parts.join('')}${END}\n`;
}

/** Cut at even offsets, mid-word and mid-line: the worst case for incremental rendering. */
function fragmentsOf(text: string): string[] {
  const at = (i: number): number => Math.round((i * text.length) / FRAGMENTS);
  return Array.from({ length: FRAGMENTS }, (_, i) => text.slice(at(i), at(i + 1)));
}

/** The naive webview: the same Markdown renderer, the whole answer on every update. */
async function baselineScript(): Promise<Buffer> {
  const result = await build({
    stdin: {
      contents: `
        import { renderMarkdown } from '../webview/markdown';
        const root = document.getElementById('app');
        const answer = document.createElement('div');
        answer.className = 'answer';
        root.append(answer);
        let text = '';
        window.addEventListener('message', (event) => {
          const message = event.data;
          if (message.type !== 'jobEvents') return;
          for (const op of message.ops) {
            text += op.op === 'append' ? op.text : op.block.content;
          }
          answer.replaceChildren(renderMarkdown(text));
        });
        acquireVsCodeApi().postMessage({ type: 'ready' });
      `,
      resolveDir: path.join(__dirname),
      sourcefile: 'baseline.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'error',
  });
  return Buffer.from(result.outputFiles[0].contents);
}

interface Result {
  finalRenderMs: number;
  longestTaskMs: number;
  tasksOver50: number;
}

/** Streams the fragments as the host would (ending with END) and measures the page. */
async function stream(page: Page, fragments: string[]): Promise<Result> {
  await page.evaluate(() => {
    const w = window as unknown as { __tasks: number[]; __lastMutation: number };
    w.__tasks = [];
    w.__lastMutation = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    new MutationObserver(() => {
      w.__lastMutation = Date.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const perBatch = Math.ceil(FRAGMENTS / BATCHES);
  const started = Date.now();
  let lastSent = started;
  const sends: Array<Promise<void>> = [];
  for (let b = 0; b * perBatch < fragments.length; b++) {
    const slice = fragments.slice(b * perBatch, (b + 1) * perBatch);
    const messages: HostMessage[] = [
      {
        type: 'jobEvents',
        turnId: 't1',
        ops: slice.map((text, i) =>
          b === 0 && i === 0
            ? { op: 'block', index: 0, block: { type: 'MESSAGE', content: text, group_id: 'g', group_name: 'Answer', stage: 'Respond' } }
            : { op: 'append', index: 0, text },
        ),
      },
    ];
    if ((b + 1) * perBatch >= fragments.length) messages.push({ type: 'jobFinished', turnId: 't1', outcome: { status: 'completed' } });
    // Like the host: sent on its own clock, whether or not the page keeps up (messages queue).
    const due = started + b * BATCH_INTERVAL_MS;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastSent = Date.now();
    sends.push(page.evaluate((list) => list.forEach((m) => window.postMessage(m, '*')), messages as unknown as Record<string, unknown>[]));
  }
  await Promise.all(sends);
  // Rendered when the end marker is on screen and nothing changed for half a second. Only the
  // last element is read: reading all of a 1 MB page every poll would itself be a long task.
  await page.waitForFunction(
    (end) => [document.querySelector('.md-tail'), document.querySelector('.answer > :last-child')].some((e) => e?.textContent?.includes(end)),
    END,
    { timeout: 300_000, polling: 100 },
  );
  for (;;) {
    const quiet = await page.evaluate(() => Date.now() - (window as unknown as { __lastMutation: number }).__lastMutation);
    if (quiet > 500) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const measured = await page.evaluate(() => {
    const w = window as unknown as { __tasks: number[]; __lastMutation: number };
    return { tasks: w.__tasks, lastMutation: w.__lastMutation };
  });
  return {
    finalRenderMs: Math.max(0, measured.lastMutation - lastSent),
    longestTaskMs: Math.max(0, ...measured.tasks),
    tasksOver50: measured.tasks.filter((d) => d > 50).length,
  };
}

/** Opens a fresh page and streams `fragments` into it. */
async function run(browser: Browser, server: AssetServer, fragments: string[], naive: boolean): Promise<Result> {
  const viewport = { width: 900, height: 900 };
  const panel = await openPanel(browser, server, { viewport, path: naive ? '/baseline' : '/' });
  try {
    if (!naive) {
      await panel.post(init());
      await panel.post({ type: 'jobStarted', requestId: 'r', turnId: 't1', question: 'Describe every period' });
      await panel.settle();
    }
    return await stream(panel.page, fragments);
  } finally {
    await panel.close();
  }
}

async function main(): Promise<void> {
  buildWebview();
  const markdown = answerMarkdown();
  const fragments = fragmentsOf(markdown);
  // The naive renderer needs seconds per update near 1 MB (about ten minutes for the whole
  // stream), so both renderers are also run on the first fifth of the same answer.
  const prefix = [...fragments.slice(0, FRAGMENTS / 5), `\n\n${END}\n`];
  const server = await startServer({ alternate: { page: '/baseline', script: '/baseline.js', body: await baselineScript() } });
  const browser = await launchBrowser();
  try {
    const full = await run(browser, server, fragments, false);
    const partWebview = await run(browser, server, prefix, false);
    const partNaive = await run(browser, server, prefix, true);
    const row = (name: string, r: Result): string =>
      `${name.padEnd(58)} ${String(r.finalRenderMs).padStart(8)} ms ${r.longestTaskMs.toFixed(0).padStart(9)} ms ${String(r.tasksOver50).padStart(10)}`;
    console.log(`${fragments.length} MESSAGE fragments, ${(markdown.length / 1e6).toFixed(2)} MB of Markdown, a batch every ${BATCH_INTERVAL_MS} ms (${Math.ceil(FRAGMENTS / BATCHES)} fragments each)`);
    console.log(`${''.padEnd(58)} ${'final render'.padStart(11)} ${'longest task'.padStart(12)} ${'tasks >50 ms'.padStart(12)}`);
    console.log(row(`webview, all ${fragments.length} fragments (1 MB)`, full));
    console.log(row(`webview, first ${prefix.length - 1} fragments (0.2 MB)`, partWebview));
    console.log(row(`whole answer re-rendered per update, first ${prefix.length - 1} (0.2 MB)`, partNaive));
    console.log('target: final render within 1000 ms of the last fragment, no task over 50 ms (on an idle machine)');
    const ok = full.finalRenderMs <= 1000 && full.longestTaskMs <= 50;
    console.log(ok ? 'webview meets the target' : `webview misses the target (load average now ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
