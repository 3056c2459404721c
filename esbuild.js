// Builds the four bundles of the extension: the extension host (loaded at every activation, so
// it must stay small), the chat webview (browser), the local engine process and the
// command-line client. DuckDB's native binding stays external and ships in node_modules.
// Usage: node esbuild.js [--production] [--watch] [--only name,name]
'use strict';
const esbuild = require('esbuild');
const fs = require('node:fs');
const path = require('node:path');

const args = process.argv.slice(2);
const production = args.includes('--production');
const watch = args.includes('--watch');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1].split(',')) : undefined;

const node = {
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // DuckDB's JavaScript API is bundled; only its native binding (a .node file per platform and
  // the small loader that picks it) ships in node_modules.
  external: ['vscode', '@duckdb/node-bindings*', 'mocha'],
};

const bundles = {
  extension: { ...node, entryPoints: ['src/extension.ts'], outfile: 'dist/extension.js' },
  // The service client, loaded by the host on first use (src/connection/loadClientApi.ts).
  serviceClient: { ...node, entryPoints: ['src/connection/clientApi.ts'], outfile: 'dist/serviceClient.js' },
  engine: { ...node, entryPoints: ['src/engine/main.ts'], outfile: 'dist/engine.js' },
  cli: {
    ...node,
    entryPoints: ['src/cli.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  },
  webview: {
    platform: 'browser',
    format: 'esm',
    target: 'chrome120',
    entryPoints: ['webview/main.ts'],
    outfile: 'dist/webview/main.js',
  },
  // The integration suite runs inside the VS Code extension host: one bundle per test file
  // (index.js finds them at run time); mocha stays external.
  integration: {
    ...node,
    entryPoints: ['test/integration/**/*.ts'],
    outbase: 'test/integration',
    outdir: 'out/test/integration',
  },
};

/** The webview may load only files under dist/webview, so its static assets are copied there. */
function copyWebviewAssets() {
  const target = path.join(__dirname, 'dist', 'webview');
  fs.mkdirSync(target, { recursive: true });
  const codicons = path.join(__dirname, 'node_modules', '@vscode', 'codicons', 'dist');
  for (const file of ['codicon.css', 'codicon.ttf']) {
    fs.copyFileSync(path.join(codicons, file), path.join(target, file));
  }
  if (fs.existsSync('webview/styles.css')) fs.copyFileSync('webview/styles.css', path.join(target, 'styles.css'));
}

async function main() {
  const selected = Object.entries(bundles).filter(([name]) => !only || only.has(name));
  const contexts = [];
  for (const [name, options] of selected) {
    contexts.push(
      await esbuild.context({
        bundle: true,
        sourcemap: true,
        minify: production,
        legalComments: production ? 'external' : 'inline',
        logLevel: 'warning',
        define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
        ...options,
        plugins: [reportPlugin(name)],
      }),
    );
  }
  if (!only || only.has('webview')) copyWebviewAssets();
  if (watch) {
    await Promise.all(contexts.map((context) => context.watch()));
    console.log('[esbuild] watching for changes');
    return;
  }
  await Promise.all(contexts.map((context) => context.rebuild()));
  await Promise.all(contexts.map((context) => context.dispose()));
}

function reportPlugin(name) {
  return {
    name: 'report',
    setup(build) {
      build.onEnd((result) => {
        const state = result.errors.length ? `failed with ${result.errors.length} error(s)` : 'built';
        if (watch || result.errors.length) console.log(`[esbuild] ${name} ${state}`);
        if (result.errors.length && !watch) process.exitCode = 1;
      });
    },
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
