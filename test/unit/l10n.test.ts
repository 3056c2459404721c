/**
 * Runtime strings of the extension host (every file under src/ that imports vscode): every one a
 * person can see goes through vscode.l10n.t with a literal message (or is one of the webview's
 * strings, which the host translates as a table), the bundle (l10n/bundle.l10n.json) holds
 * exactly those messages, and the pseudo-locale bundle translates every one of them, keeping the
 * placeholders.
 * The scan looks at the places a string reaches the screen (message boxes, picks, input boxes,
 * progress, tree items, tooltips, validation) and fails on any English left outside l10n.t.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { BUNDLE, bundles, extract, isL10nCall, parse, PSEUDO_BUNDLE, pseudo, sourceFiles } from '../../scripts/l10n';

const ROOT = path.join(__dirname, '..', '..');

/** Properties whose value a person reads (QuickPickItem, InputBox, progress, tree items, messages). */
const VISIBLE_PROPERTIES = new Set(['title', 'placeHolder', 'prompt', 'label', 'description', 'tooltip', 'detail', 'message', 'openLabel', 'validationMessage', 'invocationMessage', 'pastTenseMessage']);
/** Set on an object a person reads (a status bar item's `text`); as an object key it is too common to mean that. */
const VISIBLE_ASSIGNED = new Set([...VISIBLE_PROPERTIES, 'text']);
/** Calls whose arguments a person reads (message boxes, tree items, the status bar, @analyst's answer in the Chat view). */
const VISIBLE_CALLS = /^(vscode\.)?window\.(show(Information|Warning|Error)Message|setStatusBarMessage)$|^new vscode\.(TreeItem|MarkdownString)$|^this\.notifier\.showError$|^(this\.)?(stream|response)\.(markdown|progress)$/;

/** Text with words in it (not an icon, an id or a separator). */
function hasWords(text: string): boolean {
  return /[A-Za-z]{2,}/.test(text.replace(/\$\([\w-]+\)/g, ''));
}

function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return [];
}

function insideL10n(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) if (isL10nCall(at)) return true;
  return false;
}

/** The files under src/ that run in the extension host: the ones that import vscode. */
function hostFiles(): string[] {
  return sourceFiles().filter((file) => /^import (\* as vscode|type \* as vscode|\{[^}]*\}) from 'vscode';$/m.test(readFileSync(file, 'utf8')));
}

/** Strings that reach the screen without vscode.l10n.t, as "file:line: text". */
function unlocalized(files = hostFiles()): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = parse(file);
    const report = (node: ts.Node): void => {
      const texts = literalTexts(node).filter(hasWords);
      if (texts.length && !insideL10n(node)) found.push(`${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${texts.join('…')}`);
    };
    /** A visible value: the literal itself, or the literals a conditional or a ?? may give. */
    const visible = (node: ts.Node): void => {
      if (ts.isConditionalExpression(node)) {
        visible(node.whenTrue);
        visible(node.whenFalse);
      } else if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
        visible(node.left);
        visible(node.right);
      } else if (ts.isParenthesizedExpression(node)) {
        visible(node.expression);
      } else {
        report(node);
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && VISIBLE_PROPERTIES.has(node.name.text)) visible(node.initializer);
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left) && VISIBLE_ASSIGNED.has(node.left.name.text)) visible(node.right);
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && VISIBLE_CALLS.test(`${ts.isNewExpression(node) ? 'new ' : ''}${node.expression.getText(source)}`)) {
        for (const arg of node.arguments ?? []) if (!ts.isObjectLiteralExpression(arg)) visible(arg);
      }
      // validateInput returns the message shown under the box.
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'validateInput' && ts.isArrowFunction(node.initializer)) visible(node.initializer.body);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('l10n: runtime strings of the extension host', () => {
  it('every string a person sees goes through vscode.l10n.t, in every host file under src/', () => {
    const files = hostFiles().map((file) => path.relative(ROOT, file));
    // The scan covers every folder whose code talks to VS Code, not a hand-kept list.
    for (const folder of ['src/chat', 'src/commands', 'src/views', 'src/lm', 'src/tools', 'src/participant', 'src/connection']) {
      assert.ok(files.some((file) => file.startsWith(`${folder}/`)), `${folder} is scanned`);
    }
    assert.deepEqual(unlocalized(), []);
  });

  it('the scan finds English left in message boxes, pick items, progress titles, tree items and validation', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'l10n-scan-'));
    const file = path.join(dir, 'sample.ts');
    writeFileSync(file, [
      "vscode.window.showInformationMessage('Saved the file');",
      "vscode.window.showWarningMessage(vscode.l10n.t('Fine'), 'Open');",
      "const item = { label: `$(add) New dataset`, description: ok ? 'named after it' : vscode.l10n.t('Fine') };",
      "vscode.window.withProgress({ title: `Uploading ${name}` }, run);",
      "const tree = new vscode.TreeItem('Load more');",
      "tree.tooltip = vscode.l10n.t('Fine');",
      "vscode.window.showInputBox({ validateInput: (v) => (v ? undefined : 'The name is required.') });",
      "const id = 'dataAnalysis.analyzeFile'; const icon = { label: '$(add)' };",
      "stream.markdown('Nothing was uploaded.'); this.stream.progress(vscode.l10n.t('Fine'));",
      "vscode.window.setStatusBarMessage(`$(check) Inserted ${n} lines`, 2000); item.text = '$(sparkle) Model';",
      "const prepared = { invocationMessage: 'Listing datasets' };",
    ].join('\n'));
    try {
      assert.deepEqual(unlocalized([file]).map((line) => line.replace(/^.*sample\.ts:/, '')), [
        '1: Saved the file', '2: Open', '3: $(add) New dataset', '3: named after it', '4: Uploading ', '5: Load more', '7: The name is required.',
        '9: Nothing was uploaded.', '10: $(check) Inserted … lines', '10: $(sparkle) Model', '11: Listing datasets',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every vscode.l10n.t message is a literal, and the bundle holds exactly those messages (npx tsx scripts/l10n.ts rewrites it)', () => {
    const { messages, dynamic } = extract();
    assert.deepEqual(dynamic, []);
    assert.ok(messages.length > 300);
    const keys = messages.map((m) => m.key);
    // One from each folder the bundle once missed, and the webview's table (keyed with its comment, as VS Code looks it up).
    for (const key of ['Inserted cell {0} into {1}', 'Listing datasets…', '**Could not answer:** {0}', 'Language model for the local engine', 'Ask/chat webview: ask', 'Stopped before an answer started./chat webview: answerStoppedBeforeStart']) {
      assert.ok(keys.includes(key), key);
    }
    const expected = bundles(messages);
    assert.equal(readFileSync(BUNDLE, 'utf8'), expected.english);
    assert.equal(readFileSync(PSEUDO_BUNDLE, 'utf8'), expected.pseudo);
  });

  it('the pseudo-locale bundle changes every message and keeps its placeholders, bold marks and icons', () => {
    const english = JSON.parse(readFileSync(BUNDLE, 'utf8')) as Record<string, string>;
    const fake = JSON.parse(readFileSync(PSEUDO_BUNDLE, 'utf8')) as Record<string, string>;
    assert.deepEqual(Object.keys(fake), Object.keys(english));
    for (const [key, value] of Object.entries(fake)) {
      assert.notEqual(value, english[key]);
      assert.doesNotMatch(value, /chat webview/, 'the comment is not part of the text shown');
      assert.match(value, /^\[[\s\S]*~+\]$/);
      const marks = (text: string) => [...text.matchAll(/\{\d+\}|\$\([\w-]+\)|\*\*/g)].map((m) => m[0]).sort();
      assert.deepEqual(marks(value), marks(key), key);
    }
    assert.equal(pseudo('Upload {0} of {1}'), '[Úplóád {0} óf {1}~~~~~~]');
  });

  it('the manifest points VS Code at the bundle', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { l10n?: string };
    assert.equal(manifest.l10n, './l10n');
  });
});
