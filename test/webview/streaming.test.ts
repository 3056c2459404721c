import assert from 'node:assert/strict';
import { code, events, init, message, started, task } from './fixtures';
import { foreignRequests, openPanel, type PanelPage } from './harness';
import { suite } from './setup';

describe('streaming answers', () => {
  let panel: PanelPage;
  let origin: string;

  beforeEach(async () => {
    const { browser, server } = await suite();
    origin = server.origin;
    panel = await openPanel(browser, server, { viewport: { width: 800, height: 600 } });
    await panel.post(init());
    await panel.post({ type: 'history', position: 'replace', turns: [], hasOlder: false });
  });

  afterEach(async () => {
    assert.deepEqual(panel.errors, []);
    assert.deepEqual(await panel.violations(), []);
    assert.deepEqual(foreignRequests(panel, origin), []);
    await panel.close();
  });

  it('grows the answer as fragments arrive, with working steps that collapse and a polite announcement at the end', async () => {
    await panel.post(started('t1', 'Revenue by region?'));
    await panel.post(events('t1', [task('g-calc', 'Total revenue by region', 'a', 'running'), { op: 'block', index: 0, block: code('```python\nx = 1\n```') }], 'job-1'));
    await panel.settle();
    const step = panel.page.locator('vscode-collapsible.step');
    assert.equal(await step.getAttribute('description'), 'Running');
    assert.equal(await step.evaluate((s) => (s as HTMLElement & { open: boolean }).open), true);
    assert.equal(await panel.page.locator('.working').isVisible(), true);
    assert.equal(await panel.page.locator('.answer').getAttribute('aria-busy'), 'true');

    await panel.post(events('t1', [task('g-calc', 'Total revenue by region', 'a', 'done'), { op: 'block', index: 1, block: message('## Result\n\n') }]));
    const fragments = ['North ', 'leads ', 'with **1.25M**.\n\n', 'South ', 'follows.'];
    for (const text of fragments) await panel.post(events('t1', [{ op: 'append', index: 1, text }]));
    await panel.settle();
    assert.equal(await step.getAttribute('description'), 'Done');
    const answer = panel.page.locator('.respond .block-message');
    assert.equal(await answer.locator('h2').textContent(), 'Result');
    assert.equal((await answer.textContent())?.replace(/\s+/g, ' ').trim(), 'Result North leads with 1.25M. South follows.');
    // The live region says nothing while streaming.
    assert.equal(await panel.page.locator('[role="status"]').textContent(), '');

    await panel.post({ type: 'jobFinished', turnId: 't1', outcome: { status: 'completed' } });
    await panel.settle();
    // A screen reader hears that the answer is complete and its opening sentence.
    await panel.page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === 'Answer complete. North leads with 1.25M.');
    assert.equal(await step.evaluate((s) => (s as HTMLElement & { open: boolean }).open), false);
    assert.equal(await panel.page.locator('.working').count(), 0);
    assert.equal(await panel.page.locator('.answer').getAttribute('aria-busy'), 'false');
  });

  it('re-renders only the block that changed, and only the tail of a growing message', async () => {
    await panel.post(started('t1', 'Q'));
    await panel.post(events('t1', [{ op: 'block', index: 0, block: message('First paragraph.\n\nSecond paragraph.\n\n') }, { op: 'block', index: 1, block: { ...code('```sql\nSELECT 1\n```'), stage: 'Respond', group_id: 'g-answer' } }]));
    await panel.settle();
    await panel.page.evaluate(() => {
      const mark = (selector: string): void => {
        (document.querySelector(selector) as HTMLElement & { __mark?: boolean }).__mark = true;
      };
      mark('.respond .block-code');
      mark('.respond .block-code code');
      mark('.respond .block-message .md-chunk:not(.md-tail)');
    });
    await panel.post(events('t1', [{ op: 'block', index: 2, block: message('Third block ') }]));
    for (let i = 0; i < 5; i++) await panel.post(events('t1', [{ op: 'append', index: 2, text: `more ${i}. ` }]));
    await panel.post(events('t1', [{ op: 'append', index: 0, text: 'Third paragraph.\n\nFourth' }]));
    await panel.settle();
    const kept = await panel.page.evaluate(() => {
      const marked = (selector: string): boolean => (document.querySelector(selector) as HTMLElement & { __mark?: boolean }).__mark === true;
      return {
        code: marked('.respond .block-code'),
        codeInner: marked('.respond .block-code code'),
        firstChunk: marked('.respond .block-message .md-chunk:not(.md-tail)'),
      };
    });
    assert.deepEqual(kept, { code: true, codeInner: true, firstChunk: true });
    const texts = await panel.page.locator('.respond > .block').evaluateAll((blocks) => blocks.map((b) => b.textContent?.replace(/\s+/g, ' ').trim()));
    assert.equal(texts[0], 'First paragraph. Second paragraph. Third paragraph. Fourth');
    assert.equal(texts[2], 'Third block more 0. more 1. more 2. more 3. more 4.');
  });

  it('draws at most once per animation frame however many batches arrive', async () => {
    await panel.post(started('t1', 'Q'));
    await panel.post(events('t1', [{ op: 'block', index: 0, block: message('Start ') }]));
    await panel.settle();
    const result = await panel.page.evaluate(async () => {
      const tail = document.querySelector('.respond .md-tail') as HTMLElement;
      let frame = 0;
      let running = true;
      const tick = (): void => {
        frame += 1;
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const drawsPerFrame = new Map<number, number>();
      const observer = new MutationObserver((records) => {
        // replaceChildren on the tail is one childList record per draw.
        const draws = records.filter((r) => r.target === tail && r.type === 'childList').length;
        if (draws) drawsPerFrame.set(frame, (drawsPerFrame.get(frame) ?? 0) + draws);
      });
      observer.observe(tail, { childList: true });
      for (let i = 0; i < 300; i++) {
        window.postMessage({ type: 'jobEvents', turnId: 't1', ops: [{ op: 'append', index: 0, text: `w${i} ` }] }, '*');
        if (i % 30 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      running = false;
      observer.disconnect();
      return { frames: drawsPerFrame.size, max: Math.max(...drawsPerFrame.values()), total: [...drawsPerFrame.values()].reduce((a, b) => a + b, 0), text: tail.textContent };
    });
    assert.equal(result.max, 1, 'never two draws of the block in one frame');
    assert.ok(result.total < 300, `far fewer draws (${result.total}) than batches (300)`);
    assert.ok(result.text?.trim().endsWith('w299'));
  });

  it('follows new output at the bottom; when the reader scrolled up it stays put and offers Jump to latest', async () => {
    await panel.post(started('t1', 'Q'));
    const paragraph = (i: number): string => `Paragraph ${i} ${'lorem ipsum '.repeat(20)}\n\n`;
    await panel.post(events('t1', [{ op: 'block', index: 0, block: message(paragraph(0)) }]));
    for (let i = 1; i < 15; i++) await panel.post(events('t1', [{ op: 'append', index: 0, text: paragraph(i) }]));
    await panel.settle();
    const atBottom = (): Promise<boolean> =>
      panel.page.evaluate(() => {
        const main = document.querySelector('main') as HTMLElement;
        return main.scrollHeight - main.scrollTop - main.clientHeight <= 32;
      });
    assert.equal(await atBottom(), true);
    const jump = panel.page.locator('vscode-button.jump-latest');
    assert.equal(await jump.isVisible(), false);

    await panel.page.locator('main').evaluate((main) => {
      main.scrollTop = 100;
    });
    await panel.settle();
    for (let i = 15; i < 25; i++) await panel.post(events('t1', [{ op: 'append', index: 0, text: paragraph(i) }]));
    await panel.settle();
    assert.equal(await panel.page.locator('main').evaluate((main) => main.scrollTop), 100);
    assert.equal(await jump.isVisible(), true);
    await jump.click();
    await panel.settle();
    assert.equal(await atBottom(), true);
    assert.equal(await jump.isVisible(), false);
    assert.equal(await panel.page.evaluate(() => document.activeElement?.tagName), 'TEXTAREA');
  });

  it('renders a 1 MB message that arrives at once across several frames, without losing any of it', async () => {
    const paragraphs = Array.from({ length: 4000 }, (_, i) => `Paragraph **${i}** ${'x'.repeat(230)}`);
    await panel.post(started('t1', 'Q'));
    await panel.post(events('t1', [{ op: 'block', index: 0, block: message(paragraphs.join('\n\n')) }]));
    await panel.post({ type: 'jobFinished', turnId: 't1', outcome: { status: 'completed' } });
    await panel.page.waitForFunction(() => document.querySelector('.answer')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 30000 });
    const counts = await panel.page.evaluate(() => ({ strong: document.querySelectorAll('.block-message strong').length, chunks: document.querySelectorAll('.block-message .md-chunk').length }));
    assert.equal(counts.strong, 4000);
    assert.ok(counts.chunks > 10, `split into ${counts.chunks} chunks`);
  });
});
