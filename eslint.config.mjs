// ESLint with the TypeScript rules, over every TypeScript file of the project, and the
// architecture's import rules (eslint/architecture.mjs; docs/architecture.md explains them).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './eslint/architecture.mjs';

/** Editor-only modules: code that runs outside VS Code reaches none of them. */
const EDITOR_MODULES = ['vscode'];

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'node_modules/**', '.test-runs/**', '.vscode-test/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { architecture },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The service client, the engine, the shared pure code, the message protocol and the command
    // line run outside VS Code (a Node process, a terminal, the webview): none of them reaches
    // `vscode`, directly or through what they import.
    files: ['src/api/**/*.ts', 'src/engine/**/*.ts', 'src/common/**/*.ts', 'src/protocol.ts', 'src/cli.ts', 'src/cli/**/*.ts'],
    rules: {
      'architecture/no-editor-code': ['error', { editorModules: EDITOR_MODULES, message: 'This part runs outside VS Code.' }],
    },
  },
  {
    // Shared pure code runs everywhere, the webview included: it imports only itself, no package
    // and no Node module.
    files: ['src/common/**/*.ts'],
    rules: {
      'architecture/import-zones': ['error', { allow: ['src/common'], denyAllPackages: true, message: 'src/common is pure: it imports nothing but src/common.' }],
    },
  },
  {
    // The chat webview is a browser page with no network: it imports its own files, the message
    // protocol and the shared pure code; no Node module and no editor API.
    files: ['webview/**/*.ts'],
    rules: {
      'architecture/import-zones': [
        'error',
        {
          allow: ['webview', 'src/protocol.ts', 'src/common'],
          denyPackages: EDITOR_MODULES,
          denyBuiltins: true,
          message: 'The webview imports only webview/, src/protocol.ts and src/common/.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
