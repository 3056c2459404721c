import assert from 'node:assert/strict';
import { completedTurn, init, message } from './fixtures';
import { openPanel, type PanelPage } from './harness';
import { suite } from './setup';

describe('the question input', () => {
  let panel: PanelPage | undefined;

  afterEach(async () => {
    if (panel) assert.deepEqual(panel.errors, []);
    await panel?.close();
    panel = undefined;
  });

  async function open(sendOnEnter = true, saved?: { draft: string }, hostDraft = ''): Promise<PanelPage> {
    const { browser, server } = await suite();
    panel = await openPanel(browser, server, { savedState: saved });
    await panel.post(init({ options: { sendOnEnter, maxQuestionLength: 6000 } }, hostDraft));
    await panel.post({
      type: 'history',
      position: 'replace',
      turns: [completedTurn('j1', 'First question', [message('a')]), completedTurn('j2', 'Second question', [message('b')])],
      hasOlder: false,
    });
    await panel.settle();
    return panel;
  }

  async function asks(p: PanelPage): Promise<string[]> {
    return (await p.posted()).filter((m) => m.type === 'ask').map((m) => (m as { question: string }).question);
  }

  it('Enter sends, Shift+Enter adds a line', async () => {
    const p = await open();
    const input = p.page.locator('textarea');
    await input.focus();
    await p.page.keyboard.type('Line one');
    await p.page.keyboard.press('Shift+Enter');
    await p.page.keyboard.type('Line two');
    assert.equal(await input.inputValue(), 'Line one\nLine two');
    assert.deepEqual(await asks(p), []);
    await p.page.keyboard.press('Enter');
    await p.waitForPosted('ask');
    assert.deepEqual(await asks(p), ['Line one\nLine two']);
  });

  it('with send-on-Enter off, Enter adds a line and Ctrl+Enter sends', async () => {
    const p = await open(false);
    await p.page.locator('textarea').focus();
    await p.page.keyboard.type('A');
    await p.page.keyboard.press('Enter');
    await p.page.keyboard.type('B');
    assert.equal(await p.page.locator('textarea').inputValue(), 'A\nB');
    assert.deepEqual(await asks(p), []);
    await p.page.keyboard.press('Control+Enter');
    await p.waitForPosted('ask');
    assert.deepEqual(await asks(p), ['A\nB']);
  });

  it('Up and Down recall earlier questions when the caret is on the first or last line, then restore the draft', async () => {
    const p = await open();
    const input = p.page.locator('textarea');
    await input.focus();
    await p.page.keyboard.type('my draft');
    await p.page.keyboard.press('ArrowUp');
    assert.equal(await input.inputValue(), 'Second question');
    await p.page.keyboard.press('ArrowUp');
    assert.equal(await input.inputValue(), 'First question');
    await p.page.keyboard.press('ArrowUp');
    assert.equal(await input.inputValue(), 'First question');
    await p.page.keyboard.press('ArrowDown');
    assert.equal(await input.inputValue(), 'Second question');
    await p.page.keyboard.press('ArrowDown');
    assert.equal(await input.inputValue(), 'my draft');
    // On a middle line the arrows move the caret, not the recall.
    await input.fill('one\ntwo\nthree');
    await input.evaluate((t: HTMLTextAreaElement) => t.setSelectionRange(5, 5));
    await p.page.keyboard.press('ArrowUp');
    assert.equal(await input.inputValue(), 'one\ntwo\nthree');
  });

  it('shows the count against the 6000-character limit and refuses to send past it', async () => {
    const p = await open();
    const input = p.page.locator('textarea');
    await input.fill('x'.repeat(5999));
    assert.equal(await p.page.locator('.counter').textContent(), '5,999 / 6,000');
    await input.fill('x'.repeat(6001));
    assert.equal(await p.page.locator('.counter').textContent(), 'The question is 6,001 characters long; the limit is 6,000.');
    assert.equal(await input.getAttribute('aria-invalid'), 'true');
    assert.equal(await p.page.locator('vscode-button.send').getAttribute('disabled'), '');
    await input.focus();
    await p.page.keyboard.press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(await asks(p), []);
  });

  it('saves the draft with setState at once and sends it to the host; a reload restores it', async () => {
    const p = await open();
    await p.page.locator('textarea').focus();
    await p.page.keyboard.type('half a thought');
    // With the session id, which the host's serializer uses to give a restored panel its session.
    assert.deepEqual(await p.savedState(), { draft: 'half a thought', sessionId: 'session-1' });
    // Sent after a pause in typing (not on every keystroke), so the host sees the final text.
    await p.page.waitForFunction(() =>
      (window as unknown as { __posted: Array<{ type: string; text?: string }> }).__posted.some((m) => m.type === 'draftChanged' && m.text === 'half a thought'),
    );
    await p.close();
    panel = undefined;

    const reloaded = await open(true, { draft: 'half a thought' }, 'older host draft');
    assert.equal(await reloaded.page.locator('textarea').inputValue(), 'half a thought');
  });

  it('uses the host’s saved draft when the webview has none (the panel was closed and reopened)', async () => {
    const p = await open(true, undefined, 'from the host');
    assert.equal(await p.page.locator('textarea').inputValue(), 'from the host');
  });

  it('every action is reachable with Tab and shows a visible focus', async () => {
    const p = await open();
    await p.post({ type: 'history', position: 'replace', turns: [completedTurn('j1', 'Q', [{ type: 'QUESTIONS', content: ['Next?'], group_id: '-1', stage: 'Respond' }])], hasOlder: false });
    await p.settle();
    const reached = new Set<string>();
    await p.page.locator('body').focus();
    for (let i = 0; i < 25; i++) {
      await p.page.keyboard.press('Tab');
      const focus = await p.page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        // Past the last control focus leaves the page (the body is active): not a control.
        if (!active || active === document.body) return undefined;
        const style = getComputedStyle(active);
        return { label: `${active.tagName.toLowerCase()}:${active.textContent?.trim() ?? ''}`, outline: style.outlineStyle !== 'none' || active.tagName.startsWith('VSCODE-') };
      });
      if (!focus) continue;
      reached.add(focus.label);
      assert.ok(focus.outline, `${focus.label} shows focus`);
    }
    for (const label of ['vscode-button:Change dataset', 'vscode-button:Export conversation', 'button:Next?', 'textarea:']) {
      assert.ok(reached.has(label), `${label} reached by Tab (${[...reached].join(', ')})`);
    }
  });

  it('the panel getting focus (Focus Chat) puts the caret in the question box; a click into the panel keeps its own focus', async () => {
    const p = await open();
    const active = (): Promise<string> => p.page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? '');
    const panelFocused = (click: boolean): Promise<void> =>
      p.page.evaluate(async (click) => {
        (document.activeElement as HTMLElement | null)?.blur();
        if (click) window.dispatchEvent(new PointerEvent('pointerdown'));
        window.dispatchEvent(new FocusEvent('focus'));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, click);
    await panelFocused(true);
    assert.equal(await active(), 'body', 'a click decides the focus itself');
    await p.page.waitForTimeout(600);
    await panelFocused(false);
    assert.equal(await active(), 'textarea');
    // Typing goes straight into the question.
    await p.page.keyboard.type('total revenue');
    assert.equal(await p.page.locator('textarea').inputValue(), 'total revenue');
  });

  it('builds every label in the host’s language', async () => {
    const { browser, server } = await suite();
    panel = await openPanel(browser, server, { locale: 'de-DE' });
    await panel.post({ ...init(), strings: { ask: 'Fragen', askPlaceholder: 'Eine Frage zu Ihren Daten', charCount: '{0} von {1}', exportConversation: 'Unterhaltung exportieren' } } as never);
    await panel.settle();
    assert.equal((await panel.page.locator('vscode-button.send').textContent())?.trim(), 'Fragen');
    assert.equal(await panel.page.locator('textarea').getAttribute('placeholder'), 'Eine Frage zu Ihren Daten');
    assert.equal(await panel.page.locator('.counter').textContent(), '0 von 6.000');
    assert.equal(await panel.page.locator('header vscode-button', { hasText: 'Unterhaltung exportieren' }).count(), 1);
  });
});
