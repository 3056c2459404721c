/**
 * Meaning words: words of a question that change its figure ("rate", "difference", "in thousands",
 * "who", "spent the most"). They used to sit in the parser's list of known words, so a question
 * whose meaning word no rule acted on was answered as if the word were not there ("error rate per
 * device" gave error counts). Each one here counts as used only when the answer does what it says;
 * otherwise the honesty gate refuses, naming the word. Inert words ("show", "the", "what") stay in
 * `VOCABULARY` (parts.ts) and may be dropped.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';

type Read = (intent: Intent, parts: Parts, at: number) => boolean;

const ranked = (intent: Intent): boolean => !!intent.rank;
const rowsOrRankedGroups = (intent: Intent): boolean => intent.kind === 'rows' || (!!intent.rank && intent.groupBy.length > 0);
// The missing-values answers give each count's share of the rows beside it.
const shareOf = (intent: Intent): boolean => !!intent.share || !!intent.measure?.derived || !!intent.difference?.percent || intent.kind === 'missing';
const derived = (intent: Intent): boolean => !!intent.measure?.derived;
const overTime = (intent: Intent): boolean => intent.kind === 'trend' || intent.kind === 'growth' || !!intent.time || !!intent.difference;
// Rows listed for both sides ("loans 2023 vs 2024") compare nothing: a figure per side must be computed.
const compared = (intent: Intent): boolean => intent.kind !== 'rows' && (!!intent.difference || intent.groupBy.length > 0 || intent.filters.some((f) => f.op === 'in' || f.op === 'years' || (f.op === 'periods' && intent.kind === 'trend')) || intent.kind === 'correlation');
const bounded = (intent: Intent): boolean => ranked(intent) || intent.filters.some((f) => /^[<>]/.test(f.op) || f.op === 'between') || ['min', 'max'].includes(intent.measure?.agg ?? '');
const afterNumber = (parts: Parts, at: number): boolean => /^\d/.test(parts.tokens[at - 1]?.raw ?? '');
// "fertility rate": the column right before the word holds a rate or a level; "waste rate" on a count of loaves wasted needs a denominator the answer would not have.
const namesRateColumn = (parts: Parts, at: number): boolean => parts.mentions.some((m) => m.end === at && m.candidates[0].column.kind === 'number' && (m.candidates[0].column.role === 'rate' || m.candidates[0].column.isIntensive));
/** "spent the most", "earns the most": ranked by what each one spent in total, or one row's figure. */
const moneyRead = (intent: Intent): boolean => !!intent.measure?.column && intent.measure.agg !== 'count' && (!intent.rank || intent.kind === 'rows' || intent.measure.agg === 'sum');

const MONEY = new Set(['spent', 'spend', 'spending', 'earn', 'earns', 'earner', 'earners']);

const MEANINGS = new Map<string, Read>([
  // A person or a row is asked for: the answer must list rows, or rank groups of a label.
  // "customers who signed up": after its noun, "who" only joins a condition to it.
  ...['who', 'whose'].map((word): [string, Read] => [word, (intent, _parts, at) => at > 0 || rowsOrRankedGroups(intent)]),
  // Money verbs: a measure of money; ranked groups are ranked by their total.
  ...[...MONEY].map((word): [string, Read] => [word, moneyRead]),
  // Shares and rates: a share of rows or of a total, or a ratio of columns, was computed.
  ...['rate', 'rates', 'share', 'percentage', 'percent', 'pct', 'proportion', 'fraction', 'ratio', 'cent'].map((word): [string, Read] => [word, (intent, parts, at) => shareOf(intent) || namesRateColumn(parts, at)]),
  // Scale words: a scaled number of a condition ("over 2 million"), or a measure scaled.
  ...['thousand', 'thousands', 'million', 'millions', 'billion', 'billions', 'mn', 'bn'].map((word): [string, Read] => [word, (intent, parts, at) => afterNumber(parts, at) || derived(intent)]),
  // A difference: one figure minus another, computed by difference.ts.
  ...['difference', 'differ', 'differs'].map((word): [string, Read] => [word, (intent) => !!intent.difference]),
  // "std dev": a standard deviation; "dev" alone (a piece of "dev-a") is no instruction.
  ['dev', (intent) => intent.measure?.agg === 'stddev'],
  // "30 degrees": a unit no rule converts.
  ...['degree', 'degrees'].map((word): [string, Read] => [word, () => false]),
  // Quarters: a date filter or quarterly grain read them.
  ...['q1', 'q2', 'q3', 'q4'].map((word): [string, Read] => [word, (intent) => intent.filters.length > 0 || intent.time?.grain === 'quarter']),
  // Change over time.
  ...['growth', 'grow', 'grew', 'growing', 'grows'].map((word): [string, Read] => [word, overTime]),
  // "salary increase by department", "did salaries rise": a change between periods, never the total of the level ("fall" is also a season: left out).
  ...['increase', 'increases', 'increased', 'increasing', 'decrease', 'decreases', 'decreased', 'decreasing', 'rise', 'rises', 'rose', 'risen', 'rising', 'decline', 'declines', 'declined', 'declining', 'change', 'changes', 'changed'].map((word): [string, Read] => [word, overTime]),
  // Comparatives of a measure: a ranking, a bound or an extreme.
  ...['heavier', 'lighter', 'longer', 'shorter', 'deeper', 'shallower', 'colder', 'cooler', 'warmer', 'hotter', 'taller'].map((word): [string, Read] => [word, bounded]),
  // Comparisons: groups or values side by side.
  ...['vs', 'versus', 'against', 'compare', 'compared', 'comparison'].map((word): [string, Read] => [word, compared]),
]);

/** Whether a word is a meaning word, checked here rather than dropped as a known word. */
export const isMeaningWord = (word: string): boolean => MEANINGS.has(word);

/** The meaning words of the question that the intent does not act on. */
export function unreadMeanings(parts: Parts, intent: Intent): string[] {
  const spans = [...parts.mentions, ...parts.values];
  const unread = parts.tokens.filter((token, i) => {
    const read = MEANINGS.get(token.raw);
    if (!read) return false;
    // A money verb read as its column ("spent": the price paid) still asks for what was paid in total.
    if ((parts.placed.has(i) || spans.some((span) => span.start <= i && i < span.end)) && !MONEY.has(token.raw)) return false;
    // "std dev": the pair reads as one word, "per cent" as "percent".
    if (token.raw === 'dev' && parts.tokens[i - 1]?.raw !== 'std') return true;
    return !read(intent, parts, i);
  });
  return [...new Set(unread.map((token) => (token.compound && token.raw.length < 4 ? token.compound : token.raw)))];
}

/** "above 30F", "86 °F", "30 degrees fahrenheit": a temperature in Fahrenheit. */
const FAHRENHEIT = /\b\d+(?:\.\d+)?\s*(?:°\s*f\b|f\b|degrees? f\b|degrees? fahrenheit\b|fahrenheit\b)/i;

/**
 * Units and signs of the question as typed that the answer would not honour: a Fahrenheit figure
 * compared with a column not said to be in Fahrenheit (no conversion is made), and an amount of
 * money ("$100") compared with an identifier column.
 */
export function unhonouredUnits(parts: Parts, intent: Intent): string[] {
  const reasons: string[] = [];
  const fahrenheit = FAHRENHEIT.exec(parts.question);
  // A condition converted from Fahrenheit into a column in Celsius says so in its label (temperatureUnits.ts).
  if (fahrenheit && !intent.filters.some((f) => /fahrenheit|(^|_)f$|_?degf/i.test(f.column) || f.label.includes('°F)'))) {
    reasons.push(`“${fahrenheit[0]}” is a temperature in Fahrenheit, and no column of ${parts.info.table.label} says it holds Fahrenheit; I do not convert it, so name the value in the column's own unit.`);
  }
  const ids = new Set(parts.info.columns.filter((c) => c.isId).map((c) => c.name));
  const money = [...parts.question.matchAll(/[$€£¥]\s*(\d+(?:,\d{3})*(?:\.\d+)?)/g)].map((m) => Number(m[1].replace(/,/g, '')));
  const onId = intent.filters.find((f) => ids.has(f.column) && f.values.some((v) => typeof v === 'number' && money.includes(v)));
  if (onId) reasons.push(`The question writes an amount of money, and I would compare it with ${codeSpan(onId.column)}, an identifier; name the column that holds the amount.`);
  return reasons;
}
