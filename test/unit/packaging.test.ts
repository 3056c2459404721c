import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The files `vsce package` would put in the .vsix, as `vsce ls` reports them. */
function packagedFiles(): string[] {
  const vsce = path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
  const output = execFileSync(process.execPath, [vsce, 'ls'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return output.split('\n').map((line) => line.trim()).filter(Boolean);
}

describe('the .vsix package', function () {
  this.timeout(60_000);
  let files: string[];
  before(() => {
    files = packagedFiles();
  });

  it('holds the four bundles, the webview assets, the icons and the front-door files', () => {
    for (const expected of [
      'package.json', 'README.md', 'LICENSE', 'media/icon.png', 'media/activity-bar.svg',
      'dist/extension.js', 'dist/serviceClient.js', 'dist/engine.js', 'dist/cli.js', 'dist/webview/main.js',
      'dist/webview/codicon.css', 'dist/webview/codicon.ttf',
      'CHANGELOG.md', 'package.nls.json', 'l10n/bundle.l10n.json', 'l10n/bundle.l10n.qps-ploc.json',
    ]) {
      assert.ok(files.includes(expected), `${expected} is in the package`);
    }
  });

  it('ships DuckDB with its native module for linux-x64', () => {
    assert.ok(files.includes('node_modules/@duckdb/node-bindings/package.json'));
    assert.ok(!files.some((file) => file.startsWith('node_modules/@duckdb/node-api/')), 'the JavaScript API is bundled, not shipped as files');
    assert.ok(files.includes('node_modules/@duckdb/node-bindings-linux-x64/duckdb.node'));
  });

  it('keeps sources, tests, samples, source maps and dev files out (docs only for the README\'s pictures)', () => {
    const readmeImages = [...readFileSync(path.join(root, 'README.md'), 'utf8').matchAll(/!\[[^\]]*\]\((docs\/[^)]+)\)/g)].map((m) => m[1]);
    const leaked = files.filter((file) =>
      /^(src|test|webview|bench|scripts|samples|out|\.ci|\.test-runs)\//.test(file) ||
      (/^docs\//.test(file) && !readmeImages.includes(file)) ||
      /\.(ts|map)$/.test(file) && !file.endsWith('.d.ts') ||
      /^(tsconfig\.json|esbuild\.js|eslint\.config\.mjs|\.mocharc\.json|package-lock\.json)$/.test(file) ||
      /^node_modules\/(?!@duckdb\/)/.test(file),
    );
    assert.deepEqual(leaked, []);
  });

  it('has what the Marketplace and Open VSX show: licence, icon, categories, keywords, changelog, walkthrough media and README pictures', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      license?: string; icon?: string; categories?: string[]; keywords?: string[];
      contributes: { walkthroughs?: Array<{ steps: Array<{ media: { markdown?: string } }> }> };
    };
    assert.equal(manifest.license, 'MIT');
    assert.ok(files.includes('LICENSE'));
    assert.ok(manifest.icon && files.includes(manifest.icon));
    assert.ok((manifest.categories ?? []).length > 0 && (manifest.keywords ?? []).length > 0);
    for (const step of manifest.contributes.walkthroughs?.[0]?.steps ?? []) assert.ok(step.media.markdown && files.includes(step.media.markdown), `${step.media.markdown} is in the package`);
    const readmeImages = [...readFileSync(path.join(root, 'README.md'), 'utf8').matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(readmeImages.length > 0);
    for (const image of readmeImages) assert.ok(files.includes(image), `${image} (shown by the README) is in the package`);
  });
});
