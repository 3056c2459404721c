import assert from 'node:assert/strict';
import { createNonce } from '../../src/chat/nonce';
import { buildChatHtml, chatContentSecurityPolicy } from '../../src/chat/webviewHtml';
import { init } from './fixtures';
import { foreignRequests, openPanel } from './harness';
import { suite } from './setup';

const OPTIONS = {
  cspSource: 'https://file+.vscode-resource.vscode-cdn.net',
  nonce: 'abcdefghijklmnopqrstuv==',
  scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/main.js',
  stylesUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/styles.css',
  codiconsUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/codicon.css',
};

describe('buildChatHtml', () => {
  it('emits the strict CSP: nothing by default, scripts only with the nonce, no unsafe-*', () => {
    const html = buildChatHtml(OPTIONS);
    const csp = chatContentSecurityPolicy(OPTIONS.cspSource, OPTIONS.nonce);
    assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="${csp}">`));
    assert.match(csp, /^default-src 'none'; /);
    assert.ok(csp.includes(`script-src 'nonce-${OPTIONS.nonce}'`));
    assert.ok(csp.includes(`style-src ${OPTIONS.cspSource};`));
    assert.ok(csp.includes(`font-src ${OPTIONS.cspSource};`));
    assert.ok(csp.includes(`img-src ${OPTIONS.cspSource} data:;`));
    assert.doesNotMatch(csp, /unsafe-|\*|https?:(?!\/\/file\+)/);
  });

  it('loads the bundle as a module with the nonce and links the codicons with the id the elements look for', () => {
    const html = buildChatHtml(OPTIONS);
    assert.ok(html.includes(`<script type="module" nonce="${OPTIONS.nonce}" src="${OPTIONS.scriptUri}"></script>`));
    assert.ok(html.includes(`<link rel="stylesheet" href="${OPTIONS.codiconsUri}" id="vscode-codicon-stylesheet">`));
    assert.equal((html.match(/<script/g) ?? []).length, 1);
    assert.doesNotMatch(html, /style="/);
  });

  it('follows the editor font size unless told not to', () => {
    assert.ok(buildChatHtml(OPTIONS).includes('<body class="font-editor">'));
    assert.ok(buildChatHtml({ ...OPTIONS, fontSizeFromEditor: false }).includes('<body class="font-ui">'));
  });

  it('refuses a weak nonce and a CSP source that would widen the policy', () => {
    assert.throws(() => buildChatHtml({ ...OPTIONS, nonce: 'abc' }));
    assert.throws(() => buildChatHtml({ ...OPTIONS, cspSource: "https://x 'unsafe-inline'" }));
  });

  it('escapes URIs into attributes', () => {
    const html = buildChatHtml({ ...OPTIONS, scriptUri: 'https://x/"><script>alert(1)</script>' });
    assert.equal((html.match(/<script/g) ?? []).length, 1);
  });

  it('makes a different 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    assert.equal(nonces.size, 100);
    for (const nonce of nonces) assert.equal(Buffer.from(nonce, 'base64').length, 16);
  });
});

describe('the webview under the production CSP', () => {
  it('starts, defines its elements and draws the panel with zero CSP violations and no foreign requests', async () => {
    const { browser, server } = await suite();
    const panel = await openPanel(browser, server);
    try {
      await panel.post(init());
      await panel.settle();
      const page = panel.page;
      assert.equal(await page.locator('header.panel-header .dataset-name').textContent(), 'sales.csv');
      assert.equal(await page.locator('.empty .question-button').count(), 2);
      const defined = await page.evaluate(() =>
        ['vscode-button', 'vscode-collapsible', 'vscode-single-select', 'vscode-option', 'vscode-progress-ring'].every((name) => customElements.get(name)),
      );
      assert.ok(defined, 'every vscode element is defined');
      // The elements style themselves through adoptedStyleSheets, which the CSP allows.
      const adopted = await page.evaluate(() => document.querySelector('vscode-button')?.shadowRoot?.adoptedStyleSheets.length ?? 0);
      assert.ok(adopted > 0);
      // The codicon font is the bundle's own and loads.
      await page.evaluate(() => document.fonts.ready);
      assert.ok(await page.evaluate(() => document.fonts.check('16px codicon')));
      assert.deepEqual(await panel.violations(), []);
      assert.deepEqual(foreignRequests(panel, server.origin), []);
      assert.deepEqual(panel.errors, []);
    } finally {
      await panel.close();
    }
  });

  it('refuses what the CSP forbids: inline script, a remote image, a fetch', async () => {
    const { browser, server } = await suite();
    const panel = await openPanel(browser, server);
    try {
      const result = await panel.page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__inline = 1';
        document.body.append(script);
        const img = document.createElement('img');
        img.src = 'http://127.0.0.1:9/remote.png';
        document.body.append(img);
        let fetched: string;
        try {
          await fetch('http://127.0.0.1:9/x');
          fetched = 'yes';
        } catch {
          fetched = 'refused';
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { inline: (window as unknown as { __inline?: number }).__inline, fetched };
      });
      assert.equal(result.inline, undefined);
      assert.equal(result.fetched, 'refused');
      const directives = (await panel.violations()).map((v) => v.directive);
      assert.ok(directives.includes('script-src-elem'));
      assert.ok(directives.includes('img-src'));
      assert.ok(directives.includes('connect-src'));
    } finally {
      await panel.close();
    }
  });
});
