import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The architecture's import rules (eslint.config.mjs, eslint/architecture.mjs) fail the lint on a
 * deliberate violation, through the project's real ESLint configuration: each fixture is linted
 * as if it were a file of the part named by its path.
 */
const root = path.resolve(__dirname, '../../..');

async function problems(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

async function architectureProblems(file: string, code: string): Promise<string[]> {
  return (await problems(file, code)).filter((m) => m.startsWith('architecture/') || m.startsWith('parse'));
}

describe('lint: the architecture rules', function () {
  this.timeout(60_000);

  it('src/api, src/engine, src/common and the protocol never import vscode', async () => {
    for (const file of ['src/api/__fixture.ts', 'src/engine/__fixture.ts', 'src/engine/analyst/__fixture.ts', 'src/common/__fixture.ts', 'src/protocol.ts']) {
      const found = await architectureProblems(file, "import * as vscode from 'vscode';\nexport const x = vscode.version;\n");
      assert.ok(found.some((m) => m.startsWith('architecture/no-editor-code') && m.includes('"vscode" is editor-only')), `${file}: ${found.join('; ')}`);
    }
  });

  it('catches vscode reached through a helper, a dynamic import or a require', async () => {
    const found = await architectureProblems('src/engine/__fixture.ts', "import * as notify from '../notify';\nexport const n = notify;\n");
    assert.ok(found.some((m) => m.includes('"../notify" reaches "vscode" through src/notify.ts')), found.join('; '));
    const dynamic = await architectureProblems('src/api/__fixture.ts', "export const load = () => import('vscode');\n");
    assert.ok(dynamic.some((m) => m.includes('"vscode" is editor-only')), dynamic.join('; '));
    const required = await architectureProblems('src/api/__fixture.ts', "// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const v = require('vscode');\n");
    assert.ok(required.some((m) => m.includes('"vscode" is editor-only')), required.join('; '));
  });

  it('the command line imports no editor-only code, however deep', async () => {
    const found = await architectureProblems('src/cli/__fixture.ts', "import { ChatPanel } from '../chat/chatPanel';\nexport const p = ChatPanel;\n");
    assert.ok(found.some((m) => m.startsWith('architecture/no-editor-code') && m.includes('"../chat/chatPanel" reaches "vscode"')), found.join('; '));
    const entry = await architectureProblems('src/cli.ts', "import { SessionsTreeProvider } from './views/sessionsTree';\nexport const s = SessionsTreeProvider;\n");
    assert.ok(entry.some((m) => m.includes('reaches "vscode"')), entry.join('; '));
    // What the command line does use stays allowed.
    assert.deepEqual(await architectureProblems('src/cli/__fixture.ts', "import { parseCsv } from '../common/csv';\nimport { ApiClient } from '../api/client';\nexport const x = [parseCsv, ApiClient];\n"), []);
  });

  it('the webview imports only itself, the message protocol and src/common', async () => {
    const api = await architectureProblems('webview/render/__fixture.ts', "import type { TableBlock } from '../../src/api/types';\nexport type T = TableBlock;\n");
    assert.ok(api.some((m) => m.startsWith('architecture/import-zones') && m.includes('src/api/types.ts')), api.join('; '));
    const host = await architectureProblems('webview/__fixture.ts', "import { ChatPanel } from '../src/chat/chatPanel';\nexport const p = ChatPanel;\n");
    assert.ok(host.some((m) => m.includes('src/chat/chatPanel.ts')), host.join('; '));
    for (const pkg of ['vscode', 'node:fs', 'fs', 'child_process']) {
      const found = await architectureProblems('webview/__fixture.ts', `import * as m from '${pkg}';\nexport const x = m;\n`);
      assert.ok(found.some((m) => m.includes(`"${pkg}" may not be imported here`)), `${pkg}: ${found.join('; ')}`);
    }
    assert.deepEqual(
      await architectureProblems('webview/render/__fixture.ts', "import { parseCsv } from '../../src/common/csv';\nimport type { TableData } from '../../src/protocol';\nimport { h } from '../dom';\nimport DOMPurify from 'dompurify';\nexport const x = [parseCsv, h, DOMPurify];\nexport type T = TableData;\n"),
      [],
    );
  });

  it('src/common imports nothing but itself', async () => {
    for (const code of ["import { LIMITS } from '../api/types';", "import * as fs from 'node:fs';", "import { marked } from 'marked';"]) {
      const found = await architectureProblems('src/common/__fixture.ts', `${code}\nexport const x = 1;\n`);
      assert.ok(found.some((m) => m.startsWith('architecture/import-zones')), `${code}: ${found.join('; ')}`);
    }
    assert.deepEqual(await architectureProblems('src/common/__fixture.ts', "import { parseCsv } from './csv';\nexport const x = parseCsv;\n"), []);
  });
});
