/**
 * "tips of $5 or more", "parties of 5 or more", "loans renewed 2 or more times": a bound written
 * after its number is the same condition as "at least 5". The tokens are rewritten so the one
 * reading of comparators (filters.ts) places it; otherwise the number is left unplaced and the
 * question refused. Only a number followed at once by the words: "8 cylinders or more", where a
 * column's name comes between, is read where its column is found (filters.ts).
 */
import { SCALES } from './scales';
import type { Token } from './text';

const AT_LEAST = /^(more|above|over|higher|greater|older|bigger|larger|longer)$/;
const AT_MOST = /^(less|fewer|below|under|lower|younger|smaller|shorter)$/;

const word = (raw: string): Token => ({ raw, word: raw });

export function boundsWrittenAfter(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const number = /^\d/.test(tokens[i].raw) && !tokens[i].compound;
    // A scale written after the number ("$2k or more") is part of it.
    const scaled = number && SCALES.has(tokens[i + 1]?.raw ?? '') ? 1 : 0;
    const or = tokens[i + 1 + scaled]?.raw === 'or' ? tokens[i + 2 + scaled]?.raw ?? '' : '';
    if (!number || !(AT_LEAST.test(or) || AT_MOST.test(or)) || /^(at|than)$/.test(out[out.length - 1]?.raw ?? '')) {
      out.push(tokens[i]);
      continue;
    }
    out.push(word('at'), word(AT_LEAST.test(or) ? 'least' : 'most'), ...tokens.slice(i, i + 1 + scaled));
    i += 2 + scaled;
  }
  return out;
}
