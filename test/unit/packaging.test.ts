import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
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
      'CHANGELOG.md', 'package.nls.json', 'samples/sales.csv', 'l10n/bundle.l10n.json', 'l10n/bundle.l10n.qps-ploc.json',
    ]) {
      assert.ok(files.includes(expected), `${expected} is in the package`);
    }
  });

  it('ships DuckDB with its native module for linux-x64', () => {
    assert.ok(files.includes('node_modules/@duckdb/node-bindings/package.json'));
    assert.ok(!files.some((file) => file.startsWith('node_modules/@duckdb/node-api/')), 'the JavaScript API is bundled, not shipped as files');
    assert.ok(files.includes('node_modules/@duckdb/node-bindings-linux-x64/duckdb.node'));
  });

  it('keeps sources, tests, samples (but the walkthrough\'s sales.csv), source maps and dev files out (docs only for the README\'s pictures)', () => {
    const readmeImages = [...readFileSync(path.join(root, 'README.md'), 'utf8').matchAll(/!\[[^\]]*\]\((docs\/[^)]+)\)/g)].map((m) => m[1]);
    const leaked = files.filter((file) =>
      (/^(src|test|webview|bench|scripts|samples|out|\.ci|\.test-runs)\//.test(file) && file !== 'samples/sales.csv') ||
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

  it('vsce packages it the way `npm run package` does with no warning but the repository address, which only the owner can give', function () {
    this.timeout(180_000);
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { repository?: unknown; scripts: Record<string, string> };
    // The README's pictures are relative: VS Code shows them from the installed folder. Rewriting
    // them into gallery addresses needs the repository, so `npm run package` keeps them as they are.
    assert.match(manifest.scripts.package, /vsce package .*--no-rewrite-relative-links/);
    const out = mkdtempSync(path.join(os.tmpdir(), 'vsce-'));
    try {
      const vsce = path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
      const run = spawnSync(process.execPath, [vsce, 'package', '--target', 'linux-x64', '--no-rewrite-relative-links', '-o', path.join(out, 'x.vsix')], { cwd: root, encoding: 'utf8', input: '' });
      const said = `${run.stdout}\n${run.stderr}`;
      assert.equal(run.status, 0, said);
      const problems = said.split('\n').filter((line) => /\b(WARNING|ERROR)\b/.test(line)).map((line) => line.trim());
      assert.deepEqual(problems, manifest.repository ? [] : ["WARNING  A 'repository' field is missing from the 'package.json' manifest file."], said);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
