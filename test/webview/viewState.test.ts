import assert from 'node:assert/strict';
import type { HostMessage, TurnView, WebviewPersistedState } from '../../src/protocol';
import { completedTurn, init, message } from './fixtures';
import { openPanel, type PanelPage } from './harness';
import { suite } from './setup';

/**
 * VS Code throws a hidden panel's webview away and loads it again when its tab comes back; the
 * host then sends `init` and the whole conversation again. These tests do the same with a new
 * page that gets the old page's saved state, as VS Code hands it back.
 */
describe('the view kept across a tab switch', () => {
  const pages: PanelPage[] = [];

  afterEach(async () => {
    for (const page of pages.splice(0)) {
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  });

  const step = (groupId: string, name: string) => ({ group_id: groupId, group_name: name, stage: 'Analyze' as const });
  function turn(n: number): TurnView {
    return completedTurn(`t${n}`, `Question ${n}?`, [
      message(`Reading the data for question ${n}.`, step(`g${n}-read`, `Read the data ${n}`)),
      message(`Summing for question ${n}.`, step(`g${n}-sum`, `Sum ${n}`)),
      message(`## Answer ${n}\n\n${'A line of the answer.\n\n'.repeat(12)}`),
    ]);
  }
  const history: HostMessage = { type: 'history', position: 'replace', turns: [1, 2, 3, 4].map(turn), hasOlder: false };

  async function show(saved?: WebviewPersistedState): Promise<PanelPage> {
    const { browser, server } = await suite();
    const panel = await openPanel(browser, server, { savedState: saved, viewport: { width: 700, height: 600 } });
    pages.push(panel);
    await panel.post(init({}, 'the host draft'));
    await panel.post(history);
    await panel.settle();
    return panel;
  }

  async function openSteps(panel: PanelPage): Promise<string[]> {
    return panel.page.locator('vscode-collapsible.step').evaluateAll((steps) =>
      steps.filter((s) => (s as HTMLElement & { open: boolean }).open).map((s) => `${s.closest('article')?.getAttribute('data-turn-id')} ${s.getAttribute('heading')}`),
    );
  }

  const scrollTop = (panel: PanelPage): Promise<number> => panel.page.locator('main.conversation').evaluate((main) => main.scrollTop);
  /** How far below the top of the view the turn starts (negative: it starts above). */
  const turnTop = (panel: PanelPage, turnId: string): Promise<number> =>
    panel.page.locator(`article[data-turn-id="${turnId}"]`).evaluate((article) => article.getBoundingClientRect().top - (article.closest('main') as HTMLElement).getBoundingClientRect().top);

  it('keeps the steps the reader opened, where they scrolled to, and the draft', async () => {
    const first = await show();
    assert.deepEqual(await openSteps(first), [], 'finished answers start with their steps folded');
    // The reader opens two steps (by mouse and by keyboard), closes one again, and opens another.
    await first.page.locator('article[data-turn-id="t2"] vscode-collapsible.step[heading="Sum 2"]').click({ position: { x: 40, y: 10 } });
    await first.page.locator('article[data-turn-id="t3"] vscode-collapsible.step[heading="Read the data 3"]').click({ position: { x: 40, y: 10 } });
    await first.page.locator('article[data-turn-id="t3"] vscode-collapsible.step[heading="Read the data 3"]').click({ position: { x: 40, y: 10 } });
    await first.page.locator('article[data-turn-id="t1"] vscode-collapsible.step[heading="Read the data 1"]').click({ position: { x: 40, y: 10 } });
    assert.deepEqual(await openSteps(first), ['t1 Read the data 1', 't2 Sum 2']);
    // … scrolls up to the second answer and types half a question.
    await first.page.locator('article[data-turn-id="t2"]').evaluate((article) => article.scrollIntoView({ block: 'start' }));
    await first.page.locator('main.conversation').evaluate((main) => main.scrollBy(0, 40));
    await first.page.waitForTimeout(250);
    const top = await scrollTop(first);
    const bottom = await first.page.locator('main.conversation').evaluate((main) => main.scrollHeight - main.clientHeight);
    assert.ok(top > 100 && top < bottom - 100, `scrolled to the middle (${top} of ${bottom})`);
    const t2Top = await turnTop(first, 't2');
    await first.page.locator('textarea').fill('and by month');
    const saved = await first.savedState();
    assert.ok(saved);
    assert.deepEqual(saved.openSteps, [['t2', 'g2-sum'], ['t1', 'g1-read']]);
    assert.equal(saved.scrollAnchor?.turnId, 't2');
    assert.ok(Math.abs((saved.scrollAnchor?.offset ?? 0) + t2Top) <= 1, `${saved.scrollAnchor?.offset} px into the second turn`);

    // The tab is hidden (the webview is gone) and shown again.
    const second = await show(saved);
    assert.deepEqual(await openSteps(second), ['t1 Read the data 1', 't2 Sum 2']);
    const restoredTop = await turnTop(second, 't2');
    assert.ok(Math.abs(restoredTop - t2Top) <= 2, `the second turn is where it was (${restoredTop} px, was ${t2Top} px)`);
    assert.equal(await second.page.locator('textarea').inputValue(), 'and by month', "the webview's own draft wins over the host's older one");
    assert.equal(await second.page.locator('.jump-latest').isHidden(), false, 'Jump to latest is offered, as before the switch');
  });

  it('follows the latest answer again when the reader had scrolled to the bottom', async () => {
    const first = await show();
    await first.page.locator('main.conversation').evaluate((main) => {
      main.scrollTop = 0;
    });
    await first.page.waitForTimeout(250);
    await first.page.locator('main.conversation').evaluate((main) => {
      main.scrollTop = main.scrollHeight;
    });
    await first.page.waitForTimeout(250);
    const saved = await first.savedState();
    assert.equal(saved?.scrollAnchor, undefined, 'nothing to restore while following');
    const second = await show(saved);
    const atBottom = await second.page.locator('main.conversation').evaluate((main) => main.scrollHeight - main.scrollTop - main.clientHeight);
    assert.ok(atBottom <= 2, `at the bottom (${atBottom} px above it)`);
    assert.deepEqual(await openSteps(second), []);
  });

  it('ignores saved state of the wrong shape', async () => {
    const panel = await show({ draft: 'kept', openSteps: [['t1'], 'x', ['t2', 'g2-sum']] as unknown as Array<[string, string]>, scrollAnchor: { turnId: 't9', offset: 'far' } as unknown as WebviewPersistedState['scrollAnchor'] });
    assert.deepEqual(await openSteps(panel), ['t2 Sum 2']);
    assert.equal(await panel.page.locator('textarea').inputValue(), 'kept');
  });
});
