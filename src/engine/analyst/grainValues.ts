/**
 * A period adjective that is also a value of the data: "monthly" beside a `Frequency` of Monthly /
 * One-off, "annual" beside a `Plan` of Annual / Monthly. Said of the rows ("donations that were
 * monthly", "plans are annual") it is the value; before a noun ("monthly donations") it may as well
 * ask for a figure per month, unless a period is named in other words, and the two give different numbers, so it is asked. The value's token
 * is never read as a grain as well (parts.ts `unclaimedText`).
 */
import { grainOf } from './dates';
import { grainValueTokens, type Parts, PERIOD_ADJECTIVE, unclaimedText } from './parts';
import { escapeMarkdown } from './text';

/** Words after which an adjective describes the rows: "were monthly", "is annual". */
const COPULA = /^(is|are|was|were|be|been|being)$/;

/**
 * "how many donations were weekly" where no value says Weekly: said of the rows, the adjective
 * asks for rows of that kind, never for a series per week, so it is asked back.
 */
function unheldKind(parts: Parts): string[] {
  const values = new Set(grainValueTokens(parts));
  return parts.tokens.flatMap((token, i) => (PERIOD_ADJECTIVE.test(token.raw) && COPULA.test(parts.tokens[i - 1]?.raw ?? '') && !values.has(i)
    ? [`“${escapeMarkdown(parts.tokens[i - 1].raw)} ${escapeMarkdown(token.raw)}” asks for rows of that kind, and no value of ${parts.info.table.label} says ${escapeMarkdown(token.raw)}; name the column and value you mean, or ask for a figure per period.`]
    : []));
}

export function grainValueDoubts(parts: Parts): string[] {
  const unheld = unheldKind(parts);
  if (unheld.length) return unheld;
  // "monthly donations by month": the period is said in its own words, so the adjective is the value.
  if (grainOf(unclaimedText(parts))) return [];
  return grainValueTokens(parts).flatMap((at) => {
    if (COPULA.test(parts.tokens[at - 1]?.raw ?? '')) return [];
    const value = parts.values.find((v) => v.start === at);
    if (!value) return [];
    const word = parts.tokens[at].raw;
    return [`“${escapeMarkdown(word)}” could be the rows where ${escapeMarkdown(value.column)} is ${escapeMarkdown(value.value)} or a figure per period, which give different numbers; ask for one (“… where ${escapeMarkdown(value.column)} is ${escapeMarkdown(value.value)}” or “… per ${word === 'daily' ? 'day' : word.replace(/ly$/, '').replace(/^annual$/, 'year')}”).`];
  });
}
