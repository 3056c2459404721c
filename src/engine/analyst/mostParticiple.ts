/**
 * "the most reviewed listing", "the least visited page", "the most booked class": "most" or
 * "least" before a participle asks which row or which label ranks first, never for a total. The
 * participle names the column that ranks ("reviewed" is `Number of Reviews`): the row (or rows)
 * with its highest (lowest) value; "the highest paid employee" ranks by the pay column. When it names no column, a label whose rows are the events the
 * participle says ("booked" on bookings) ranks by its number of rows. Anything else is asked.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import { type Parts, PLURAL_RANKING, rankLimit, rowNounsOf } from './parts';
import type { Reading, Rule } from './rules';
import type { ColumnInfo } from './schema';
import { escapeMarkdown, words } from './text';

/** "reviewed", "reviews", "review" share a stem; "booked" and "bookings", "rented" and "rentals" too. */
function stem(word: string): string {
  return word.toLowerCase().replace(/(ations|ation|ings|ing|als|al|ed|es|s|e)$/, '').replace(/([^aeiou])\1$/, '$1');
}

/** "most reviewed": the ranking word, the participle, and the direction. */
function participleAt(parts: Parts): { at: number; dir: 'asc' | 'desc' } | null {
  const at = parts.tokens.findIndex((token, i) => (/^(most|least|fewest)$/.test(token.raw) && /^\p{L}{3,}ed$/u.test(parts.tokens[i + 1]?.raw ?? '')) || (/^(highest|lowest|best|worst|top|most|least)$/.test(token.raw) && parts.tokens[i + 1]?.raw === 'paid'));
  return at < 0 ? null : { at, dir: /^(most|highest|best|top)$/.test(parts.tokens[at].raw) ? 'desc' : 'asc' };
}

/** "paid" is irregular: it names what a person is paid, a salary, a wage, a pay column. */
const PAID_WORDS = /^(salary|salaries|pay|wage|wages|compensation|earnings|income)$/;

/** Pay on top of the base: "highest paid" may count it. */
const PAY_EXTRAS = /^(bonus|bonuses|commission|commissions|overtime|allowance|allowances|tips|incentive|incentives)$/;

/** The word after the participle names the rows (the file's noun, a row key) or a label column; undefined otherwise. */
function subjectOf(parts: Parts, at: number): { rows: true; plural: boolean } | { rows: false; column: ColumnInfo } | undefined {
  const token = parts.tokens[at];
  if (!token) return undefined;
  const plural = token.raw !== token.word && !/ss$/.test(token.raw);
  const mention = parts.mentions.find((m) => m.start === at);
  const column = mention?.candidates[0].column;
  if (rowNounsOf(parts.info).has(token.word) || (column?.isId && parts.unique.has(column.name))) return { rows: true, plural };
  if (column && column.kind === 'text' && !column.isId) return { rows: false, column };
  return undefined;
}

function read(reading: Reading): Intent | null | undefined {
  const { parts, base, doubts } = reading;
  const found = participleAt(parts);
  // "the most completed trips" where `Status` says Completed: the participle keeps rows, and the
  // ranking counts them as "the most trips" does.
  if (!found || parts.values.some((v) => v.start <= found.at + 1 && found.at + 1 < v.end)) return undefined;
  const subject = subjectOf(parts, found.at + 2);
  if (!subject) return undefined;
  const said = parts.tokens.slice(found.at, found.at + 2).map((token) => token.raw).join(' ');
  const wanted = stem(parts.tokens[found.at + 1].raw);
  // The columns the participle names: a number ranks; a date or a key only dates or names the event.
  const paid = parts.tokens[found.at + 1].raw === 'paid';
  const named = parts.info.columns.filter((c) => !c.isId && c.kind !== 'date' && c.words.some((word) => (paid ? PAID_WORDS.test(word) : stem(word) === wanted)));
  // "most rented" counts rentals: a price or a level ("Rental Price", "Rating") shares the stem but counts nothing, so it is only offered back.
  const numbers = named.filter((c) => c.kind === 'number' && (paid || (!c.isIntensive && c.role !== 'rate' && c.role !== 'amount')));
  // "highest paid" beside a bonus or a commission: base pay alone, or with them, can rank differently.
  const extras = paid ? parts.info.columns.filter((c) => c.kind === 'number' && !named.includes(c) && c.words.some((word) => PAY_EXTRAS.test(word))) : [];
  if (extras.length && numbers.length) {
    doubts.push(`“${escapeMarkdown(said)}” could rank by ${numbers.map((c) => codeSpan(c.name)).join(' or ')} alone or with ${extras.map((c) => codeSpan(c.name)).join(' and ')}; name the column you mean.`);
    return null;
  }
  const { dir } = found;
  const limit = rankLimit(parts.text) ?? (subject.rows && subject.plural ? PLURAL_RANKING : 1);
  if (numbers.length > 1 || named.length > numbers.length) {
    doubts.push(`“${escapeMarkdown(said)}” could rank by ${named.map((c) => codeSpan(c.name)).join(' or ')}; name the column you mean.`);
    return null;
  }
  const place = (): void => { parts.placed.add(found.at); parts.placed.add(found.at + 1); };
  if (numbers.length === 1) {
    const column = numbers[0];
    if (!subject.rows) {
      doubts.push(`“${escapeMarkdown(said)} ${escapeMarkdown(parts.tokens[found.at + 2].raw)}” could rank each ${escapeMarkdown(subject.column.name)} by its total ${codeSpan(column.name)}, its average, or its single ${dir === 'desc' ? 'highest' : 'lowest'} row, which can differ; ask for one of them.`);
      return null;
    }
    place();
    return { ...base, kind: 'rows', measure: { agg: dir === 'desc' ? 'max' : 'min', column: column.name }, rank: { dir, limit } };
  }
  // No column ranks: a label's rows, when the rows are the events the participle says ("booked" on bookings).
  const rowWords = [...rowNounsOf(parts.info), ...words(parts.info.table.label), ...parts.info.columns.filter((c) => c.isId).flatMap((c) => c.words)];
  const events = rowWords.some((noun) => stem(noun) === wanted);
  const quantity = parts.info.columns.find((c) => c.role === 'quantity');
  if (subject.rows || !events || quantity) {
    doubts.push(`“${escapeMarkdown(said)}” names no column of ${escapeMarkdown(parts.info.table.label)} to rank by${quantity ? ` (it could count the rows or add up ${codeSpan(quantity.name)})` : ''}; ask for the ${subject.rows ? 'rows' : `${escapeMarkdown(subject.column.name)} with the most rows`} or name the column.`);
    return null;
  }
  place();
  return { ...base, kind: 'aggregate', measure: { agg: 'count', column: null }, groupBy: [subject.column.name], rank: { dir, limit } };
}

/** The rule, tried before the other rankings read "most" as a total. */
export const mostParticiple: Rule = { name: 'most <participle> <rows>', when: ({ parts }) => participleAt(parts) !== null, read };
