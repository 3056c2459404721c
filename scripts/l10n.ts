/**
 * The runtime strings' bundle: every `vscode.l10n.t('…')` message of the folders listed below,
 * written to l10n/bundle.l10n.json (the keys VS Code looks up; translators translate the values),
 * plus a pseudo-locale bundle (l10n/bundle.l10n.qps-ploc.json) whose every value is visibly
 * altered, so a person running VS Code with `--locale qps-ploc` sees at once any English left.
 *
 *   npx tsx scripts/l10n.ts          (rewrite both files; test/unit/l10n.test.ts checks them)
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(__dirname, '..');
/** Folders whose user-visible strings all go through vscode.l10n.t (more join as they are done). */
export const LOCALIZED_FOLDERS = ['src/commands', 'src/views'];
export const BUNDLE = path.join(ROOT, 'l10n', 'bundle.l10n.json');
export const PSEUDO_BUNDLE = path.join(ROOT, 'l10n', 'bundle.l10n.qps-ploc.json');

export function sourceFiles(folders = LOCALIZED_FOLDERS): string[] {
  return folders.flatMap((folder) => readdirSync(path.join(ROOT, folder)).filter((f) => f.endsWith('.ts')).sort().map((f) => path.join(ROOT, folder, f)));
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

export interface Extracted {
  messages: string[];
  /** l10n.t calls whose message is not a plain string literal (the bundle could not hold them). */
  dynamic: string[];
}

export function extract(files = sourceFiles()): Extracted {
  const messages = new Set<string>();
  const dynamic: string[] = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (node: ts.Node): void => {
      if (isL10nCall(node)) {
        const [first] = node.arguments;
        if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) messages.add(first.text);
        else dynamic.push(`${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages: [...messages].sort(), dynamic };
}

const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', c: 'ç', n: 'ñ', y: 'ý' };

/** A pseudo translation: accented letters, 30% longer, bracketed; {0}, **marks** and $(icons) kept. */
export function pseudo(message: string): string {
  const parts = message.split(/(\{\d+\}|\$\([\w-]+\)|`[^`]*`)/);
  const body = parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/[aeiouAEIOUcny]/g, (ch) => ACCENTS[ch] ?? ch))).join('');
  return `[${body}${'~'.repeat(Math.ceil(message.length * 0.3))}]`;
}

export function bundles(messages: string[]): { english: string; pseudo: string } {
  const english = Object.fromEntries(messages.map((m) => [m, m]));
  const fake = Object.fromEntries(messages.map((m) => [m, pseudo(m)]));
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
