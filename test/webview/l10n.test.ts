/**
 * The webview in the pseudo-locale: the host sends the qps-ploc bundle's translation of every
 * webview string (looked up by the key VS Code uses, "<English>/<comment>"), and nothing the
 * panel shows (text, labels, titles, placeholders, screen-reader labels, the hidden settings
 * menu) is left in English. The same scan over the English panel finds the strings, so it can fail.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEBVIEW_STRINGS, webviewStringComment, type StringKey, type StringTable } from '../../src/protocol';
import { init } from './fixtures';
import { openPanel } from './harness';
import { showLongConversation } from './longConversation';
import { suite } from './setup';

const PSEUDO = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'l10n', 'bundle.l10n.qps-ploc.json'), 'utf8')) as Record<string, string>;

/** Every webview string as the host translates it in the pseudo-locale. */
function pseudoStrings(): StringTable {
  return Object.fromEntries((Object.keys(WEBVIEW_STRINGS) as StringKey[]).map((key) => {
    const translated = PSEUDO[`${WEBVIEW_STRINGS[key]}/${webviewStringComment(key)}`];
    assert.ok(translated, `the pseudo bundle translates ${key}`);
    return [key, translated];
  })) as StringTable;
}

/** Texts and labels in the page (shadow roots of the toolkit's own components left out), each with where it is. */
async function shownTexts(panel: Awaited<ReturnType<typeof openPanel>>): Promise<Array<{ text: string; where: string }>> {
  return panel.page.evaluate(() => {
    const found: Array<{ text: string; where: string }> = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('style, script')) continue;
      const where = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      const own = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
      if (own) found.push({ text: own, where });
      for (const name of ['aria-label', 'title', 'placeholder', 'label', 'aria-description']) {
        const value = element.getAttribute(name);
        if (value) found.push({ text: value.trim(), where: `${where}[${name}]` });
      }
    }
    return found;
  });
}

/** The shown texts that are one of the English strings (placeholders match anything). */
function english(texts: Array<{ text: string; where: string }>): string[] {
  // Strings without words ("{0} / {1}") read the same in every language.
  const patterns = Object.values(WEBVIEW_STRINGS).filter((value) => /[A-Za-z]{2,}/.test(value.replace(/\{\d+\}/g, ''))).map((value) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\d+\\\}/g, '.+')}$`));
  return texts.filter(({ text }) => patterns.some((pattern) => pattern.test(text))).map(({ text, where }) => `${where}: ${text}`);
}

describe('webview l10n', () => {
  it('in the pseudo-locale no string of the panel is left in English; in English the same scan finds them', async () => {
    const { browser, server } = await suite();
    const panel = await openPanel(browser, server, { viewport: { width: 600, height: 720 } });
    try {
      await showLongConversation(panel, { ...init(), strings: pseudoStrings() } as ReturnType<typeof init>);
      const texts = await shownTexts(panel);
      assert.deepEqual(english(texts), []);
      assert.ok(texts.some(({ text }) => text === PSEUDO['Answer/chat webview: answer']), 'the pseudo strings are shown');
    } finally {
      await panel.close();
    }
    const plain = await openPanel(browser, server, { viewport: { width: 600, height: 720 } });
    try {
      await showLongConversation(plain);
      const found = english(await shownTexts(plain));
      assert.ok(found.length >= 15, `the scan finds the English strings: ${found.join(', ')}`);
    } finally {
      await plain.close();
    }
  });
});
