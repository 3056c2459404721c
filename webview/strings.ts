import { WEBVIEW_STRINGS, type StringKey, type StringTable } from '../src/protocol';

/** The webview's text: English defaults overlaid with the host's translations. */
export class Strings {
  private table: StringTable = { ...WEBVIEW_STRINGS };

  update(translations: Partial<StringTable>): void {
    for (const [key, value] of Object.entries(translations)) {
      if (Object.hasOwn(WEBVIEW_STRINGS, key) && typeof value === 'string') this.table[key as StringKey] = value;
    }
  }

  /** The string for `key` with `{0}`, `{1}`, … replaced by `args`. */
  t(key: StringKey, ...args: Array<string | number>): string {
    return this.table[key].replace(/\{(\d+)\}/g, (match, n: string) => (args[Number(n)] ?? match).toString());
  }
}
