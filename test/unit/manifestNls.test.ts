/**
 * The manifest's strings a person sees (names, titles, categories, descriptions, welcome
 * contents, walkthrough text, setting descriptions) are %keys% of package.nls.json, so a
 * translation is one more package.nls.<locale>.json. Every key used exists, every key exists
 * for a use, and no string a person reads is left in package.json.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
const nls = JSON.parse(readFileSync(path.join(ROOT, 'package.nls.json'), 'utf8')) as Record<string, string>;

/** Fields whose string value is shown to a person (at any depth below `contributes`). */
const SHOWN = new Set(['title', 'category', 'name', 'contextualTitle', 'contents', 'description', 'markdownDescription', 'patternErrorMessage', 'altText', 'displayName']);

/** [where, text] of every shown string in the manifest. */
function shownStrings(): Array<[string, string]> {
  const out: Array<[string, string]> = [['displayName', String(manifest.displayName)], ['description', String(manifest.description)]];
  const capabilities = manifest.capabilities as { untrustedWorkspaces?: { description?: string } };
  if (capabilities.untrustedWorkspaces?.description) out.push(['capabilities.untrustedWorkspaces.description', capabilities.untrustedWorkspaces.description]);
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        // A chat participant's and a tool's `name` are identifiers people type (@analyst, /new), not text.
        const identifier = key === 'name' && /^contributes\.(chatParticipants|languageModelTools)\b/.test(where);
        if (typeof inner === 'string' && SHOWN.has(key) && !identifier) out.push([`${where}.${key}`, inner]);
        else if (key === 'enumDescriptions' && Array.isArray(inner)) inner.forEach((text, i) => out.push([`${where}.${key}[${i}]`, String(text)]));
        // Walkthrough media and icons are paths; menus and keybindings hold ids only.
        // A tool's input schema is read by language models, in the words its code checks.
        else if (key !== 'media' && key !== 'inputSchema') walk(inner, `${where}.${key}`);
      }
    }
  };
  walk(manifest.contributes, 'contributes');
  return out;
}

describe('manifest strings through package.nls.json', () => {
  it('every string a person reads in package.json is a %key% of package.nls.json', () => {
    const plain = shownStrings().filter(([, text]) => !/^%[\w.-]+%$/.test(text));
    assert.deepEqual(plain, [], 'move these into package.nls.json and write "%key%" in package.json');
  });

  it('every key used exists, and every key of package.nls.json is used', () => {
    const used = new Set(shownStrings().map(([, text]) => text.slice(1, -1)));
    assert.deepEqual([...used].filter((key) => !(key in nls)), []);
    assert.deepEqual(Object.keys(nls).filter((key) => !used.has(key)), []);
    for (const [key, text] of Object.entries(nls)) assert.ok(text.trim() && !text.startsWith('%'), key);
  });
});
