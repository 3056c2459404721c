/**
 * The panel's layout as a person sees it: a long answer with every block kind, at a narrow, a
 * medium and a wide panel, in the dark, light and high-contrast theme kinds. One scroll container
 * (the conversation; the page itself never scrolls, not even for a wheel turn over the header),
 * no horizontal overflow, a header of at most two rows (dataset, model and Export in view), labels that do not overlap, one background
 * per code block, and the answer's code in view once the working steps fold.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { init, ordersChartSvg, started } from './fixtures';
import { showLongConversation } from './longConversation';
import { DARK_THEME, HIGH_CONTRAST_THEME, LIGHT_THEME, openPanel, type PanelPage } from './harness';
import { chartImagesBehind, lowContrastChartText, lowContrastText } from './contrast';
import { suite } from './setup';
import { MIN_IMAGE_WIDTH_PX } from '../../webview/render/image';

const OUT = process.env.DATA_ANALYSIS_SCREENSHOTS === 'docs'
  ? path.join(__dirname, 'screenshots')
  : path.join(__dirname, '..', '..', '.test-runs', 'screenshots');

const THEMES = [['dark', DARK_THEME], ['light', LIGHT_THEME], ['high-contrast', HIGH_CONTRAST_THEME]] as const;
const WIDTHS = [320, 600, 1200] as const;
const HEIGHT = 720;

/**
 * VS Code's own webview stylesheet (the rules that touch code), which the real panel gets
 * before ours: it gives every `code` a background and padding (a loud one here, so a stripe
 * behind each line would show); the foreground is the theme's own.
 */
async function addVsCodeDefaultStyles(panel: PanelPage): Promise<void> {
  await panel.page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      code { font-family: var(--monaco-monospace-font); color: var(--vscode-textPreformat-foreground);
             background-color: var(--vscode-textPreformat-background); padding: 1px 3px; border-radius: 4px; }
      pre code { padding: 0; }`);
    document.documentElement.style.setProperty('--vscode-textPreformat-background', 'rgba(10, 200, 120, 0.5)');
    document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
  });
}

interface Measures {
  page: { scrollHeight: number; scrollWidth: number; innerHeight: number; innerWidth: number };
  verticalScrollers: string[];
  conversation: { scrollHeight: number; clientHeight: number; scrollWidth: number; clientWidth: number };
  headerRows: number;
  overlaps: string[];
  hiddenOutside: string[];
  /** Elements that stick out of the conversation on the right. */
  wide: string[];
}

/** Everything the layout assertions need, measured in the page. */
function measure(panel: PanelPage): Promise<Measures> {
  return panel.page.evaluate(() => {
    const describe = (element: Element): string => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const visible = (element: Element): boolean => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const scroller = document.scrollingElement as Element;
    const verticalScrollers = [...document.querySelectorAll('*')]
      .filter((element) => {
        const overflowY = getComputedStyle(element).overflowY;
        return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1;
      })
      .map(describe);
    // Header rows: group the header's visible items by the vertical band they occupy.
    const header = document.querySelector('header.panel-header') as HTMLElement;
    const items = [...header.querySelectorAll('.dataset, .model-button, .header-actions > *')].filter(visible).map((element) => element.getBoundingClientRect());
    items.sort((a, b) => a.top - b.top);
    let headerRows = 0;
    let rowBottom = -Infinity;
    for (const rect of items) {
      if (rect.top >= rowBottom - 2) {
        headerRows += 1;
        rowBottom = rect.bottom;
      } else rowBottom = Math.max(rowBottom, rect.bottom);
    }
    // Labels and actions that sit side by side must not overlap one another.
    const groups = [
      [...header.querySelectorAll('.dataset, .model-button, .header-actions > *')],
      ...[...document.querySelectorAll('.block-actions')].map((actions) => [...actions.children]),
      ...[...document.querySelectorAll('.block-header')].map((blockHeader) => [...blockHeader.children]),
      [...document.querySelectorAll('.turn > .question, .answer > .steps, .answer > .respond')],
    ];
    const overlaps: string[] = [];
    for (const group of groups) {
      const rects = group.filter(visible).map((element) => ({ element, rect: element.getBoundingClientRect() }));
      for (let i = 0; i < rects.length; i += 1) {
        for (let j = i + 1; j < rects.length; j += 1) {
          const a = rects[i].rect;
          const b = rects[j].rect;
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlapX > 1 && overlapY > 1) overlaps.push(`${describe(rects[i].element)} / ${describe(rects[j].element)}`);
        }
      }
    }
    // Screen-reader labels stay inside the panel (they must not stretch the page).
    const app = (document.getElementById('app') ?? document.body).getBoundingClientRect();
    const main = document.querySelector('main.conversation') as HTMLElement;
    const hiddenOutside = [...document.querySelectorAll('.visually-hidden')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        const box = main.contains(element) ? main.getBoundingClientRect() : app;
        // Inside the conversation a label may be scrolled out of view, never outside its scroll range.
        const bottomLimit = main.contains(element) ? box.top + main.scrollHeight - main.scrollTop + 1 : box.bottom + 1;
        return rect.left < box.left - 1 || rect.right > box.right + 1 || rect.bottom > bottomLimit;
      })
      .map((element) => `${describe(element)} "${element.textContent}"`);
    const mainRight = main.getBoundingClientRect().right;
    const wide = [...main.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > mainRight + 1 && !element.closest('.table-scroll, .image-scroll, pre'))
      .slice(0, 5)
      .map((element) => `${describe(element)} ${Math.round(element.getBoundingClientRect().right)}`);
    return {
      wide,
      page: { scrollHeight: scroller.scrollHeight, scrollWidth: scroller.scrollWidth, innerHeight: window.innerHeight, innerWidth: window.innerWidth },
      verticalScrollers,
      conversation: { scrollHeight: main.scrollHeight, clientHeight: main.clientHeight, scrollWidth: main.scrollWidth, clientWidth: main.clientWidth },
      headerRows,
      overlaps,
      hiddenOutside,
    };
  });
}

/** A 320 px panel, initialised and settled; `body` runs on it, then no page error may have occurred. */
async function withNarrowPanel(body: (panel: PanelPage, page: PanelPage['page']) => Promise<void>): Promise<void> {
  const { browser, server } = await suite();
  const panel = await openPanel(browser, server, { viewport: { width: 320, height: HEIGHT } });
  try {
    await panel.post(init());
    await panel.settle();
    await body(panel, panel.page);
    assert.deepEqual(panel.errors, []);
  } finally {
    await panel.close();
  }
}

describe('panel layout', () => {
  for (const [themeName, theme] of THEMES) {
    for (const width of WIDTHS) {
      it(`${width} px, ${themeName}: one scroll container, no horizontal overflow, a header of at most 2 rows, no overlapping labels`, async () => {
        const { browser, server } = await suite();
        const panel = await openPanel(browser, server, { theme, viewport: { width, height: HEIGHT } });
        try {
          await addVsCodeDefaultStyles(panel);
          await showLongConversation(panel);
          const page = panel.page;
          const before = await measure(panel);
          assert.ok(before.conversation.scrollHeight > before.conversation.clientHeight, 'the conversation is long enough to scroll');
          assert.equal(before.page.scrollHeight, HEIGHT, 'the page is exactly as tall as the panel');
          assert.equal(before.page.scrollWidth, width, 'the page is exactly as wide as the panel');
          assert.deepEqual(before.verticalScrollers, ['main.conversation'], 'the conversation is the only thing that scrolls');
          assert.ok(before.conversation.scrollWidth <= before.conversation.clientWidth, `no horizontal overflow in the conversation (${before.conversation.scrollWidth} > ${before.conversation.clientWidth}): ${before.wide.join(', ')}`);
          assert.ok(before.headerRows >= 1 && before.headerRows <= 2, `the header has ${before.headerRows} rows`);
          // The dataset, the model that answers and Export stay in view at every width.
          for (const selector of ['header .dataset-name', 'header .model-button .model-name', 'header vscode-button[aria-label="Export conversation"]']) {
            const box = await page.locator(selector).boundingBox();
            assert.ok(box && box.width >= 24 && box.x >= 0 && box.x + box.width <= width, `${selector} is in view (${JSON.stringify(box)})`);
          }
          assert.deepEqual(before.overlaps, []);
          assert.deepEqual(before.hiddenOutside, []);

          // A wheel turn over the header moves nothing (the page cannot scroll); over the
          // conversation it scrolls the conversation, and the header and input stay put.
          const header = page.locator('header.panel-header');
          const input = page.locator('textarea');
          const headerBox = await header.boundingBox();
          const inputBox = await input.boundingBox();
          assert.ok(headerBox && inputBox);
          await page.mouse.move(headerBox.x + 10, headerBox.y + headerBox.height / 2);
          await page.mouse.wheel(0, 800);
          await page.mouse.move(width / 2, headerBox.y + headerBox.height + 60);
          await page.mouse.wheel(0, 800);
          await page.waitForFunction(() => (document.querySelector('main.conversation') as HTMLElement).scrollTop > 0);
          assert.equal(await page.evaluate(() => (document.scrollingElement as Element).scrollTop), 0, 'the page did not scroll');
          assert.deepEqual(await header.boundingBox(), headerBox, 'the header stayed put');
          assert.deepEqual(await input.boundingBox(), inputBox, 'the input stayed put');

          // Numbers in the locale's style; the chart kept at a readable size, scrolling in its own box if need be.
          assert.deepEqual(await page.locator('article.turn').first().locator('.block-table tbody td.num').allTextContents(), ['1,250,400', '3,120', '980,250', '2,755', '1,530,900', '3,980', '1,102,300', '2,890']);
          const chart = await page.locator('.block-image img').first().evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth, shown: img.getBoundingClientRect().width }));
          assert.ok(chart.natural > 0 && chart.shown >= Math.min(chart.natural, MIN_IMAGE_WIDTH_PX) - 1, `the chart is ${chart.shown} px wide`);

          // Every piece of text reads against its background (WCAG AA: 4.5:1, 3:1 when large),
          // the chart's own text included: against its panel, over what the webview shows behind the image.
          assert.deepEqual(await lowContrastText(page), [], 'text below WCAG AA contrast');
          const charts = await chartImagesBehind(page);
          assert.equal(charts.length, 2, 'both charts are shown');
          const chartPage = await page.context().newPage();
          try {
            for (const chart of charts) assert.deepEqual(await lowContrastChartText(chartPage, await ordersChartSvg(), chart.behind), [], `chart text below WCAG AA contrast (${chart.name})`);
          } finally {
            await chartPage.close();
          }

          // One background per code block: the code inside a pre paints none of its own.
          const codeBackgrounds = await page.evaluate(() =>
            [...document.querySelectorAll('pre code')].map((element) => ({ code: getComputedStyle(element).backgroundColor, pre: getComputedStyle(element.parentElement as Element).backgroundColor })),
          );
          assert.ok(codeBackgrounds.length >= 4);
          for (const { code: codeBackground, pre } of codeBackgrounds) {
            assert.equal(codeBackground, 'rgba(0, 0, 0, 0)');
            assert.notEqual(pre, 'rgba(0, 0, 0, 0)');
          }

          // The finished answer's code stays in view with its actions; only the working steps fold.
          const firstTurn = page.locator('article.turn').first();
          assert.equal(await firstTurn.locator('vscode-collapsible.step').count(), 2);
          assert.deepEqual(await firstTurn.locator('vscode-collapsible.step').evaluateAll((steps) => steps.map((s) => (s as HTMLElement & { open: boolean }).open)), [false, false]);
          const insert = firstTurn.locator('.respond .block-code vscode-button', { hasText: 'Insert at Cursor' });
          await insert.scrollIntoViewIfNeeded();
          assert.ok(await insert.isVisible());

          await page.locator('main.conversation').evaluate((main) => {
            main.scrollTop = 0;
          });
          mkdirSync(OUT, { recursive: true });
          await page.screenshot({ path: path.join(OUT, `layout-${width}-${themeName}.png`) });
          assert.deepEqual(await panel.violations(), []);
          assert.deepEqual(panel.errors, []);
        } finally {
          await panel.close();
        }
      });
    }
  }

  it('the analyst\'s chart of counts, drawn by Chromium: whole-number ticks, category labels that do not overlap', async () => {
    const { browser } = await suite();
    const page = await browser.newPage();
    try {
      await page.setContent(`<!doctype html><body style="margin:0">${await ordersChartSvg()}</body>`);
      const axes = await page.evaluate(() =>
        [...document.querySelectorAll('g.role-axis')].map((axis) => ({
          title: axis.querySelector('.role-axis-title text')?.textContent ?? '',
          labels: [...axis.querySelectorAll('.role-axis-label text')]
            .filter((text) => text.getAttribute('opacity') !== '0')
            .map((text) => {
              const box = text.getBoundingClientRect();
              return { text: [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' ') || (text.textContent ?? ''), top: box.top, bottom: box.bottom, left: box.left, right: box.right };
            }),
        })),
      );
      const ticks = axes.find((axis) => axis.title === 'orders');
      const categories = axes.find((axis) => axis.title === 'product');
      assert.ok(ticks && categories);
      assert.deepEqual(ticks.labels.map((label) => label.text), ['0', '1', '2', '3', '4', '5', '6', '7']);
      assert.equal(categories.labels.length, 5, 'every product is labelled');
      assert.ok(categories.labels.some((label) => label.text.startsWith('Single-origin')), 'a long label is wrapped, not dropped');
      for (const [i, a] of [...ticks.labels, ...categories.labels].entries()) {
        for (const b of [...ticks.labels, ...categories.labels].slice(i + 1)) {
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          assert.ok(overlapX <= 0.5 || overlapY <= 0.5, `"${a.text}" overlaps "${b.text}"`);
        }
      }
    } finally {
      await page.close();
    }
  });

  it('the chart contrast check fails a chart whose text does not read: mid-grey text on a transparent chart over the light theme', async () => {
    const { browser } = await suite();
    const page = await browser.newPage();
    try {
      // The charts before they painted their own panel: transparent, with #8a8a8a text.
      const transparent = (await ordersChartSvg()).replace(/<rect width="\d+" height="\d+" fill="#fcfcfc"\/>/, '').replaceAll('#3b3b3b', '#8a8a8a');
      const low = await lowContrastChartText(page, transparent, ['#ffffff']);
      assert.ok(low.some((item) => item.text === 'orders' && item.ratio < 4.5), JSON.stringify(low.slice(0, 3)));
      assert.deepEqual(await lowContrastChartText(page, await ordersChartSvg(), ['#000000']), [], 'the chart\'s own panel keeps its text readable on black');
    } finally {
      await page.close();
    }
  });

  it('320 px: the session settings live in a menu that opens below the header and closes with Escape', async () => {
    await withNarrowPanel(async (panel, page) => {
      const menu = page.locator('.settings-menu');
      assert.equal(await menu.isVisible(), false);
      const headerHeight = (await page.locator('header.panel-header').boundingBox())?.height;
      const button = page.locator('vscode-button.settings-button');
      assert.equal(await button.getAttribute('aria-label'), 'Session settings');
      // Dataset and Export stay in view.
      assert.ok(await page.locator('.dataset-name', { hasText: 'sales.csv' }).isVisible());
      assert.ok(await page.locator('header vscode-button[aria-label="Export conversation"]').isVisible());
      await button.click();
      assert.ok(await menu.isVisible());
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      // The menu floats over the conversation: the header keeps its height and the page does not grow.
      assert.equal((await page.locator('header.panel-header').boundingBox())?.height, headerHeight);
      const box = await menu.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 320, 'the menu fits the panel');
      assert.equal(await page.evaluate(() => (document.scrollingElement as Element).scrollHeight), HEIGHT);
      for (const label of ['Output language', 'Job mode', 'Context history']) assert.ok(await menu.locator(`vscode-single-select[label="${label}"]`).isVisible());
      mkdirSync(OUT, { recursive: true });
      await page.screenshot({ path: path.join(OUT, 'layout-320-settings-menu.png') });
      const before = (await panel.posted()).length;
      await menu.locator('vscode-single-select[label="Job mode"]').evaluate((select) => {
        (select as HTMLElement & { value: string }).value = 'DATA_ANALYTICS';
        select.dispatchEvent(new Event('change'));
      });
      assert.deepEqual((await panel.waitForPosted('changeSettings', before)).settings, { job_mode: 'DATA_ANALYTICS' });
      await menu.locator('vscode-single-select[label="Job mode"]').focus();
      await page.keyboard.press('Escape');
      assert.equal(await menu.isVisible(), false);
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
    });
  });

  it('320 px: the header names the model that answers; clicking it asks the host to choose, and it follows the choice', async () => {
    await withNarrowPanel(async (panel, page) => {
      const button = page.locator('header button.model-button');
      assert.equal(await button.locator('.model-name').textContent(), 'Claude Sonnet 4.5 (Preview)');
      assert.match(String(await button.getAttribute('title')), /plans the answers; every figure is computed on this machine\. Choose the language model$/);
      assert.match(String(await button.getAttribute('aria-label')), /^Claude Sonnet 4\.5 \(Preview\)\. /);
      const before = (await panel.posted()).length;
      await button.click();
      assert.equal((await panel.waitForPosted('chooseModel', before)).type, 'chooseModel');
      // The keyboard reaches it too.
      const again = (await panel.posted()).length;
      await button.focus();
      await page.keyboard.press('Enter');
      await panel.waitForPosted('chooseModel', again);

      // The host's patch after the choice changed: no model now.
      await panel.post({ type: 'state', patch: { model: { label: 'Rule-based analyst', detail: 'No language model is available in VS Code. The rule-based analyst answers.', usesModel: false } } });
      await panel.settle();
      assert.equal(await button.locator('.model-name').textContent(), 'Rule-based analyst');
      assert.ok(await button.isVisible());
      // A hosted service answers: the choice does not apply, and the indicator goes.
      await panel.post({ type: 'state', patch: { model: null } });
      await panel.settle();
      assert.equal(await button.isVisible(), false);
      assert.deepEqual(await panel.violations(), []);
    });
  });

  it('Stop before anything arrived says the question was stopped before an answer started', async () => {
    const { browser, server } = await suite();
    const panel = await openPanel(browser, server);
    try {
      await panel.post(init());
      await panel.post(started('t1', 'Total revenue?'));
      await panel.post({ type: 'jobFinished', turnId: 't1', outcome: { status: 'stopped' } });
      await panel.settle();
      const note = panel.page.locator('.turn-note.stopped');
      assert.equal(await note.locator(':scope > span:not(.codicon)').textContent(), 'Stopped before an answer started.');
      assert.equal(await note.locator('vscode-button.retry').count(), 1);
      // A screen reader hears the same sentence, not one about a partial answer.
      await panel.page.locator('[role="status"][aria-live="polite"]', { hasText: 'Stopped before an answer started.' }).waitFor({ state: 'attached' });
      assert.deepEqual(panel.errors, []);
    } finally {
      await panel.close();
    }
  });
});
