import type { Formatter } from '../src/common/format';
import { WEBVIEW_STRINGS, type StringKey, type StringTable } from '../src/protocol';
import { panelFormatter } from './numbers';

/** Counted strings: the key of the plural ("other") form and of its "one" form. */
const SINGULAR: Partial<Record<StringKey, StringKey>> = { rowCount: 'rowCountOne', dataSourcesChosen: 'dataSourcesChosenOne' };

/**
 * The webview's text: English defaults overlaid with the host's translations, and numbers in
 * the webview's locale (VS Code's display language) through the one shared formatter.
 */
export class Strings {
  private table: Record<StringKey, string> = { ...WEBVIEW_STRINGS };
  readonly format: Formatter;

  constructor(format: Formatter = panelFormatter()) {
    this.format = format;
  }

  update(translations: Partial<StringTable>): void {
    for (const [key, value] of Object.entries(translations)) {
      if (Object.hasOwn(WEBVIEW_STRINGS, key) && typeof value === 'string') this.table[key as StringKey] = value;
    }
  }

  /** The string for `key` with `{0}`, `{1}`, … replaced by `args` (numbers formatted for the locale). */
  t(key: StringKey, ...args: Array<string | number>): string {
    return this.table[key].replace(/\{(\d+)\}/g, (match, n: string) => {
      const arg = args[Number(n)];
      if (arg === undefined) return match;
      return typeof arg === 'number' ? this.format.number(arg) : arg;
    });
  }

  /** A counted string (`{0}` is the count) in the locale's plural form for `n`: "1 row", "2 rows". */
  count(key: StringKey, n: number): string {
    const singular = SINGULAR[key];
    // A translated plural with an untranslated singular would mix two languages: the plural then serves both.
    const mixed = singular !== undefined && this.table[key] !== WEBVIEW_STRINGS[key] && this.table[singular] === WEBVIEW_STRINGS[singular];
    return this.format.count(n, { other: this.table[key], ...(singular && !mixed ? { one: this.table[singular] } : {}) });
  }
}
