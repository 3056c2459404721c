/**
 * The project's architecture rules as ESLint rules (see docs/architecture.md), so that a
 * violation fails `npm run lint` rather than waiting for a reviewer:
 *
 * - `architecture/import-zones`: a part imports only from the folders it is allowed (relative
 *   imports are resolved to files, so the depth of `../` does not matter) and no package it is
 *   denied (Node's built-in modules can be denied as a group).
 * - `architecture/no-editor-code`: a part that runs outside VS Code reaches `vscode` neither
 *   directly nor through anything it imports (the import graph is followed, so a helper that
 *   imports `vscode` is caught where it is imported).
 *
 * Local rules rather than a plugin: `eslint-plugin-import-x` (the maintained plugin that works
 * with ESLint 10 and flat config) needs `unrs-resolver`, a native module whose bindings for other
 * platforms the registry reachable here does not serve, which would break `npm ci` elsewhere.
 * These rules need nothing but Node.
 */
import { builtinModules } from 'node:module';
import * as fs from 'node:fs';
import * as path from 'node:path';

const BUILTINS = new Set(builtinModules);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'];

function isBuiltin(specifier) {
  return specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0]);
}

function isRelative(specifier) {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..';
}

/** The package a bare specifier names (`@scope/name` or `name`). */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The file a relative import names, or the path without extension when no file is there. */
function resolveFile(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  // TypeScript lets `./x.js` name `./x.ts`.
  if (/\.(m|c)?js$/.test(base)) candidates.push(base.replace(/\.(m|c)?js$/, '.ts'));
  for (const candidate of candidates) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return base;
}

/** A path relative to the project root, with forward slashes. */
function projectPath(cwd, file) {
  return path.relative(cwd, file).split(path.sep).join('/');
}

/** Whether `file` (project-relative) is `prefix` itself, `prefix` plus an extension, or inside it. */
function within(file, prefix) {
  const bare = prefix.replace(/\/$/, '');
  return file === bare || file.startsWith(`${bare}/`) || EXTENSIONS.some((e) => file === `${bare}${e}`);
}

/** Calls `check(specifier, node)` for every import, re-export, dynamic import and require. */
function importVisitors(check) {
  const literal = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(source.value, source);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    TSImportEqualsDeclaration: (node) => {
      if (node.moduleReference?.type === 'TSExternalModuleReference') literal(node, node.moduleReference.expression);
    },
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) literal(node, node.arguments[0]);
    },
  };
}

const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'A part imports only from the folders and packages its zone allows.' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'array', items: { type: 'string' } },
          denyPackages: { type: 'array', items: { type: 'string' } },
          denyBuiltins: { type: 'boolean' },
          denyAllPackages: { type: 'boolean' },
          message: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      folder: '"{{specifier}}" ({{target}}) is outside what this part may import ({{allowed}}). {{message}}',
      package: '"{{specifier}}" may not be imported here. {{message}}',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const allow = options.allow ?? [];
    const deny = new Set(options.denyPackages ?? []);
    const cwd = context.cwd;
    const file = context.filename;
    return importVisitors((specifier, node) => {
      const data = { specifier, message: options.message ?? '' };
      if (!isRelative(specifier) && !path.isAbsolute(specifier)) {
        const denied = options.denyAllPackages || deny.has(packageName(specifier)) || (options.denyBuiltins && isBuiltin(specifier));
        if (denied) context.report({ node, messageId: 'package', data });
        return;
      }
      if (allow.length === 0) return;
      const target = projectPath(cwd, resolveFile(file, specifier));
      if (!allow.some((prefix) => within(target, prefix))) {
        context.report({ node, messageId: 'folder', data: { ...data, target, allowed: allow.join(', ') } });
      }
    });
  },
};

/** Files and the specifiers they import, read once per version of the file. */
const importsCache = new Map();
const IMPORT_TEXT = /(?:^|[^.\w$])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^.\w$])import\s*['"]([^'"]+)['"]|(?:^|[^.\w$])(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  let mtime = -1;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    // a file that is not there: nothing to follow
  }
  const cached = importsCache.get(file);
  // Keyed by the file's time too: an editor's ESLint server lives across edits.
  if (cached && cached.mtime === mtime) return cached.imports;
  const imports = [];
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // a package's file or one that is not there: nothing to follow
  }
  // Comments are dropped so an example in a comment is not taken for an import.
  text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const match of text.matchAll(IMPORT_TEXT)) imports.push(match[1] ?? match[2] ?? match[3]);
  importsCache.set(file, { mtime, imports });
  return imports;
}

/** The chain of project files from `file` to an editor module, or undefined when there is none. */
function editorChain(file, editorModules, seen) {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const specifier of importsOf(file)) {
    if (editorModules.has(specifier)) return [specifier];
    if (!isRelative(specifier)) continue;
    const next = resolveFile(file, specifier);
    const chain = editorChain(next, editorModules, seen);
    if (chain) return [next, ...chain];
  }
  return undefined;
}

const noEditorCode = {
  meta: {
    type: 'problem',
    docs: { description: 'Code that runs outside VS Code reaches no editor module, directly or through its imports.' },
    schema: [
      {
        type: 'object',
        properties: {
          editorModules: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      direct: '"{{specifier}}" is editor-only. {{message}}',
      through: '"{{specifier}}" reaches "{{editor}}" through {{chain}}. {{message}}',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const editorModules = new Set(options.editorModules ?? ['vscode']);
    const cwd = context.cwd;
    const file = context.filename;
    return importVisitors((specifier, node) => {
      const data = { specifier, message: options.message ?? '' };
      if (editorModules.has(specifier)) {
        context.report({ node, messageId: 'direct', data });
        return;
      }
      if (!isRelative(specifier)) return;
      const target = resolveFile(file, specifier);
      const chain = editorChain(target, editorModules, new Set([file]));
      if (chain) {
        const files = [target, ...chain.slice(0, -1)].map((f) => projectPath(cwd, f));
        context.report({ node, messageId: 'through', data: { ...data, editor: chain[chain.length - 1], chain: files.join(' → ') } });
      }
    });
  },
};

export default {
  meta: { name: 'architecture' },
  rules: { 'import-zones': importZones, 'no-editor-code': noEditorCode },
};
