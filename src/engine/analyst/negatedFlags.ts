/**
 * "unpaid jobs", "nonbillable hours" beside a yes/no `Paid` or `Billable`: the word is the flag
 * said no, read as "not paid" so the yes/no rules (filters.ts) keep the rows that say no. Only where
 * the data does not hold the word itself (a `Status` of Paid and Unpaid is matched as written), and
 * only for a column whose name says nothing else.
 */
import type { ParseLookups } from './parts';
import type { TableInfo } from './schema';
import { singular, type Token } from './text';

/** "unpaid", "non-billable" written as one word: the prefix that says no, and the rest. */
const NEGATED = /^(un|non)(\p{L}{3,})$/u;

/** Words of a yes/no column's name that say nothing of what it flags. */
const EMPTY_WORDS = /^(is|has|was|were|had|did|does|y|n|yes|no)$/;

/** Whether a column is named by `word` alone (`Paid`, `Paid (Y/N)`, `Is Billable`), text or yes/no. */
function namedOnlyBy(info: TableInfo, word: string): boolean {
  return info.columns.some((c) => (c.kind === 'text' || c.kind === 'boolean') && !c.isId && c.words.filter((w) => !EMPTY_WORDS.test(w)).join(' ') === word);
}

/** The question's tokens with each such word split into "not" and the flag's word; the same array when there is none. */
export async function splitNegatedFlags(tokens: Token[], info: TableInfo, lookups: ParseLookups): Promise<Token[]> {
  if (!tokens.some((token) => NEGATED.test(token.raw))) return tokens;
  let split = false;
  const out: Token[] = [];
  for (const token of tokens) {
    const match = NEGATED.exec(token.raw);
    const rest = match?.[2];
    if (!rest || !namedOnlyBy(info, singular(rest)) || (await lookups.findValues(info, [token.raw])).length) {
      out.push(token);
      continue;
    }
    out.push({ raw: 'not', word: 'not' }, { raw: rest, word: singular(rest) });
    split = true;
  }
  return split ? out : tokens;
}
