/**
 * Question -> Intent. Deterministic: keywords for the kind of analysis, column mentions for
 * measures and groups, values found in the data for filters, and the session's previous intent
 * for follow-ups. What it cannot place it reports, so the answer can say what it did not understand.
 */
import { comparedYears, dateColumn, grainOf } from './dates';
import { parseFilters } from './filters';
import { grainNoun, isCycle, type Aggregation, type Filter, type Intent, type Measure } from './intent';
import { findMentions, type ValueMention, valuePhrases } from './mentions';
import { aggregationOf, columnsOfKind, GROUP_MARKER, instructionText, type ParseLookups, type Parts, PEOPLE, PLURAL_RANKING, RANK_DOWN, RANK_UP, rankLimit, unclaimedText, unusedWords } from './parts';
import { KIND_RULES } from './rules';
import { type ColumnInfo, isStartDate, naturalAgg, rankedMeasures, type TableInfo } from './schema';
import { escapeMarkdown, type Token, tokenize } from './text';

export type ParseResult =
  | { ok: true; intent: Intent; notes: string[]; followUp: boolean }
  /** `nearest`: what the question would be without the part that could not be placed, offered as a suggestion. */
  | { ok: false; table: TableInfo; understood: string[]; reason: string; nearest?: Intent; readings?: Intent[] };

/** Scores each table by how well the question's words match its columns and values. */
export function pickTable(tokens: Token[], infos: TableInfo[]): TableInfo {
  const text = ` ${tokens.map((token) => token.raw).join(' ')} `;
  const timeAsked = GROWTH_WORDS.test(text) || grainOf(text) !== null;
  let best = infos[0];
  let bestScore = -1;
  for (const info of infos) {
    const mentions = findMentions(tokens, info);
    let score = mentions.reduce((sum, mention) => sum + mention.candidates[0].score, 0);
    const labelWords = info.table.label.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    if (tokens.some((token) => labelWords.includes(token.raw) || labelWords.includes(token.word) || labelWords.includes(`${token.word}s`))) score += 3;
    // Growth and trends need dates: a table without any cannot answer them.
    if (timeAsked && !info.columns.some((column) => column.kind === 'date')) score -= 5;
    if (score > bestScore) {
      best = info;
      bestScore = score;
    }
  }
  return best;
}

/** Column words that hold a number of things: "how many units" sums them. */
const QUANTITY = new Set(['unit', 'quantity', 'qty', 'item', 'piece', 'seat', 'ticket']);

/**
 * Verbs of buying, selling, spending and earning: with no measure named, they are about the
 * table's money ("which customers bought the most" = total revenue), or its quantity for
 * "best selling" and "how many units/items".
 */
const MONEY_VERBS = /\b(buy|buys|buying|bought|purchase|purchases|purchased|purchasing|spend|spends|spending|spent|sell|sells|selling|sold|earn|earns|earned|earning|pay|pays|paid|generate|generates|generated|brought in|bring in)\b/;

/** Verbs that can only mean money. */
const MONEY_ONLY = /^(spend|spends|spending|spent|earn|earns|earned|earning|pay|pays|paid|generate|generates|generated|brought in|bring in)$/;

const QUANTITY_ASKED = /\b(best|top|worst) sell(ing|er|ers)\b|\b(how many|number of|total|most|fewest) (units|items|pieces|products sold|things)\b/;

/** Growth words: with no measure named, growth is measured in the table's money when it has any. */
const GROWTH_WORDS = /\b(growth|grow|grows|grew|growing|fastest|slowest|declined?|shr[ai]nk)\b/;

export async function parseQuestion(
  question: string,
  infos: TableInfo[],
  lookups: ParseLookups,
  previous: Intent | null,
): Promise<ParseResult> {
  const tokens = tokenize(question);
  const text = ` ${tokens.map((token) => token.raw).join(' ')} `;
  const followUpInfo = previous ? infos.find((info) => info.table.table === previous.table) : undefined;
  const info = followUpInfo && looksLikeFollowUp(text) ? followUpInfo : pickTable(tokens, infos);

  // Values found in the data claim their tokens before partial column matches do.
  const phrases = valuePhrases(tokens);
  const found = phrases.length ? await lookups.findValues(info, [...new Set(phrases.map((phrase) => phrase.text))]) : [];
  const allMentions = findMentions(tokens, info);
  const values: ValueMention[] = [];
  const claimed = new Set<number>();
  for (const phrase of phrases) {
    const hits = found.filter((hit) => hit.key === phrase.text);
    if (!hits.length) continue;
    let free = true;
    for (let i = phrase.start; i < phrase.end; i++) if (claimed.has(i)) free = false;
    const exactColumn = allMentions.some((mention) => mention.start < phrase.end && phrase.start < mention.end && mention.candidates[0].score >= 10);
    if (!free || exactColumn) continue;
    // One value can occur in several columns; prefer a column the question also names.
    const named = hits.find((hit) => allMentions.some((mention) => mention.candidates.some((candidate) => candidate.column.name === hit.column)));
    const hit = named ?? hits[0];
    for (let i = phrase.start; i < phrase.end; i++) claimed.add(i);
    values.push({ start: phrase.start, end: phrase.end, column: hit.column, value: hit.value });
  }
  const mentions = allMentions.filter((mention) => {
    for (let i = mention.start; i < mention.end; i++) if (claimed.has(i)) return mention.candidates[0].score >= 10;
    return true;
  });
  // Identifier columns that key rows: the ones named, and for "who ..." questions every one.
  const unique = new Set<string>();
  const idColumns = /^ who\b/.test(text) ? info.columns.filter((c) => c.isId) : mentions.flatMap((mention) => mention.candidates.map((candidate) => candidate.column)).filter((c) => c.isId);
  for (const column of idColumns) {
    if (!unique.has(column.name) && (await lookups.isUnique(info, column.name))) unique.add(column.name);
  }
  const parts: Parts = { question, text, tokens, info, mentions, values, unique, readings: [], placed: new Set<number>() };
  const notes: string[] = [];
  // Parts of the question read two ways, or not placed at all: the analyst asks instead of answering.
  const doubts: string[] = [];
  // "By month of the year" takes every January together: a cycle. The analyst groups calendar
  // periods in order (each month of each year), which gives other numbers, so it says so.
  const cycle = /\b(month|quarter|week|day|hour)s? of (the )?(year|month|week|day)\b/.exec(text);
  if (cycle && !/^(days? of (the )?week|months? of (the )?year)$/.test(cycle[0])) {
    doubts.push(`“${cycle[0]}” asks for a cycle (every ${cycle[1]} of the ${cycle[3]} taken together across ${cycle[3]}s); I group by calendar period in order (each ${cycle[1]} of each ${cycle[3]}), which gives different numbers.`);
  }
  // The data records the past: a question about the future has no figure in it.
  const future = FUTURE.exec(text);
  if (future) doubts.push(`“${escapeMarkdown(future[0].trim())}” asks about the future; I only compute what the data holds, so I cannot forecast.`);
  const filters = await parseFilters(parts, lookups, notes, doubts);

  const fresh = parseFresh(parts, filters, notes, doubts);
  // "Top 5 products by revenue" names its own measure and groups: a new question, even after another.
  const selfContained = !!fresh?.measure?.column && fresh.groupBy.length > 0 && /^ (top|bottom|show)\b/.test(text);
  if (previous && followUpInfo && ((looksLikeFollowUp(text) && !selfContained) || !fresh)) {
    const merged = mergeFollowUp(previous, parts, filters, fresh);
    if (merged) return honest(parts, merged, notes, doubts, true);
  }
  if (!fresh) {
    const understood = [
      ...mentions.map((mention) => `column ${mention.candidates[0].column.name}`),
      ...filters.map((filter) => `filter ${filter.label}`),
    ];
    const unknown = unusedWords(parts);
    const reason = doubts.length ? doubts.join(' ') : unknown.length
      ? `No column or value of ${info.table.label} matches ${unknown.map((word) => `“${escapeMarkdown(word)}”`).join(', ')}, so I could not tell what to calculate.`
      : 'I could not tell what to calculate from this question.';
    return { ok: false, table: info, understood, reason };
  }
  // Weekdays and months of the year repeat: there is no "from the first to the last" to grow across.
  if (fresh.kind === 'growth' && fresh.time && isCycle(fresh.time.grain)) {
    doubts.push(`Growth needs periods in order; “${grainNoun(fresh.time.grain)}” takes every year's ${fresh.time.grain === 'weekday' ? 'weekdays' : 'months'} together, so there is no first and last to compare.`);
  }
  return honest(parts, fresh, notes, doubts, false);
}

/**
 * The honesty gate: an intent is answered only when every meaningful word of the question played
 * a part and nothing was read two ways. Otherwise the question is refused, saying what could not
 * be placed, with the nearest question that can be answered.
 */
function honest(parts: Parts, intent: Intent, notes: string[], doubts: string[], followUp: boolean): ParseResult {
  const reasons = [...doubts];
  const unused = unusedWords(parts);
  if (unused.length) reasons.push(`No column or value of ${parts.info.table.label} matches ${unused.map((word) => `“${escapeMarkdown(word)}”`).join(', ')}, and leaving ${unused.length === 1 ? 'it' : 'them'} out could change the result.`);
  const priceWord = PRICE_WORDS.exec(parts.text);
  if (priceWord && !(intent.measure?.column && PRICE_COLUMN.test(intent.measure.column))) {
    reasons.push(`“${priceWord[0]}” asks about a price or cost, and the answer would not compute one; name the column, for example “highest ${escapeMarkdown(parts.info.columns.find((c) => c.kind === 'number' && PRICE_COLUMN.test(c.name))?.name ?? 'price')} by …”.`);
  }
  const columns = unusedColumns(parts, intent);
  if (columns.length) reasons.push(`The question names ${columns.map((name) => `\`${name}\``).join(', ')} besides what I would compute${intent.measure?.column ? ` (\`${intent.measure.column}\`)` : ''}; I compute one measure at a time and no ratios of columns, so ask about each one separately.`);
  if (!reasons.length) return { ok: true, intent, notes, followUp };
  const understood = [
    ...parts.mentions.map((mention) => `column ${mention.candidates[0].column.name}`),
    ...intent.filters.map((filter) => `filter ${filter.label}`),
  ];
  // Two readings of a measure and nothing else in doubt: both are offered, one click each.
  const readings = reasons.length === 1 && doubts.length === 1 && parts.readings.length === 1 && intent.measure?.column === parts.readings[0][0]
    ? [intent, { ...intent, measure: { ...intent.measure, column: parts.readings[0][1] } }]
    : undefined;
  return { ok: false, table: parts.info, understood: [...new Set(understood)], reason: reasons.join(' '), nearest: intent, ...(readings ? { readings } : {}) };
}

/** Words that ask about what has not happened yet ("will prices go up", "next year", "forecast"). */
const FUTURE = /\b(will|forecast|forecasts|forecasting|predict|predicts|prediction|predictions|projected|projection|going to|next (year|month|quarter|week|day|season))\b/;

/** Words that ask about a price or cost without naming the column ("most expensive film"). */
const PRICE_WORDS = /\b(expensive|cheap|cheaper|cheapest|pricey|pricier|priciest|costly|costliest)\b/;

/** Column names that hold a price or cost, which those words may stand for. */
const PRICE_COLUMN = /price|cost|budget|fee|fare|spend|amount|revenue|salary|pay|value|\$|usd|eur/i;

/** Columns the question clearly names (a measure or an exact name) that the answer does not use: one measure per answer. */
function unusedColumns(parts: Parts, intent: Intent): string[] {
  const used = new Set<string>([
    ...(intent.measure?.column ? [intent.measure.column] : []),
    ...intent.groupBy,
    ...intent.filters.map((filter) => filter.column),
    ...(intent.time ? [intent.time.column] : []),
    ...(intent.columns ?? []),
  ]);
  if (['shape', 'columns', 'describe', 'missing', 'duplicates', 'rows'].includes(intent.kind)) return [];
  const named = parts.mentions
    .map((mention) => mention.candidates[0])
    .filter((candidate) => (candidate.score >= 10 || (candidate.score >= 4 && candidate.column.kind === 'number')) && !candidate.column.isId && candidate.column.kind !== 'date');
  return [...new Set(named.map((candidate) => candidate.column.name).filter((name) => !used.has(name)))];
}

function looksLikeFollowUp(text: string): boolean {
  return /^ (and|what about|how about|now|only|just|same|instead|also|then|but|ok|okay|and what about|show the top|show the bottom|top \d+|bottom \d+|by|per|for)\b/.test(text)
    || /\b(same|instead|previous|that|those|these|it)\b.*$/.test(text) && text.trim().split(' ').length <= 6;
}

function defaultAgg(column: ColumnInfo): Aggregation {
  return naturalAgg(column);
}

/**
 * The measure a question means without naming one: its verb ("bought", "spent", "sold") or its
 * growth word. Amounts (revenue) first, quantities (units) for "best selling" and "how many
 * items"; never a price or rate, which do not add up. Null when the question names no such verb.
 */
function impliedMeasure(parts: Parts, countAsked: boolean, rankedGroups: boolean): { column: ColumnInfo; note: string; doubt: string | null; other?: ColumnInfo } | null {
  const { text, info } = parts;
  // "how many Monitors were sold": a count of things sold is their quantity, never money.
  if (countAsked && !/\b(sold|bought|purchased|ordered)\b/.test(text)) return null;
  // Growth of a table of people or accounts by their start date is growth in their number.
  const growthInMoney = GROWTH_WORDS.test(text) && !info.columns.some(isStartDate);
  const verb = text.match(MONEY_VERBS)?.[0] ?? (growthInMoney ? text.match(GROWTH_WORDS)?.[0] : undefined) ?? (rankedGroups && !countAsked ? text.match(RANK_UP)?.[0] ?? text.match(RANK_DOWN)?.[0] : undefined);
  if (!verb) return null;
  const ranked = rankedMeasures(info);
  const amount = ranked.find((c) => c.role === 'amount');
  const quantity = ranked.find((c) => c.role === 'quantity');
  const quantityAsked = QUANTITY_ASKED.exec(text);
  const column = quantityAsked || countAsked ? quantity : amount ?? quantity;
  if (!column) return null;
  const phrase = quantityAsked && column === quantity ? quantityAsked[0].trim() : verb;
  const other = column === amount ? quantity : amount;
  // "spent", "paid", "earned" are money; "bought the most", "top customers" or "grew" could be money or quantity.
  const doubt = other && !quantityAsked && !countAsked && !MONEY_ONLY.test(verb)
    ? `“${escapeMarkdown(phrase)}” could be measured by the total \`${column.name}\` or the total \`${other.name}\`, which give different figures: pick one of the questions below, or name the one you mean.`
    : null;
  return { column, note: `“${phrase}” is measured by the ${naturalAgg(column) === 'sum' ? 'total' : 'average'} \`${column.name}\`.`, doubt, ...(other ? { other } : {}) };
}

/** Parses a question on its own, without the session's history. Null when nothing to calculate is found. */
function parseFresh(parts: Parts, filters: Filter[], notes: string[], doubts: string[]): Intent | null {
  const { text, info } = parts;
  const table = info.table.table;
  const base = { table, groupBy: [] as string[], filters };
  const numbers = columnsOfKind(parts, ['number']).filter((entry) => !entry.column.isId);
  const categories = columnsOfKind(parts, ['text', 'boolean', 'number']).filter((entry) => entry.column.kind !== 'number' || entry.column.isId);

  for (const rule of KIND_RULES) {
    if (!rule.when.test(text) || rule.unless?.test(text)) continue;
    const intent = rule.read({ parts, filters, base, numbers, categories, doubts });
    // A rule that matches but finds nothing to compute ends the question: no other rule is a guess at it.
    if (intent !== undefined) return intent;
  }

  // Groups: text columns after "by"/"per"/"each", the subject of "which X" / "top N X", and
  // date columns bucketed by a grain.
  const groups: ColumnInfo[] = [];
  const tokenIndexOf = (pattern: RegExp): number[] => parts.tokens.flatMap((token, i) => (pattern.test(token.raw) ? [i] : []));
  for (const marker of tokenIndexOf(GROUP_MARKER)) {
    // "for each", "grouped by", "split by", "broken down by" all end in one of the markers.
    for (let i = marker + 1; i < Math.min(parts.tokens.length, marker + 4); i++) {
      // "by number of orders", "by total revenue": what follows is the measure, not a group.
      if (/^(number|count|total|sum|average|avg|mean|amount|share|percentage)$/.test(parts.tokens[i].raw)) break;
      const mention = parts.mentions.find((m) => m.start === i);
      if (!mention) continue;
      const candidate = mention.candidates.find((c) => c.column.kind !== 'number' || c.column.isId) ?? null;
      if (candidate && candidate.column.kind !== 'date' && !groups.includes(candidate.column)) groups.push(candidate.column);
      // "by region and category"
      const next = parts.tokens[mention.end];
      if (next?.raw === 'and') {
        const second = parts.mentions.find((m) => m.start === mention.end + 1);
        const secondColumn = second?.candidates.find((c) => c.column.kind === 'text' || c.column.kind === 'boolean')?.column;
        if (secondColumn && !groups.includes(secondColumn)) groups.push(secondColumn);
      }
      break;
    }
  }
  const subjectPattern = /^(which|what|top|bottom|best|worst)$/;
  // "top 5 highest paid employees": the subject may follow a number and a few describing words.
  const counted = parts.tokens.flatMap((token, i) => (/^\d{1,3}$/.test(token.raw) && /^(the|top|first|bottom|last|which|what)$/.test(parts.tokens[i - 1]?.raw ?? '') ? [i] : []));
  // "which products sell best": a plural subject asks for a ranking, not one winner.
  let pluralSubject = false;
  for (const index of [...tokenIndexOf(subjectPattern), ...counted]) {
    for (let i = index + 1; i < Math.min(parts.tokens.length, index + 5); i++) {
      const mention = parts.mentions.find((m) => m.start === i);
      const candidate = mention?.candidates.find((c) => c.column.kind === 'text' || c.column.kind === 'boolean' || c.column.isId);
      if (!candidate || !mention) continue;
      const last = parts.tokens[mention.end - 1];
      if (!groups.length && last.raw !== last.word && !/ss$/.test(last.raw)) pluralSubject = true;
      if (!groups.includes(candidate.column)) groups.push(candidate.column);
      break;
    }
  }
  // "Max Temp", "Total Amount": words of a column's own name are no ranking or aggregation.
  const instructions = instructionText(parts);
  const up = RANK_UP.test(instructions);
  const down = RANK_DOWN.test(instructions);
  // "When did most customers sign up?": the busiest period, by month.
  const whenAsked = /^ when\b/.test(text) && (up || down) && info.columns.some((c) => c.kind === 'date');
  const grain = grainOf(unclaimedText(parts)) ?? (whenAsked ? 'month' : null);
  const timeColumn = grain ? dateColumn(parts) : null;
  // "who are our oldest customers?": plural people or row keys ask for several rows.
  const pluralRows = parts.tokens.some((token, i) => token.raw !== token.word && !/ss$/.test(token.raw)
    && (PEOPLE.has(token.word) || parts.mentions.some((m) => m.start <= i && i < m.end && m.candidates[0].column.isId)));
  const limit = rankLimit(text) ?? (pluralSubject && (up || down) ? PLURAL_RANKING : null);
  // A row key ("orders" -> order_id) is a group only for ranking rows ("top 10 orders").
  if (limit === null && !up && !down) {
    for (let i = groups.length - 1; i >= 0; i--) if (parts.unique.has(groups[i].name)) groups.splice(i, 1);
  }
  const picksPeriod = whenAsked || /\b(which|what|best|worst|busiest|slowest|strongest|weakest|top|peak) (day|date|week|month|quarter|year)s?\b/.test(text);
  const isShare = /\b(share|percentage|percent|proportion|fraction|ratio of|%)\b/.test(text) || /%/.test(text);
  let agg = aggregationOf(instructions);
  // "What products do we sell?", "which regions are there": the values themselves, with how often each occurs.
  const listsValues = pluralSubject && groups.length === 1 && !up && !down && agg === null && !numbers.length && !grain && !parts.unique.has(groups[0].name)
    && /^ (what|which)\b/.test(text) && !/\b(how many|number of|count|share|percentage|percent|proportion)\b/.test(text);
  if (listsValues) return { ...base, kind: 'distribution', columns: [groups[0].name] };

  // The measure: the first numeric column that is not a group, or a counted column, or the one
  // a verb implies ("bought the most": revenue) when no count is asked for.
  let measure: Measure | null = null;
  const measureEntry = numbers.find((entry) => !groups.includes(entry.column)) ?? null;
  const countAsked = /\b(how many|number of|count)\b/.test(text) && !QUANTITY_ASKED.test(text);
  // "who are our top customers?": groups ranked with nothing named to rank them by are ranked by money.
  // "the most remote workers", "the most people" count things instead.
  const rankedByNothing = groups.length > 0 && (up || down) && (agg === null || agg === 'max' || agg === 'min')
    && !/\b(most|fewest|least|more|fewer) (\p{L}+ )?(people|\p{L}+s)\b/u.test(text)
    && !categories.some((entry) => !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name));
  // "Which category has the highest margin?" with no margin column: no other measure stands in for it.
  if (rankedByNothing && !measureEntry && !MONEY_VERBS.test(text) && unusedWords(parts).length) return null;
  const implied = measureEntry ? null : impliedMeasure(parts, countAsked, rankedByNothing);
  const useImplied = implied && agg !== 'count_distinct' ? implied : null;
  const measureColumn = measureEntry?.column ?? useImplied?.column ?? null;
  // "how many items were sold": the quantity adds up; the items are not counted as rows.
  if (useImplied && QUANTITY_ASKED.test(text)) agg = null;
  // "who bought the most": the people are the table's customers (or clients, users...).
  if (useImplied && /^ who\b/.test(text) && !groups.length) {
    const person = info.columns.find((c) => (c.kind === 'text' || c.isId) && c.words.some((word) => PEOPLE.has(word)) && !parts.unique.has(c.name));
    if (person) groups.push(person);
  }
  // "total revenue and average units": the aggregation word right before the measure wins.
  if (measureEntry) {
    const before = parts.tokens.slice(Math.max(0, measureEntry.mention.start - 3), measureEntry.mention.start).map((token) => token.raw).join(' ');
    agg = aggregationOf(` ${before} `) ?? agg;
  }
  if (agg === 'count' || agg === 'count_distinct') {
    const counted = categories.find((entry) => !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name));
    const countsRows = /\b(how many|number of|count of|count)\b/.test(text) && !counted;
    // "how many units were sold": a quantity column is summed, not counted.
    const quantity = measureColumn && (measureColumn.words.some((word) => QUANTITY.has(word)) && !counted || measureColumn.role === 'quantity' && QUANTITY_ASKED.test(text));
    if (quantity && measureColumn) measure = { agg: 'sum', column: measureColumn.name };
    else if (agg === 'count_distinct' && counted) measure = { agg: 'count_distinct', column: counted.column.name };
    else if (counted && (counted.column.isId || counted.column.kind === 'text')) measure = { agg: 'count_distinct', column: counted.column.name };
    else if (measureColumn && !countsRows && agg === 'count_distinct') measure = { agg: 'count_distinct', column: measureColumn.name };
    else measure = { agg: 'count', column: null };
    if (measureColumn && (groups.length || up || down) && !/\b(how many|number of|count)\b/.test(text)) measure = { agg: defaultAgg(measureColumn), column: measureColumn.name };
  } else if (measureColumn) {
    const ranking = ((groups.length > 0 || picksPeriod) && (up || down)) || limit !== null;
    if (ranking && (agg === 'max' || agg === 'min')) agg = null;
    measure = { agg: agg ?? defaultAgg(measureColumn), column: measureColumn.name };
  } else if (isShare || groups.length || grain) {
    // "percentage of orders": count the distinct identifiers the question names, else rows.
    const countedId = categories.find((entry) => entry.column.isId && !groups.includes(entry.column) && !filters.some((filter) => filter.column === entry.column.name));
    measure = countedId ? { agg: 'count_distinct', column: countedId.column.name } : { agg: 'count', column: null };
  }

  // "orders with revenue over 5000", "show sales in the West": the matching rows themselves.
  const listsRows = agg === null && !groups.length && !grain && !isShare && filters.length > 0
    && (/^ (show|list|display|find|get|which|give)\b/.test(text) || categories.some((entry) => entry.column.isId && entry.mention.start <= 1));
  if (listsRows) {
    const sortBy = filters.find((filter) => info.columns.find((c) => c.name === filter.column)?.kind === 'number')?.column ?? measureColumn?.name ?? null;
    return { ...base, kind: 'rows', ...(sortBy ? { measure: { agg: 'max', column: sortBy } } : {}) };
  }
  if (!measure && !groups.length) {
    // A lone category ("which regions are there?") lists its values with their frequencies.
    // Never a row key: every value would occur once.
    const listed = categories.find((entry) => !parts.unique.has(entry.column.name));
    if (listed && !parts.values.length) return { ...base, kind: 'distribution', columns: [listed.column.name] };
    return null;
  }
  measure ??= { agg: 'count', column: null };
  // Said only when the answer measures it: "how many customers bought..." counts customers instead.
  if (useImplied && measure.column === useImplied.column.name) {
    if (useImplied.doubt) {
      doubts.push(useImplied.doubt);
      if (useImplied.other) parts.readings.push([useImplied.column.name, useImplied.other.name]);
    }
    else notes.push(useImplied.note);
  }

  // "Who has the highest score?": the person's row, when rows have a key.
  if (/^ who\b/.test(text) && !groups.length && (up || down) && measure.column) {
    const key = info.columns.find((c) => c.isId && parts.unique.has(c.name));
    if (key) groups.push(key);
  }
  // Ranking rows, not groups: "top 10 orders by revenue" where orders are identifiers.
  const idGroup = groups.find((group) => parts.unique.has(group.name));
  if (idGroup && (limit !== null || up || down) && measure.column && measure.agg !== 'count_distinct') {
    return { ...base, kind: 'rows', measure, rank: { dir: down && !up ? 'asc' : 'desc', limit: limit ?? (pluralRows ? PLURAL_RANKING : 1) } };
  }
  // "Average revenue per customer", where a customer has many rows: each customer's total, averaged.
  const perEntity = measure.agg === 'avg' && measure.column ? groups.find((group) => group.isId && !parts.unique.has(group.name)) : undefined;
  const plainGroups = groups.filter((group) => !(group.isId && measure?.agg === 'avg'));
  if (perEntity && measure.column && !plainGroups.length && !grain && !isShare) {
    return { ...base, kind: 'aggregate', measure: { agg: 'avg', column: measure.column, per: perEntity.name } };
  }
  // Growth: over time, or between years set against each other ("compare 2023 and 2024 revenue"),
  // per group when one is named ("which region grew fastest").
  const years = grain ? null : comparedYears(parts.tokens, text);
  if (/\b(growth|grow|grew|increase|increased|decrease|decreased|decline|change|changed)\b/.test(text) && (timeColumn !== null || years) || GROWTH_WORDS.test(text) || years && plainGroups.length <= 1 && /\b(vs|versus|compare|compared|comparing|against|and)\b/.test(text) && !/\bbetween\b/.test(text)) {
    const column = timeColumn ?? dateColumn(parts);
    // "Which segment grew fastest?" on a table without dates: no growth to compute, and no other answer is right.
    if (!column && GROWTH_WORDS.test(text)) return null;
    const rank = plainGroups.length && down && !up ? { rank: { dir: 'asc' as const, limit: limit ?? 1 } } : {};
    if (column) return { ...base, kind: 'growth', measure, groupBy: plainGroups.map((g) => g.name).slice(0, 1), time: { column: column.name, grain: grain ?? 'year' }, ...rank };
  }
  // "Which month had the highest revenue?", "the best year for sales": one period, ranked.
  if (grain && timeColumn && !plainGroups.length && (picksPeriod || limit !== null) && (up || down || picksPeriod)) {
    return { ...base, kind: 'trend', measure, groupBy: [], time: { column: timeColumn.name, grain }, rank: { dir: down && !up ? 'asc' : 'desc', limit: limit ?? 1 } };
  }
  if (grain && timeColumn) {
    return { ...base, kind: 'trend', measure, groupBy: plainGroups.map((g) => g.name).slice(0, 1), time: { column: timeColumn.name, grain } };
  }
  // "Berlin vs Paris": several values of one column are compared side by side.
  const compared = filters.find((filter) => filter.op === 'in' && info.columns.find((c) => c.name === filter.column)?.kind === 'text');
  if (!plainGroups.length && compared && /\b(vs|versus|compare|compared|comparing|against|or)\b/.test(text)) plainGroups.push(...info.columns.filter((c) => c.name === compared.column));
  const intent: Intent = { ...base, kind: 'aggregate', measure, groupBy: plainGroups.map((g) => g.name).slice(0, 2) };
  if (intent.groupBy.length && (limit !== null || up || down) && !isShare) intent.rank = { dir: down && !up ? 'asc' : 'desc', limit: limit ?? 1 };
  if (isShare) intent.share = true;
  return intent;
}

/** Applies a follow-up ("and by month?", "only for 2023", "show the top 5") to the previous intent. */
function mergeFollowUp(previous: Intent, parts: Parts, filters: Filter[], fresh: Intent | null): Intent | null {
  const { text } = parts;
  const next: Intent = structuredClone(previous);
  let changed = false;
  if (filters.length) {
    const columns = new Set(filters.map((filter) => filter.column));
    next.filters = [...next.filters.filter((filter) => !columns.has(filter.column)), ...filters];
    changed = true;
  }
  if (/\b(all|every|without filter|no filter|remove (the )?filter)\b/.test(text) && !filters.length) {
    next.filters = [];
    changed = true;
  }
  const limit = rankLimit(text);
  if (limit !== null && (next.kind === 'aggregate' || next.kind === 'rows' || next.kind === 'trend')) {
    const down = RANK_DOWN.test(text) && !RANK_UP.test(text);
    if (next.kind === 'aggregate' && !next.groupBy.length) return fresh;
    next.rank = { dir: down ? 'asc' : 'desc', limit };
    changed = true;
  }
  const grain = grainOf(unclaimedText(parts));
  if (grain && (next.measure || next.kind === 'aggregate')) {
    const column = dateColumn(parts);
    if (column) {
      next.kind = next.kind === 'growth' ? 'growth' : 'trend';
      next.time = { column: column.name, grain };
      next.groupBy = [];
      delete next.rank;
      delete next.share;
      changed = true;
    }
  } else if (fresh?.groupBy.length && /\b(by|per|each|across)\b/.test(text)) {
    next.groupBy = next.kind === 'growth' ? fresh.groupBy.slice(0, 1) : fresh.groupBy;
    if (next.kind === 'trend') {
      next.kind = 'aggregate';
      delete next.time;
    }
    changed = true;
  }
  // "what about the average?": the same measure, another aggregation.
  const agg = aggregationOf(text);
  if (!fresh?.measure?.column && agg && agg !== 'count' && limit === null && !/\b(top|bottom)\b/.test(text) && previous.measure?.column && agg !== previous.measure.agg) {
    next.measure = { agg, column: previous.measure.column };
    changed = true;
  }
  if (fresh?.measure?.column && fresh.measure.column !== previous.measure?.column && !/\b(by|per)\b/.test(text)) {
    // "what about units?" after an average keeps averaging; a named aggregation wins.
    const keepAgg = aggregationOf(text) === null && previous.measure && previous.measure.column !== null && !['count', 'count_distinct'].includes(previous.measure.agg);
    next.measure = keepAgg && previous.measure ? { agg: previous.measure.agg, column: fresh.measure.column } : fresh.measure;
    changed = true;
  }
  if (!changed) return null;
  // A per-customer average is computed without groups or periods: with them, it is the plain average, and says so in its label.
  if (next.measure?.per && (next.groupBy.length || next.kind !== 'aggregate')) delete next.measure.per;
  if (!next.measure && (next.kind === 'aggregate' || next.kind === 'trend')) next.measure = { agg: 'count', column: null };
  return next;
}
