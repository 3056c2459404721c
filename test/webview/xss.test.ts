/**
 * Hostile content in every place an answer, a history record or the host can put text: none of
 * it may run (no dialog, no global flag), load anything (no request, no CSP violation) or leave
 * an event handler, a script-capable element or a javascript: link in the document.
 */
import assert from 'node:assert/strict';
import type { AnswerBlock } from '../../src/api/types';
import type { TurnView } from '../../src/protocol';
import { init } from './fixtures';
import { foreignRequests, openPanel } from './harness';
import { suite } from './setup';

const RUN = 'window.__pwned=1;alert(1)';
const REMOTE = 'http://127.0.0.1:9';

export const PAYLOADS: string[] = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}">`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `[click](javascript:${RUN})`,
  `[click](JaVaScRiPt:${RUN})`,
  `[click](  javascript:${RUN})`,
  `[click](javascript&colon;${RUN})`,
  `[click](&#106;avascript:${RUN})`,
  `[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[x](vbscript:msgbox(1))`,
  `![remote](${REMOTE}/remote.png)`,
  `![remote](${REMOTE}/x.png "title")`,
  `![x](x" onerror="${RUN})`,
  `[x](https://a.example "t\\" onmouseover=\\"${RUN}")`,
  `<a href="javascript:${RUN}">x</a>`,
  `<a href="#" onclick="${RUN}">x</a>`,
  `<body onload="${RUN}">`,
  `<details open ontoggle="${RUN}">`,
  `<input autofocus onfocus="${RUN}">`,
  `<select autofocus onfocus="${RUN}">`,
  `<textarea autofocus onfocus="${RUN}">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<style>@import '${REMOTE}/x.css';</style>`,
  `<link rel=stylesheet href=${REMOTE}/x.css>`,
  `<object data="${REMOTE}/x"></object>`,
  `<embed src="${REMOTE}/x">`,
  `<video poster=${REMOTE}/p.png><source src=x onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="${REMOTE}/">`,
  `<form action="javascript:${RUN}"><button>go</button></form>`,
  `"><img src=x onerror="${RUN}">`,
  `'><svg/onload=${RUN}>`,
  `<div style="background:url(${REMOTE}/bg.png)">x</div>`,
  `<svg><a xlink:href="javascript:${RUN}"><text>x</text></a></svg>`,
  `<svg><image href="${REMOTE}/i.png"/></svg>`,
  `<img src="x\` \`<script>${RUN}</script>"\` \`>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `{{constructor.constructor("${RUN}")()}}`,
  '```js\n</code></pre><img src=x onerror="' + RUN + '">\n```',
  `<template><img src=x onerror="${RUN}"></template>`,
  `<marquee onstart="${RUN}">`,
  `<svg><animate onbegin="${RUN}" attributeName=x dur=1s>`,
  `<isindex type=image src=1 onerror="${RUN}">`,
  `javascript:${RUN}`,
  `<a href="${REMOTE}/x" ping="${REMOTE}/ping">ping</a>`,
];

function hostileTurn(payload: string, n: number): TurnView {
  const group = { group_id: `g-${n}`, group_name: payload, stage: 'Analyze' as const };
  const respond = { group_id: 'g-answer', group_name: payload, stage: 'Respond' as const };
  const blocks: AnswerBlock[] = [
    { type: 'CODE', content: `\`\`\`${payload.replace(/\s/g, '')}\n${payload}\n\`\`\``, ...group },
    { type: 'CODE', content: `\`\`\`python\n${payload}\n\`\`\``, ...respond },
    { type: 'MESSAGE', content: `Before ${payload} after\n\n${payload}\n\n- ${payload}\n\n| ${payload} |\n|---|\n| ${payload} |\n`, ...respond },
    { type: 'TABLE', content: { name: payload, url: payload, expires_at: payload }, ...respond },
    { type: 'IMAGE', content: { name: payload, url: payload, expires_at: payload }, ...respond },
    {
      type: 'SOURCES',
      content: [{ id: payload, source: payload, page_no: null, content: payload, datasource_id: payload, dataset_id: payload, file_type: payload, external_id: payload }],
      group_id: '-1',
      group_name: '',
      stage: 'Analyze',
    },
    { type: 'QUESTIONS', content: [payload], group_id: '-1', stage: 'Respond' },
  ];
  return {
    turnId: `x-${n}`,
    question: payload,
    answer: { blocks, groups: [{ groupId: `g-${n}`, groupName: payload, stage: 'Analyze', tasks: [{ id: payload, name: payload, status: 'error', parentId: payload, stage: 'Analyze' }] }] },
    status: 'failed',
    error: { message: payload, code: payload, traceId: payload, nextStep: payload },
  };
}

function csvField(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

describe('hostile content (XSS corpus)', () => {
  it(`has at least 40 payloads (${PAYLOADS.length})`, () => {
    assert.ok(PAYLOADS.length >= 40);
  });

  it('runs nothing, loads nothing and leaves nothing executable, wherever the payloads appear', async function () {
    this.timeout(120_000);
    const { browser, server } = await suite();
    const panel = await openPanel(browser, server);
    try {
      const first = PAYLOADS[0];
      await panel.post(
        init({
          session: { id: first, name: first },
          dataset: { id: first, name: PAYLOADS[1], summary: PAYLOADS[2] },
          explorationQuestions: PAYLOADS,
          lastEditor: 'notebook',
        }),
      );
      await panel.settle();
      await panel.post({ type: 'history', position: 'replace', turns: PAYLOADS.map(hostileTurn), hasOlder: true });
      for (let n = 0; n < PAYLOADS.length; n++) {
        const payload = PAYLOADS[n];
        const csv = `${csvField(payload)},b\n${csvField(payload)},${csvField(payload)}\n`;
        await panel.post({ type: 'tableData', ref: { turnId: `x-${n}`, index: 3 }, data: { state: 'ready', csv, rowCount: 1 } });
        await panel.post({ type: 'imageData', ref: { turnId: `x-${n}`, index: 4 }, data: { state: 'ready', mime: 'image/svg+xml', base64: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"><image href="${REMOTE}/i.png"/>${payload}</svg>`).toString('base64') } });
      }
      // A bad image type or non-base64 bytes never become a src.
      await panel.post({ type: 'imageData', ref: { turnId: 'x-0', index: 4 }, data: { state: 'ready', mime: 'text/html' as 'image/png', base64: 'PHNjcmlwdD4=' } });
      await panel.post({ type: 'imageData', ref: { turnId: 'x-1', index: 4 }, data: { state: 'ready', mime: 'image/png', base64: `" onerror="${RUN}` } });
      await panel.post({ type: 'error', error: { message: PAYLOADS[0], code: PAYLOADS[1], traceId: PAYLOADS[2], nextStep: PAYLOADS[3] } });
      await panel.post({ type: 'jobStarted', requestId: 'r', turnId: 'live', question: PAYLOADS[4] });
      await panel.post({ type: 'jobEvents', turnId: 'live', ops: PAYLOADS.map((payload, i) => ({ op: i === 0 ? 'block' : 'append', index: 0, text: `${payload}\n\n`, block: { type: 'MESSAGE', content: payload, group_id: 'g', stage: 'Respond' } }) as never) });
      await panel.settle();

      // Open every working step, focus and hover what can be, click every link and every
      // question, so handlers that wait for interaction would have had their chance.
      const page = panel.page;
      await page.evaluate(() => {
        for (const step of document.querySelectorAll('vscode-collapsible')) (step as HTMLElement & { open: boolean }).open = true;
      });
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('main .turn a, main .turn button, main .turn td, main .turn img')) {
          for (const type of ['mouseover', 'mouseenter', 'focus', 'focusin', 'click']) element.dispatchEvent(new Event(type, { bubbles: true }));
          if (element instanceof HTMLElement) element.focus();
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await panel.settle();

      assert.deepEqual(panel.dialogs, [], 'no dialog opened');
      assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined, 'no payload ran');
      assert.deepEqual(foreignRequests(panel, server.origin), [], 'nothing was loaded');
      assert.deepEqual(await panel.violations(), [], 'nothing even tried to break the CSP');
      assert.equal(page.url(), `${server.origin}/`, 'the page never navigated');

      const dom = await page.evaluate(() => {
        const all = [...document.querySelectorAll('*')];
        const handlers = all.flatMap((element) => [...element.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${element.tagName}.${a.name}`));
        // Where content goes (the page's own <meta>s and the composer's <form> are outside).
        const content = [...document.querySelectorAll('main *, header *, .banner *')];
        const dangerous = content
          .filter((element) => ['IFRAME', 'OBJECT', 'EMBED', 'STYLE', 'META', 'BASE', 'FORM', 'INPUT', 'VIDEO', 'AUDIO', 'SVG', 'MATH', 'TEMPLATE', 'SELECT'].includes(element.tagName.toUpperCase()))
          .map((element) => element.tagName);
        const scripts = document.querySelectorAll('script').length;
        const links = document.querySelectorAll('link').length;
        const hrefs = [...document.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? '').filter((href) => !/^(https?:|mailto:)/i.test(href) && !href.startsWith(location.origin));
        const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '').filter((src) => !src.startsWith('data:image/'));
        const styled = all.filter((element) => element.hasAttribute('style') && element !== document.documentElement).length;
        return { handlers, dangerous, scripts, links, hrefs, images, styled };
      });
      assert.deepEqual(dom.handlers, [], 'no event handler attributes');
      assert.deepEqual(dom.dangerous, [], 'no script-capable or loading elements');
      assert.equal(dom.scripts, 1, 'only the bundle script');
      assert.equal(dom.links, 2, 'only the two stylesheets');
      assert.deepEqual(dom.hrefs, [], 'only http(s)/mailto links');
      assert.deepEqual(dom.images, [], 'images only from data: URIs the webview built');
      assert.equal(dom.styled, 0, 'no inline styles from content');

      // The text is still there, shown as text.
      assert.equal(await page.locator('article.turn h2').first().textContent(), `Question: ${PAYLOADS[0]}`);
      assert.equal(await page.locator('.block-sources button').first().textContent(), PAYLOADS[0]);
      const opened = (await panel.posted()).filter((m) => m.type === 'openLink').map((m) => (m as { href: string }).href);
      assert.ok(opened.every((href) => /^(https?:|mailto:)/i.test(href)), `only web links go to the host: ${opened.join(' ')}`);
      assert.deepEqual(panel.errors, []);
    } finally {
      await panel.close();
    }
  });
});
