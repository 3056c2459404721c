/**
 * Moves every string a person reads in package.json into package.nls.json, writing "%key%" in
 * its place (commands' titles as command.<name>.title; other strings by field and first words).
 * Only the lines holding such strings change, so other changes to package.json merge cleanly.
 * Run it after adding commands, views, settings or walkthrough steps with plain strings:
 *
 *   npx tsx scripts/manifest-nls.ts      (test/unit/manifestNls.test.ts checks the result)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const MANIFEST = path.join(ROOT, 'package.json');
const NLS = path.join(ROOT, 'package.nls.json');

/** Fields shown to a person. `name` only in views (elsewhere it is an identifier). */
const FIELDS = new Set(['displayName', 'description', 'title', 'category', 'contextualTitle', 'contents', 'markdownDescription', 'patternErrorMessage', 'altText', 'fullName', 'userDescription', 'label']);

function slug(value: string): string {
  const words = value.match(/[A-Za-z0-9]+/g)?.slice(0, 6) ?? ['text'];
  return words[0].toLowerCase() + words.slice(1).map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join('');
}

export function convert(manifestText: string, nls: Record<string, string>): string {
  const keyFor = (field: string, value: string): string => {
    const same = Object.entries(nls).find(([key, text]) => text === value && key.startsWith(`${field}.`));
    if (same) return same[0];
    const base = `${field}.${slug(value)}`;
    let key = base;
    for (let n = 2; key in nls && nls[key] !== value; n++) key = `${base}${n}`;
    nls[key] = value;
    return key;
  };
  const out: string[] = [];
  let inEnum = false;
  let inViews = false;
  let schemaDepth = -1;
  for (const line of manifestText.split('\n')) {
    const indent = /^\s*/.exec(line)![0].length;
    // JSON schemas of tools are read by a language model, not a person: left as they are.
    if (schemaDepth >= 0 && indent <= schemaDepth && /^\s*[}\]]/.test(line)) schemaDepth = -1;
    if (/^\s*"inputSchema": \{$/.test(line)) schemaDepth = indent;
    if (/^\s{4}"views": \{$/.test(line)) inViews = true;
    else if (/^\s{4}"\w+": /.test(line)) inViews = false;
    if (inEnum) {
      const item = /^(\s*)(".*")(,?)$/.exec(line);
      if (item) {
        const value = JSON.parse(item[2]) as string;
        out.push(value.startsWith('%') ? line : `${item[1]}${JSON.stringify(`%${keyFor('enumDescription', value)}%`)}${item[3]}`);
        continue;
      }
      inEnum = false;
    }
    if (/^\s*"enumDescriptions": \[$/.test(line)) {
      inEnum = true;
      out.push(line);
      continue;
    }
    const inline = /^(\s*)"enumDescriptions": (\[.*\])(,?)$/.exec(line);
    if (inline && schemaDepth < 0) {
      const values = JSON.parse(inline[2]) as string[];
      if (values.every((v) => v.startsWith('%'))) {
        out.push(line);
        continue;
      }
      const keys = values.map((v) => JSON.stringify(v.startsWith('%') ? v : `%${keyFor('enumDescription', v)}%`));
      out.push(`${inline[1]}"enumDescriptions": [${keys.join(', ')}]${inline[3]}`);
      continue;
    }
    const field = /^(\s*)"(\w+)": ("(?:[^"\\]|\\.)*")(,?)$/.exec(line);
    if (field && schemaDepth < 0) {
      const [, space, name, literal, comma] = field;
      const value = JSON.parse(literal) as string;
      const top = space.length === 2;
      const shown = name === 'name' ? inViews && !top : FIELDS.has(name) && (!top || name === 'displayName' || name === 'description');
      if (shown && !value.startsWith('%') && /[A-Za-z]{2,}/.test(value)) {
        const command = /^\s*"command": "dataAnalysis\.(\w+)",$/.exec(out[out.length - 1] ?? '');
        let key: string;
        if (name === 'title' && command) {
          key = `command.${command[1]}.title`;
          nls[key] = value;
        } else {
          key = keyFor(name, value);
        }
        out.push(`${space}"${name}": ${JSON.stringify(`%${key}%`)}${comma}`);
        continue;
      }
    }
    out.push(line);
  }
  return out.join('\n');
}

if (require.main === module) {
  const nls = JSON.parse(readFileSync(NLS, 'utf8')) as Record<string, string>;
  const before = Object.keys(nls).length;
  const converted = convert(readFileSync(MANIFEST, 'utf8'), nls);
  JSON.parse(converted);
  writeFileSync(MANIFEST, converted);
  const sorted = Object.fromEntries(Object.entries(nls).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(NLS, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`package.nls.json: ${Object.keys(nls).length - before} strings added (${Object.keys(nls).length} in all)`);
}
