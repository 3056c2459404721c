/**
 * Whether the noun a ranking stands on was said in the plural, so the answer lists several rows.
 * "single", "individual", "lone" or "one" just before it ask for one ("the biggest single parts
 * cost", "the one largest order"), whatever the noun's own form: a column's name that ends in an
 * "s" ("parts cost", "sales") is no plural of the rows.
 */
import type { Token } from './text';

const ONE = /^(single|individual|lone|one)$/;

/** True when `tokens[at]` is a plural ("trips") and no word for one stands in the three words before it. */
export function saidInPlural(tokens: Token[], at: number): boolean {
  const token = tokens[at];
  if (!token || token.raw === token.word || /ss$/.test(token.raw)) return false;
  return !tokens.slice(Math.max(0, at - 3), at).some((before) => ONE.test(before.raw));
}

