import { WEBVIEW_STRINGS, type StringKey, type StringTable } from '../src/protocol';

/**
 * Strings the webview added after the protocol's table was fixed. They belong in
 * WEBVIEW_STRINGS (src/protocol.ts) so the host translates them; until they move there, a host
 * translation for one of these keys is still accepted.
 */
export const WEBVIEW_EXTRA_STRINGS = {
  answerStoppedBeforeStart: 'Stopped before an answer started.',
  sessionSettings: 'Session settings',
} as const;

export type ExtraStringKey = keyof typeof WEBVIEW_EXTRA_STRINGS;
type AnyKey = StringKey | ExtraStringKey;

/** The webview's text: English defaults overlaid with the host's translations. */
export class Strings {
  private table: Record<AnyKey, string> = { ...WEBVIEW_STRINGS, ...WEBVIEW_EXTRA_STRINGS };

  update(translations: Partial<StringTable> & Partial<Record<ExtraStringKey, string>>): void {
    for (const [key, value] of Object.entries(translations)) {
      const known = Object.hasOwn(WEBVIEW_STRINGS, key) || Object.hasOwn(WEBVIEW_EXTRA_STRINGS, key);
      if (known && typeof value === 'string') this.table[key as AnyKey] = value;
    }
  }

  /** The string for `key` with `{0}`, `{1}`, … replaced by `args`. */
  t(key: AnyKey, ...args: Array<string | number>): string {
    return this.table[key].replace(/\{(\d+)\}/g, (match, n: string) => (args[Number(n)] ?? match).toString());
  }
}
