/**
 * Follow-up questions that make sense for this table and that this analyst can answer. Measures
 * are chosen as an analyst would: amounts (revenue, cost) and quantities (units) are summed,
 * prices, rates and ages are only ever averaged, identifiers and codes are never measured. After
 * an answer, the suggestions lean on it: the same measure by another group, over time, in the
 * latest year, or the table's main amount for the groups just seen.
 */
import { pluralWord } from './format';
import { grainNoun, type Intent } from './intent';
import { isShareColumn, isStartDate, naturalAgg, rankedMeasures, type ColumnInfo, type TableInfo } from './schema';

/** Text columns that name or describe a row rather than group rows. */
const NOT_CATEGORY = /(name|email|description|comment|note|address|phone|url|title|text)$/;

/** A text column with more distinct values than this is no group to suggest. */
export const SUGGESTED_GROUPS_MAX = 50;

/** What the suggestions know besides the columns. */
export interface SuggestHints {
  /** Latest year of the table's date column, for "Only for 2024". */
  latestYear?: number;
  /** Earliest year of the same column: "Only for 2024" means nothing when every row is from 2024. */
  earliestYear?: number;
  /** Distinct months of the date column: a trend over fewer than three says nothing. */
  months?: number;
  /** Distinct values per column when known (the overview's profiles): wide columns make poor groups. */
  distinct?: Map<string, number>;
  /** Name the date column in time questions ("by month of order date"): questions asked cold, where a table may have several dates. */
  nameDates?: boolean;
}

interface Roles {
  /** The measure that adds up (an amount, else a quantity, else a number with no telling name), if any. */
  additive?: ColumnInfo;
  /** A price, rate, age or score: averaged. */
  rate?: ColumnInfo;
  categories: ColumnInfo[];
  /** The date of the event each row records (an order date): measures are followed over it. */
  date?: ColumnInfo;
  /** The date each row's thing began (hire, signup): its rows are counted per period instead. */
  startDate?: ColumnInfo;
}

function roles(info: Pick<TableInfo, 'columns'>, hints: SuggestHints): Roles {
  const measures = rankedMeasures(info);
  const categories = info.columns.filter((c) => {
    if (c.kind !== 'text' || c.isId || NOT_CATEGORY.test(c.words.join(' '))) return false;
    const distinct = hints.distinct?.get(c.name);
    return distinct === undefined || (distinct > 1 && distinct <= SUGGESTED_GROUPS_MAX);
  });
  return {
    // A level (a rate, a temperature, a share) is never offered as a total.
    additive: measures.find((c) => (c.role === 'amount' || c.role === 'quantity' || c.role === 'other') && !c.isIntensive && !isShareColumn(c)),
    rate: measures.find((c) => c.role === 'rate'),
    categories,
    date: info.columns.find((c) => c.kind === 'date' && !isStartDate(c)),
    startDate: info.columns.find(isStartDate),
  };
}

/**
 * A column as a person says it: "unit_price" and "UnitPrice" become "unit price". The parser
 * finds a column by these words, so a suggestion still names exactly one column.
 */
export function spoken(column: Pick<ColumnInfo, 'name'>): string {
  const said = column.name.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/[_\-.\s]+/g, ' ').trim();
  return /^\p{Lu}+$/u.test(said.replace(/ /g, '')) ? said : said.toLowerCase();
}

/** "Which region has the highest total revenue?", "Top 10 customer ids by total units": a ranked aggregate, without filters. */
function rankingQuestion(intent: Intent, group: string, rank: NonNullable<Intent['rank']>, column: string): string | null {
  const filters = filterWords(intent);
  if (filters === null || !intent.measure) return null;
  const words = intent.measure.agg === 'sum' ? 'total' : intent.measure.agg === 'avg' ? 'average' : null;
  if (!words) return null;
  const measure = `${words} ${spoken({ name: column })}`;
  // "customer_id" is said "customer".
  const thing = spoken({ name: group }).replace(/ (id|key|code)$/i, '');
  if (rank.limit === 1) return `Which ${thing} has the ${rank.dir === 'asc' ? 'lowest' : 'highest'} ${measure}${filters}?`;
  const things = pluralWord(thing);
  return `${rank.dir === 'asc' ? 'Bottom' : 'Top'} ${rank.limit} ${things} by ${measure}${filters}`;
}

/** The filters a suggested question can say: " for Laptop", " in 2024"; null when one cannot be said. */
function filterWords(intent: Intent): string | null {
  const filters: string[] = [];
  for (const filter of intent.filters) {
    const year = filter.op === 'between' && typeof filter.values[0] === 'string' ? /^(\d{4})-01-01$/.exec(filter.values[0]) : null;
    if (filter.op === '=' && typeof filter.values[0] === 'string') filters.push(` for ${filter.values[0]}`);
    else if (year && filter.values[1] === `${Number(year[1]) + 1}-01-01`) filters.push(` in ${year[1]}`);
    else return null;
  }
  return filters.join('');
}

/** "total revenue", "average unit price": a measure with the aggregation that makes sense for it. */
function phrase(column: ColumnInfo): string {
  return `${naturalAgg(column) === 'sum' ? 'total' : 'average'} ${spoken(column)}`;
}

/** The previous answer's measure as words, when it measured a real column. */
function previousMeasure(info: Pick<TableInfo, 'columns'>, previous: Intent | null): { column: ColumnInfo; words: string } | null {
  const measure = previous?.measure;
  const column = measure?.column ? info.columns.find((c) => c.name === measure.column) : undefined;
  // A figure over period totals ("the average daily sessions") is not the column's plain average.
  if (!measure || !column || column.role === 'none' || measure.perPeriod || measure.derived) return null;
  const agg = measure.agg === 'avg' ? 'average' : measure.agg === 'median' ? 'median' : measure.agg === 'sum' && column.role !== 'rate' && !column.isIntensive && !isShareColumn(column) ? 'total' : null;
  return agg ? { column, words: `${agg} ${spoken(column)}` } : null;
}

/** Up to five questions about one table: leaning on the previous answer when there is one. Only `columns` is read, so the overview can ask too. */
export function suggestQuestions(info: Pick<TableInfo, 'columns'>, previous: Intent | null, hints: SuggestHints = {}): string[] {
  const { additive, rate, categories, date: dated, startDate } = roles(info, hints);
  // A change over time needs at least three months to follow; with fewer, no trend is offered.
  const date = hints.months !== undefined && hints.months < 3 ? undefined : dated;
  const main = additive ?? rate;
  const candidates: string[] = [];
  const grouped = new Set(previous?.groupBy ?? []);
  const seen = previousMeasure(info, previous);
  const focus = seen ?? (main ? { column: main, words: phrase(main) } : null);
  const otherCategory = categories.find((c) => !grouped.has(c.name));
  const yearFiltered = previous?.filters.some((filter) => filter.column === (date ?? startDate)?.name);
  const counted = previous?.measure?.column === null;
  // "Top 5" of a column with five values or fewer would list them all.
  const wide = (c: ColumnInfo): boolean => (hints.distinct?.get(c.name) ?? Infinity) > 5;

  if (previous && (previous.kind === 'aggregate' || previous.kind === 'trend' || previous.kind === 'growth')) {
    // Lean on the question just answered: another group, over time, one year, the main amount.
    if (otherCategory && (previous.groupBy.length || previous.kind === 'growth')) candidates.push(`And by ${spoken(otherCategory)}?`);
    if (focus && date && previous.kind !== 'trend' && !counted) candidates.push(`How did the ${focus.words} change by month?`);
    if (previous.kind === 'trend') {
      const grain = grainNoun(previous.time?.grain ?? 'month');
      candidates.push(counted || !focus ? `Which ${grain} had the most rows?` : `Which ${grain} had the highest ${focus.words}?`);
    }
    if (startDate && previous.kind !== 'trend') candidates.push('How many rows are there per year?');
    if (additive && date && categories[0] && previous.kind !== 'growth') candidates.push(`Which ${spoken(categories[0])} grew fastest in ${phrase(additive)}?`);
    const ranked = categories.find((c) => c.name !== previous.groupBy[0] && !grouped.has(c.name)) ?? categories[0];
    if (additive && ranked && wide(ranked)) candidates.push(`Top 5 ${pluralWord(spoken(ranked))} by ${phrase(additive)}`);
    // A growth answer is between years: one year alone has none.
    if (hints.latestYear && hints.earliestYear !== hints.latestYear && (date ?? startDate) && !yearFiltered && previous.kind !== 'growth') candidates.push(`Only for ${hints.latestYear}`);
    if (focus && otherCategory && !previous.groupBy.length && previous.kind === 'aggregate') candidates.push(`What is the ${focus.words} by ${spoken(otherCategory)}?`);
  } else {
    if (main && categories[0]) candidates.push(`What is the ${phrase(main)} by ${spoken(categories[0])}?`);
    if (additive && date) candidates.push(`How did the ${phrase(additive)} change ${hints.nameDates ? `over time by month of ${spoken(date)}` : 'by month'}?`);
    if (startDate || (date && !additive)) candidates.push(`How many rows are there per ${startDate ? 'year' : 'month'}?`);
    if (additive && categories[1] && wide(categories[1])) candidates.push(`Top 5 ${pluralWord(spoken(categories[1]))} by ${phrase(additive)}`);
    if (rate && rate !== main && categories[0]) candidates.push(`What is the average ${spoken(rate)} by ${spoken(categories[0])}?`);
    if (!main && categories[0]) candidates.push(`How many rows are there per ${spoken(categories[0])}?`);
    if (main && previous?.kind !== 'distribution') candidates.push(`Show the distribution of ${spoken(main)}`);
  }
  if (previous?.kind !== 'missing') candidates.push('Which columns have missing values?');
  if (previous?.kind !== 'describe') candidates.push('Describe the data');
  return [...new Set(candidates)].slice(0, 5);
}

/**
 * A refused question's nearest answerable one, as a question a person would type: what it would
 * compute without the part that could not be placed. Only for plain measures and counts, with
 * the filters that read back unambiguously (a value, a year); null otherwise.
 */
export function nearestQuestion(intent: Intent): string | null {
  if (intent.kind === 'trend' && intent.rank?.limit === 1 && intent.time && !intent.groupBy.length && intent.measure?.column && !intent.filters.length) {
    const words = intent.measure.agg === 'sum' ? 'total' : intent.measure.agg === 'avg' ? 'average' : intent.measure.agg === 'max' ? 'maximum' : intent.measure.agg === 'min' ? 'minimum' : null;
    return words ? `Which ${grainNoun(intent.time.grain)} has the ${intent.rank.dir === 'asc' ? 'lowest' : 'highest'} ${words} ${spoken({ name: intent.measure.column })}?` : null;
  }
  if (intent.kind === 'aggregate' && intent.rank && intent.groupBy.length === 1 && !intent.share && intent.measure?.column && !intent.measure.per) return rankingQuestion(intent, intent.groupBy[0], intent.rank, intent.measure.column);
  if (intent.kind !== 'aggregate' || intent.share || intent.rank || !intent.measure || intent.measure.per || intent.measure.perPeriod) return null;
  const said = (name: string): string => spoken({ name });
  const by = intent.groupBy.length ? ` by ${intent.groupBy.map(said).join(' and ')}` : '';
  const filters = filterWords(intent);
  if (filters === null) return null;
  const { agg, column } = intent.measure;
  if (column === null) return `How many rows are there${by}${filters}?`;
  const words = agg === 'sum' ? 'total' : agg === 'avg' ? 'average' : agg === 'median' ? 'median' : agg === 'min' ? 'minimum' : agg === 'max' ? 'maximum' : agg === 'count_distinct' ? 'number of distinct' : null;
  return words ? `What is the ${words} ${said(column)}${by}${filters}?` : null;
}
