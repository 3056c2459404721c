/**
 * The kinds of question recognised by their words, as an ordered table of named rules: the first
 * rule that claims a question reads it. Adding a phrasing is adding a row.
 */
import type { Filter, Intent } from './intent';
import type { Mention } from './mentions';
import { NOT_ROW_NOUNS, type Parts, PLURAL_RANKING, rankLimit, rowNounsOf } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown, words } from './text';

interface RuleInput {
  parts: Parts;
  filters: Filter[];
  base: Pick<Intent, 'table' | 'groupBy' | 'filters'>;
  /** Measures the question names (numeric, not identifiers). */
  numbers: Array<{ column: ColumnInfo; mention: Mention }>;
  /** Groupable columns the question names. */
  categories: Array<{ column: ColumnInfo; mention: Mention }>;
  /** Readings in doubt: the question is refused with them. */
  doubts: string[];
}

/**
 * Everyday superlatives that point to a column by its meaning ("the most expensive car" is the
 * row with the highest price): the words, the direction, and the column words that hold it.
 * `prefer` picks among several matching columns ("hottest" is the highest Max Temp).
 */
const SUPERLATIVES: Array<{ when: RegExp; dir: 'asc' | 'desc'; column: RegExp; prefer?: RegExp; kind?: 'date' }> = [
  { when: /\b(most expensive|priciest|costliest|highest priced)\b/, dir: 'desc', column: /^(price|cost|fare|fee)$/ },
  { when: /\b(cheapest|least expensive|lowest priced)\b/, dir: 'asc', column: /^(price|cost|fare|fee)$/ },
  { when: /\b(most recent|latest)\b/, dir: 'desc', column: /./, kind: 'date' },
  { when: /\b(earliest)\b/, dir: 'asc', column: /./, kind: 'date' },
  { when: /\b(longest)\b/, dir: 'desc', column: /^(duration|length|runtime|minute|distance)$/ },
  { when: /\b(shortest)\b/, dir: 'asc', column: /^(duration|length|runtime|minute|distance)$/ },
  { when: /\b(hottest|warmest)\b/, dir: 'desc', column: /^(temperature|temp)$/, prefer: /^(max|high|maximum)$/ },
  { when: /\b(coldest|coolest)\b/, dir: 'asc', column: /^(temperature|temp)$/, prefer: /^(min|low|minimum)$/ },
  { when: /\b(wettest|rainiest)\b/, dir: 'desc', column: /^(precipitation|precip|rain|rainfall)$/ },
  { when: /\b(driest)\b/, dir: 'asc', column: /^(precipitation|precip|rain|rainfall)$/ },
  { when: /\b(heaviest)\b/, dir: 'desc', column: /^(weight|mass)$/ },
  { when: /\b(lightest)\b/, dir: 'asc', column: /^(weight|mass)$/ },
  { when: /\b(highest rated|best rated|top rated)\b/, dir: 'desc', column: /^(rating|score|star)$/ },
  { when: /\b(lowest rated|worst rated)\b/, dir: 'asc', column: /^(rating|score|star)$/ },
  // "the oldest car" is the earliest model year; for people, "oldest" is read by the age column elsewhere.
  { when: /\boldest\b/, dir: 'asc', column: /^year$/, prefer: /^(model|build|built|manufacture|manufactured|production|construction|release|made)$/ },
];

/** The row (or rows) a superlative picks out, when the question's subject is the rows themselves. */
function whichRow({ parts, base, categories, numbers, doubts }: RuleInput): Intent | null | undefined {
  const { text, info } = parts;
  const superlative = SUPERLATIVES.find((entry) => entry.when.test(text));
  if (!superlative || numbers.length || /\b(by|per|each|every|average|avg|mean|total|sum|median)\b/.test(text)) return undefined;
  // The subject must be the rows: the file's noun for them, a row key, or "row", "record", "entry", "one".
  // A column named after the file's noun ("Film Title" in films.csv) names the rows too, and a day
  // names a row of a table with dates ("the hottest day").
  const nouns = rowNounsOf(info);
  const fileWords = new Set(words(info.table.label).filter((word) => !NOT_ROW_NOUNS.has(word)));
  const hasDates = info.columns.some((c) => c.kind === 'date');
  const naming = (i: number): Mention | undefined => parts.mentions.find((m) => m.start <= i && i < m.end
    && ((m.candidates[0].column.isId && parts.unique.has(m.candidates[0].column.name)) || (fileWords.has(parts.tokens[i].word) && m.candidates[0].column.words.includes(parts.tokens[i].word))));
  const subject = parts.tokens.findIndex((token, i) => nouns.has(token.word) || /^(row|record|entry|one)$/.test(token.word) || (hasDates && /^(day|date)$/.test(token.word)) || naming(i) !== undefined);
  const subjectColumn = subject >= 0 ? naming(subject)?.candidates[0].column : undefined;
  const grouping = categories.some((entry) => !entry.column.isId && entry.column !== subjectColumn && !base.filters.some((filter) => filter.column === entry.column.name));
  if (subject < 0 || grouping) return undefined;
  if (superlative.column.source === '^year$' && info.columns.some((c) => c.kind === 'number' && c.words.includes('age'))) return undefined;
  const candidates = info.columns.filter((c) => (superlative.kind ? c.kind === superlative.kind : c.kind === 'number' && !c.isId) && c.words.some((word) => superlative.column.test(word)));
  const preferred = superlative.prefer ? candidates.filter((c) => c.words.some((word) => superlative.prefer?.test(word))) : [];
  const chosen = preferred.length === 1 ? preferred : candidates;
  // Nothing holds it: the rest of the parser reads the question as before ("oldest" as an age, a price word refused).
  if (!chosen.length) return undefined;
  if (chosen.length > 1) {
    const said = text.match(superlative.when)?.[0] ?? '';
    doubts.push(`“${escapeMarkdown(said)}” could be measured by ${chosen.map((c) => `\`${c.name}\``).join(' or ')}; name the one you mean.`);
    return null;
  }
  const said = new Set((text.match(superlative.when)?.[0] ?? '').trim().split(' '));
  parts.tokens.forEach((token, i) => { if (said.has(token.raw)) parts.placed.add(i); });
  const plural = parts.tokens[subject].raw !== parts.tokens[subject].word && !/ss$/.test(parts.tokens[subject].raw);
  return { ...base, kind: 'rows', measure: { agg: superlative.dir === 'desc' ? 'max' : 'min', column: chosen[0].name }, rank: { dir: superlative.dir, limit: rankLimit(text) ?? (plural ? PLURAL_RANKING : 1) } };
}

/**
 * The kinds of question recognised by their words, in the order they are tried. A rule's `read`
 * returns the intent, null when the kind is asked but nothing in the data fits (the question is
 * then refused), or undefined to let the next rule try. Adding a phrasing is adding a row here.
 * What no rule claims is a measure, grouped, filtered or ranked (the rest of parseFresh).
 */
export const KIND_RULES: Array<{ name: string; when: RegExp; unless?: RegExp; read(input: RuleInput): Intent | null | undefined }> = [
  { name: 'duplicates', when: /\bduplicat/, read: ({ base }) => ({ ...base, kind: 'duplicates' }) },
  { name: 'missing values', when: /\b(missing|null|nulls|empty|blank|nan|incomplete)\b/, unless: /\bnot (missing|null|empty)\b/, read: ({ base }) => ({ ...base, kind: 'missing' }) },
  {
    name: 'columns',
    when: /\b(what|which) (are the )?(column|field|variable|attribute)s?\b|\b(list|show|name)( me)? (all )?(the )?(column|field)s?\b|\bcolumn names?\b|\bschema\b/,
    read: ({ base }) => ({ ...base, kind: 'columns' }),
  },
  {
    name: 'shape',
    when: /\b(how many|number of|count of|count the|total) (rows|records|lines|entries|observations)\b|\brow count\b|\bhow (big|large)\b|\bshape\b|\bdimensions?\b|\bsize of\b/,
    unless: /\b(by|per|each)\b/,
    // With a filter or a value it is a count of the matching rows, read further on.
    read: ({ base, parts, filters }) => (parts.values.length || filters.length ? undefined : { ...base, kind: 'shape' }),
  },
  {
    name: 'describe',
    when: /\b(describe|summari[sz]e|summary|profile|overview|statistics|stats|tell me about)\b/,
    unless: /\bby\b/,
    read: ({ base, parts }) => {
      const named = parts.mentions.filter((mention) => mention.candidates[0].score >= 10 && !mention.candidates[0].column.isId);
      return { ...base, kind: 'describe', columns: named.map((mention) => mention.candidates[0].column.name) };
    },
  },
  {
    name: 'correlation',
    when: /\b(correlat\w*|relationship|related|relation|associated|association|affect|affects|impact|influence|vs|versus|against)\b/,
    read: ({ base, numbers }) => (numbers.length >= 2 ? { ...base, kind: 'correlation', columns: [numbers[0].column.name, numbers[1].column.name] } : undefined),
  },
  {
    name: 'outliers',
    when: /\b(outliers?|anomal\w*|unusual|extreme)\b/,
    read: ({ base, numbers, parts }) => {
      const column = numbers[0]?.column ?? parts.info.columns.find((c) => c.kind === 'number' && !c.isId);
      return column ? { ...base, kind: 'outliers', columns: [column.name] } : null;
    },
  },
  {
    name: 'distribution',
    when: /\b(distribution|distributed|histogram|spread|frequencies|frequency|breakdown of values)\b/,
    read: ({ base, numbers, categories }) => {
      const column = numbers[0]?.column ?? categories.find((entry) => !entry.column.isId)?.column ?? categories[0]?.column;
      return column ? { ...base, kind: 'distribution', columns: [column.name] } : null;
    },
  },  { name: 'which row', when: /\b(most expensive|priciest|costliest|highest priced|cheapest|least expensive|lowest priced|most recent|latest|earliest|longest|shortest|hottest|warmest|coldest|coolest|wettest|rainiest|driest|heaviest|lightest|highest rated|best rated|top rated|lowest rated|worst rated|oldest)\b/, read: whichRow },
];
