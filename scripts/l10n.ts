/**
 * The runtime strings' bundle: every `vscode.l10n.t('…')` message anywhere under src/, written to
 * l10n/bundle.l10n.json (the keys VS Code looks up; translators translate the values), plus a
 * pseudo-locale bundle (l10n/bundle.l10n.qps-ploc.json) whose every value is visibly altered, so
 * a person running VS Code with `--locale qps-ploc` sees at once any English left.
 *
 *   npx tsx scripts/l10n.ts          (rewrite both files; test/unit/l10n.test.ts checks them)
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { WEBVIEW_STRINGS, webviewStringComment, type StringKey } from '../src/protocol';

const ROOT = path.join(__dirname, '..');
export const SOURCE_ROOT = path.join(ROOT, 'src');
export const BUNDLE = path.join(ROOT, 'l10n', 'bundle.l10n.json');
export const PSEUDO_BUNDLE = path.join(ROOT, 'l10n', 'bundle.l10n.qps-ploc.json');

/** Every TypeScript file under `folder` (src/ by default), at any depth, in a stable order. */
export function sourceFiles(folder = SOURCE_ROOT): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
    });
}

export function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** `vscode.l10n.t(...)` or `l10n.t(...)`. */
export function isL10nCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 't') return false;
  const target = node.expression.expression;
  return (ts.isPropertyAccessExpression(target) && target.name.text === 'l10n') || (ts.isIdentifier(target) && target.text === 'l10n');
}

/** One bundle entry: the key VS Code looks up ("message", or "message/comment" when the call gives a comment) and the English text. */
export interface Message {
  key: string;
  english: string;
}

export interface Extracted {
  /** Sorted by key. */
  messages: Message[];
  /** l10n.t calls whose message is not a plain string literal (the bundle could not hold them). */
  dynamic: string[];
}

function literal(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** The entry of `l10n.t('…')` or `l10n.t({ message: '…', comment: '…' })`; undefined when not literal. */
function literalMessage(first: ts.Expression | undefined): Message | undefined {
  if (!first || !ts.isObjectLiteralExpression(first)) {
    const text = literal(first);
    return text === undefined ? undefined : { key: text, english: text };
  }
  const property = (name: string) => first.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;
  const english = literal(property('message'));
  const comment = property('comment');
  if (english === undefined) return undefined;
  if (!comment) return { key: english, english };
  const text = literal(comment);
  return text === undefined ? undefined : { key: `${english}/${text}`, english };
}

/**
 * The one call that translates a table rather than a literal: the host's loop over the
 * webview's strings (src/chat/chatPanel.ts), recognised by its `webviewStringComment(…)`. Its
 * keys come from the table itself.
 */
const WEBVIEW_TABLE_CALL = /\bwebviewStringComment\(/;
const WEBVIEW_MESSAGES: Message[] = (Object.entries(WEBVIEW_STRINGS) as Array<[StringKey, string]>).map(([key, english]) => ({ key: `${english}/${webviewStringComment(key)}`, english }));

export function extract(files = sourceFiles()): Extracted {
  const messages = new Map<string, Message>();
  const add = (message: Message) => messages.set(message.key, message);
  const dynamic: string[] = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (node: ts.Node): void => {
      if (isL10nCall(node)) {
        const message = literalMessage(node.arguments[0]);
        if (message) add(message);
        else if (WEBVIEW_TABLE_CALL.test(node.getText(source))) WEBVIEW_MESSAGES.forEach(add);
        else dynamic.push(`${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages: [...messages.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)), dynamic };
}

const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', c: 'ç', n: 'ñ', y: 'ý' };

/** A pseudo translation: accented letters, 30% longer, bracketed; {0}, **marks** and $(icons) kept. */
export function pseudo(message: string): string {
  const parts = message.split(/(\{\d+\}|\$\([\w-]+\)|`[^`]*`)/);
  const body = parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/[aeiouAEIOUcny]/g, (ch) => ACCENTS[ch] ?? ch))).join('');
  return `[${body}${'~'.repeat(Math.ceil(message.length * 0.3))}]`;
}

/** The English bundle and the pseudo-locale one; a comment is part of the key only, never of the text shown. */
export function bundles(messages: Message[]): { english: string; pseudo: string } {
  const english = Object.fromEntries(messages.map((m) => [m.key, m.english]));
  const fake = Object.fromEntries(messages.map((m) => [m.key, pseudo(m.english)]));
  return { english: `${JSON.stringify(english, null, 2)}\n`, pseudo: `${JSON.stringify(fake, null, 2)}\n` };
}

if (require.main === module) {
  const { messages, dynamic } = extract();
  if (dynamic.length) {
    console.error(`l10n.t with a message that is not a string literal:\n${dynamic.join('\n')}`);
    process.exit(1);
  }
  const out = bundles(messages);
  mkdirSync(path.dirname(BUNDLE), { recursive: true });
  writeFileSync(BUNDLE, out.english);
  writeFileSync(PSEUDO_BUNDLE, out.pseudo);
  console.log(`wrote ${messages.length} messages to ${path.relative(ROOT, BUNDLE)} and ${path.relative(ROOT, PSEUDO_BUNDLE)}`);
}
