/**
 * Conditions in a question: values kept or excluded ("excluding the West"), yes/no columns,
 * numeric comparisons ("over $10M", "at least 1.5 million") and the date filter. A condition that
 * cannot be placed is a doubt: the question is refused rather than answered over other rows.
 */
import { codeSpan } from '../../common/markdown';
import { clockFilters } from './clockWords';
import { contradictionOf } from './contradictions';
import { columnCurrency, currencyAgrees, currencyTyped } from './currencies';
import { isYear, parseDateFilter } from './dates';
import { decadeFilter } from './decades';
import { hasValueFilters } from './hasValue';
import { openRowFilters } from './openRows';
import type { Filter } from './intent';
import type { Mention } from './mentions';
import { yesNoColumns } from './yesNoFlags';
import { columnsOfKind, GROUP_MARKER, numberOf, type ParseLookups, type Parts, PEOPLE } from './parts';
import type { ColumnInfo, TableInfo } from './schema';
import { escapeMarkdown, STOPWORDS, type Token } from './text';
import { type PercentCondition, percentAt, percentFilters } from './percents';
import { SCALES } from './scales';
import { statusCodeFilter } from './statusCodes';
import { stemOf } from './stems';
import { fahrenheitConditions } from './temperatureUnits';
import { typedDurationFilter } from './typedDurations';
import { metresAt, type Unit, unitAt, unitCondition, unitNamed } from './units';
import { numericYearFilter } from './yearColumn';

/** A rate or share asked for: its numerator and the rows left out of its whole may name values of one column. */
const RATE_ASKED = /\b(rate|rates|share|percentage|percent|proportion)\b/;

/** Words that exclude what follows them: "excluding the West", "other than Laptops", "not in 2024". */
const NEGATION = /^(not|except|excluding|exclude|excludes|without|besides|outside|ex|non|other)$/;

/** Tokens that may stand between a negation and its values: "excluding the West and the East". */
const NEGATION_GAP = /^(the|a|an|than|from|for|in|of|including|and|or|nor|any|all|to|rows|with|where|is|are|was|were|equal|being|count|counting)$/;

/** Words between two values of one column that say how one stands to the other, never a list of them. */
const RELATING = /^(in|into|with|within|inside|were|was|are|is|being|carrying|having|had|has)$/;

/** Token positions of negation words; "other" only as "other than". */
function negationsOf(tokens: Token[]): number[] {
  return tokens.flatMap((token, i) => (NEGATION.test(token.raw) && (token.raw !== 'other' || tokens[i + 1]?.raw === 'than') ? [i] : []));
}

export async function parseFilters(parts: Parts, lookups: ParseLookups, notes: string[], doubts: string[]): Promise<Filter[]> {
  const filters: Filter[] = [];
  const { tokens } = parts;
  const negations = negationsOf(tokens);
  const placed = new Set<number>();
  // A value is excluded when a negation word comes before it, with only small words and other excluded values in between.
  const excluded = (start: number): boolean => {
    for (let i = start - 1; i >= 0; i--) {
      // A value's own words ("no-shows jonah": No-show) negate nothing after it.
      if (parts.values.some((value) => value.start <= i && i < value.end)) continue;
      if (negations.includes(i)) {
        placed.add(i);
        return true;
      }
      // "days with no rain": "no" before a value excludes it ("no" before a column is the missing-value reading).
      if (/^(no|non)$/.test(tokens[i].raw)) return true;
      if (NEGATION_GAP.test(tokens[i].raw)) continue;
      return false;
    }
    return false;
  };
  const byColumn = new Map<string, { values: string[]; negated: boolean[] }>();
  // "finishers" read as Status = Finished: the answer names the word beside the value.
  const said = new Map<string, string>();
  // A phrasal verb ("blown out") is the value said otherwise, which the value alone names.
  for (const value of parts.values) if (value.said && !value.said.includes(' ')) said.set(value.value, value.said);
  // "Status = Approved, the approvals": the condition, then the word the question said for it, with no
  // parentheses of its own, since the answer puts the label inside its own ("The number of rows (…)").
  const saying = (values: string[], label: string, other = false): string => {
    const nouns = values.flatMap((value) => (said.has(value) ? [said.get(value) ?? ''] : []));
    return nouns.length ? `${label}, ${other ? 'other than ' : ''}the ${nouns.join(' and ')}` : label;
  };
  for (const value of [...parts.values].sort((a, b) => a.start - b.start)) {
    // "still in transit", "deals still in proposal": the rows whose status is that value now.
    const still = tokens[value.start - 1]?.raw === 'still' ? value.start - 1 : /^(in|at|being)$/.test(tokens[value.start - 1]?.raw ?? '') && tokens[value.start - 2]?.raw === 'still' ? value.start - 2 : -1;
    if (still >= 0) parts.placed.add(still);
    const entry = byColumn.get(value.column) ?? { values: [], negated: [] };
    if (!entry.values.includes(value.value)) {
      entry.values.push(value.value);
      entry.negated.push(excluded(value.start));
    }
    byColumn.set(value.column, entry);
  }
  // "car lockouts" with Car Key and Lockout of one column: two values side by side with nothing
  // between them are one thing named twice, not either of them; asked.
  const sorted = [...parts.values].sort((a, b) => a.start - b.start);
  const touching = sorted.find((value, k) => k > 0 && sorted[k - 1].end === value.start && sorted[k - 1].column === value.column && sorted[k - 1].value !== value.value);
  if (touching) {
    const before = sorted[sorted.indexOf(touching) - 1];
    doubts.push(`“${escapeMarkdown(tokens.slice(before.start, touching.end).map((token) => token.raw).join(' '))}” names two values of ${codeSpan(touching.column)} side by side (${escapeMarkdown(before.value)} and ${escapeMarkdown(touching.value)}), which could be either of them or both; name the one you mean, or join them with “and”.`);
    byColumn.delete(touching.column);
  }
  // "how many ewes were in lamb" where `Stock` holds Ewes and Lambs: two values of one column joined
  // by a verb or a preposition, never by "and", "or" or "vs", are one thing said of the other (here
  // ewes carrying lambs), not the rows of either; asked.
  const related = sorted.find((value, k) => {
    const before = sorted[k - 1];
    if (k === 0 || before.column !== value.column || before.value === value.value || value.start <= before.end) return false;
    const between = tokens.slice(before.end, value.start).map((token) => token.raw);
    return between.every((word) => RELATING.test(word));
  });
  if (related && byColumn.has(related.column)) {
    const before = sorted[sorted.indexOf(related) - 1];
    doubts.push(`“${escapeMarkdown(tokens.slice(before.start, related.end).map((token) => token.raw).join(' '))}” names two values of ${codeSpan(related.column)} (${escapeMarkdown(before.value)} and ${escapeMarkdown(related.value)}) joined by neither “and” nor “or”, so I cannot tell which rows are meant; name the one you mean, or join them with “and” or “or”.`);
    byColumn.delete(related.column);
  }
  for (const [column, { values, negated }] of byColumn) {
    const kept = values.filter((_, i) => !negated[i]);
    const dropped = values.filter((_, i) => negated[i]);
    // "dnf rate excluding dns": one value counted, another left out of the whole; the rate reads which is which.
    if (kept.length === 1 && dropped.length && (RATE_ASKED.test(parts.text) || parts.question.includes('%'))) {
      filters.push({ column, op: '=', values: kept, label: saying(kept, `${column} = ${kept[0]}`) }, { column, op: 'not in', values: dropped, label: saying(dropped, `${column} is not ${dropped.join(' or ')}`, true) });
      continue;
    }
    if (kept.length && dropped.length) {
      doubts.push(`The question both keeps and excludes values of ${column} (${kept.join(', ')} / ${dropped.join(', ')}).`);
      continue;
    }
    if (dropped.length) {
      filters.push({ column, op: 'not in', values: dropped, label: saying(dropped, `${column} is not ${dropped.join(' or ')}`, true) });
      continue;
    }
    // "failed" for every Result that begins with it (statusKinds.ts): one word, one side.
    const family = new Set(parts.values.filter((value) => value.column === column).map((value) => value.start)).size === 1;
    filters.push(values.length === 1
      ? { column, op: '=', values, label: saying(values, `${column} = ${values[0]}`) }
      : { column, op: 'in', values, label: saying(values, `${column} in (${values.join(', ')})`), ...(family ? { family: true } : {}) });
  }
  // A yes/no column named outside a grouping ("remote employees", "units returned" on Y/N text) keeps the rows where it says yes.
  const flags = await yesNoColumns(parts, lookups);
  for (const mention of parts.mentions) {
    const column = mention.candidates[0].column;
    const flag = flags.get(column.name);
    if ((column.kind !== 'boolean' && !flag) || byColumn.has(column.name) || groupedBy(parts, mention.start) || DESCRIBES_VALUES.test(parts.text)) continue;
    if (pluralOfModifier(parts.tokens, mention, column)) continue;
    // "which customer has paid us the most" beside a yes/no `Paid`: money ranked, or the paid rows counted.
    let ranked = mention.end;
    while (/^(us|me|them|you|him|her|the)$/.test(parts.tokens[ranked]?.raw ?? '')) ranked++;
    if (/^(most|more|least|less|fewest)$/.test(parts.tokens[ranked]?.raw ?? '')) {
      doubts.push(`“${escapeMarkdown(parts.tokens.slice(mention.start, ranked + 1).map((token) => token.raw).join(' '))}” could rank by money paid or count the rows where ${codeSpan(column.name)} says yes, which differ; name the column to rank by.`);
      continue;
    }
    // "bookings from clients under 21" beside `New Client`, "full price tickets sold" beside `Sold Out`:
    // a flag is named by every word of its name that says something ("is", "has", "y/n" say nothing),
    // in any form of the word ("sla breaches" names `SLA Breached`).
    const saidStems = new Set(parts.tokens.map((token) => stemOf(token.word)));
    const telling = column.words.filter((word) => word.length > 1 && !STOPWORDS.has(word) && !/^(is|has|was|were|had|did|does|still|currently|ever)$/.test(word));
    if (telling.length >= 2 && !telling.every((word) => saidStems.has(stemOf(word)))) continue;
    // "where retest is no", "retest = yes": the value said after the column.
    const stated = /^(is|was|=|equals|of)$/.test(parts.tokens[mention.end]?.raw ?? '') ? mention.end + 1 : mention.end;
    const after = /^(no|n|false|f|0|yes|y|true|t|1)$/.exec(parts.tokens[stated]?.raw ?? '')?.[0];
    if (after !== undefined) for (let i = mention.end; i <= stated; i++) {
      placed.add(i);
      parts.placed.add(i);
    }
    const no = after !== undefined ? /^(no|n|false|f|0)$/.test(after) : /^(not|non|no|without)$/.test(parts.tokens[mention.start - 1]?.raw ?? '') || negations.includes(mention.start - 1);
    // "non-billable": the word that negates is read, so it is no word left unplaced.
    if (no && after === undefined) {
      placed.add(mention.start - 1);
      parts.placed.add(mention.start - 1);
    }
    const spellings = flag ? (no ? flag.no : flag.yes) : [];
    filters.push(!flag
      ? { column: column.name, op: '=', values: [!no], label: `${column.name} is ${no ? 'false' : 'true'}` }
      : spellings.length === 1
        ? { column: column.name, op: '=', values: spellings, label: `${column.name} = ${spellings[0]}` }
        : { column: column.name, op: 'in', values: spellings, label: `${column.name} is ${spellings.join(' or ')}`, family: true });
  }
  filters.push(...(await missingFilters(parts, lookups, placed, doubts)));
  // "still open", "current staff", "returned loans": an end date missing, or there.
  filters.push(...(await openRowFilters(parts, lookups, placed, filters, doubts)));
  // "5xx errors", "404s", "page not found": HTTP status codes on the status column.
  const status = await statusCodeFilter(parts, lookups);
  if (status) {
    if (status.doubt) doubts.push(status.doubt);
    filters.push(status.filter);
    for (const at of status.placed) {
      placed.add(at);
      parts.placed.add(at);
    }
  }
  const percents: PercentCondition[] = [];
  filters.push(...numericFilters(parts, doubts, percents));
  filters.push(...(await percentFilters(parts, lookups, percents, doubts)));
  // "In the 1990s": ten years, on the date column or the year column; its number is no year of its own.
  const decade = await decadeFilter(parts, lookups, doubts);
  if (decade) filters.push(decade);
  const dateFilter = decade ? null : await parseDateFilter(parts, lookups, notes, doubts);
  if (dateFilter) filters.push(dateFilter);
  // "on saturdays", "between midnight and 6am", "weekend mornings": the day of the week and the hour.
  filters.push(...(await clockFilters(parts, lookups, doubts)));
  // A table without dates may hold its years as numbers: "in 2005" filters that column.
  const yearFilter = dateFilter || decade ? null : await numericYearFilter(parts, lookups, doubts);
  if (yearFilter) filters.push(yearFilter);
  // "with a note": after the other conditions, so "with a rating above 4" stays the bound alone.
  filters.push(...(await hasValueFilters(parts, lookups, filters, placed, doubts)));
  sidesOfFlag(parts, filters);
  const contradiction = contradictionOf(filters);
  if (contradiction) doubts.push(contradiction);
  // "not missing" is read by the missing-values question itself; any other negation must have been placed.
  // A negation inside the words read as a value ("did not show up" as No-show) is the value's own word.
  const unplaced = negations.filter((i) => !placed.has(i) && !parts.placed.has(i) && !/^(missing|null|empty|blank)$/.test(tokens[i + 1]?.raw ?? '') && !parts.values.some((value) => value.start <= i && i < value.end));
  if (unplaced.length) doubts.push(`I could not tell what “${unplaced.map((i) => escapeMarkdown(tokens.slice(i, i + 3).map((token) => token.raw).join(' '))).join('”, “')}” excludes, and ignoring it would answer a different question.`);
  // "above 86F" on a column in Celsius: the value converted into the column's unit.
  return fahrenheitConditions(parts, filters);
}

/**
 * "Listings with no rating", "employees without a bonus": the rows where that column is missing.
 * On a number column that holds zeros, "no bonus" could also mean a bonus of 0: asked, not guessed.
 */
async function missingFilters(parts: Parts, lookups: ParseLookups, placed: Set<number>, doubts: string[]): Promise<Filter[]> {
  const filters: Filter[] = [];
  const raw = (i: number): string => parts.tokens[i]?.raw ?? '';
  for (const mention of parts.mentions) {
    let at = mention.start - 1;
    // "firings with no count of pieces lost", "no record of a score": the words before the column say what is missing of it.
    const of = /^(a|an|any|the)$/.test(raw(at)) ? at - 1 : at;
    const said: number[] = [];
    if (/^(of|for)$/.test(raw(of)) && /^(count|figure|value|record|reading|entry|number|data|measurement|result)s?$/.test(raw(of - 1))) {
      for (let i = of - 1; i < mention.start; i++) said.push(i);
      at = of - 2;
    }
    if (/^(a|an|any)$/.test(raw(at))) at--;
    const word = raw(at);
    if (!/^(no|without)$/.test(word) || at < 1 || !/^(with|have|has|had|got|are|is|were|was|rows|records|\p{L}+s)$/u.test(parts.tokens[at - 1].raw)) continue;
    const column = mention.candidates[0].column;
    // "days with no snow" on a yes/no column is "snow is false", read with the yes/no columns above.
    if (column.kind === 'boolean') continue;
    placed.add(at);
    // "no ph result", "no weight reading": the word after the column is its value, never another column (`Result`).
    const after = mention.end;
    if (/^(result|reading|value|figure|score|measurement|record|entry|data)s?$/.test(raw(after))) {
      said.push(after);
      const other = parts.mentions.findIndex((m) => m.start === after && m.end === after + 1);
      if (other >= 0) parts.mentions.splice(other, 1);
    }
    for (const i of said) {
      placed.add(i);
      parts.placed.add(i);
    }
    // "no figure for" says the figure is missing; "no pieces lost" could be none recorded or 0.
    if (!said.length && column.kind === 'number' && (await lookups.hasZero(parts.info, column.name))) {
      doubts.push(`“${escapeMarkdown(`${word} ${parts.tokens.slice(mention.start, mention.end).map((token) => token.raw).join(' ')}`)}” could mean ${codeSpan(column.name)} is missing or ${codeSpan(column.name)} is 0, which count different rows: say “missing” or “equal to 0”.`);
      continue;
    }
    filters.push({ column: column.name, op: 'missing', values: [], label: `${column.name} is missing` });
  }
  return filters;
}

const COMPARATORS: Array<[RegExp, '>' | '>=' | '<' | '<=' | '=']> = [
  [/^(>=|at least|no less than|minimum of)$/, '>='],
  [/^(<=|at most|no more than|up to)$/, '<='],
  [/^(>|over|above|more than|greater than|exceeding|exceeds|higher than|larger than|bigger than|older than|longer than|heavier than|deeper than|taller than|warmer than|hotter than)$/, '>'],
  [/^(<|under|below|less than|fewer than|lower than|smaller than|cheaper than|younger than|shorter than|lighter than|shallower than|colder than|cooler than)$/, '<'],
  [/^(=|equal to|equals|exactly)$/, '='],
];

/** Words for a currency after an amount ("40 dollars"). */
const CURRENCY_WORD = /^(dollars?|euros?|pounds?|usd|eur|gbp|bucks?)$/;

/** Whether the question writes this number as money ("$40k", "€1,200", "40 dollars"). */
function currencyWritten(question: string, number: string): boolean {
  if (!number) return false;
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[$€£]\\s?${escaped}(?![\\d.,])|\\b${escaped}\\s?(k|m|mn|bn|thousand|million|billion)?\\s?(dollars?|euros?|pounds?|usd|eur|gbp)\\b`, 'i').test(question);
}

/** The doubt for a sum typed in one currency that would bound a column of another. */
function otherCurrency(parts: Parts, said: Token[], column: ColumnInfo, typed: string | undefined): string {
  return `“${escapeMarkdown(said.map((token) => token.raw).join(' '))}” is a sum in ${escapeMarkdown(typed ?? '')}, and ${codeSpan(column.name)} holds ${escapeMarkdown(columnCurrency(parts.info, column) ?? '')}; I do not convert currencies, so write the sum in the column's currency.`;
}

/** Numeric columns that hold money, by their names or by the sign their values were written with. */
function moneyColumns(info: TableInfo): ColumnInfo[] {
  return info.columns.filter((c) => c.kind === 'number' && !c.isId && (/[$€£]|\b(usd|eur|gbp)\b/i.test(c.name) || !!columnCurrency(info, c) || c.words.some((word) => /^(price|cost|revenue|amount|salary|budget|gross|spend|fee|fare|income|profit|wage|pay)$/.test(word))));
}

/** Units and amounts written after "a" or "an" in a condition ("longer than an hour", "over a million"). */
const AMOUNT_IN_WORDS = /^(hour|minute|second|mile|kilometre|kilometer|metre|meter|km|kg|kilo|kilogram|gram|pound|ton|tonne|dollar|euro|buck|grand|thousand|million|billion|dozen|hundred|half|quarter)$/;

/** The nearest number column the words around a condition name: after the number ("over 10 units"), else before the comparator ("revenue over 1000"). */
function namedNear(parts: Parts, i: number, length: number): ColumnInfo | undefined {
  const { tokens } = parts;
  const measures = (from: number, to: number) => columnsOfKind(parts, ['number'], from, to).filter((entry) => !entry.column.isId);
  // "employees under 30", "customers over 65": a comparison on people is about their age.
  const phrase = tokens.slice(i, i + length).map((token) => token.raw).join(' ');
  // "where the casualty was under 12": a person, then a verb of being, then the bound.
  const person = (token: Token | undefined): boolean => PEOPLE.has(token?.word ?? '') || PERSON_NOUN.test(token?.word ?? '');
  const aboutPeople = /^(older|younger)/.test(phrase) || person(tokens[i - 1]) || (/^(was|is|were|are|aged)$/.test(tokens[i - 1]?.raw ?? '') && person(tokens[i - 2]));
  const aged = aboutPeople ? parts.info.columns.find((c) => c.kind === 'number' && c.words.includes('age')) : undefined;
  // "more than 20 mm of precipitation": a unit and "of" may stand between.
  // A unit shared by several columns ("210 mm" with bill_length_mm and flipper_length_mm) names none of them.
  const shared = (entry: { mention: Mention }): boolean => entry.mention.candidates.filter((c) => c.column.kind === 'number' && c.score === entry.mention.candidates[0].score).length > 1;
  // "at least 1.5 million dollars in US gross": scale and currency words may stand before them too.
  let from = i + length + 1;
  while (SCALES.has(tokens[from]?.raw ?? '') || CURRENCY_WORD.test(tokens[from]?.raw ?? '')) from++;
  const to = /^(of|in)$/.test(tokens[from]?.raw ?? '') ? from + 3 : /^(of|in)$/.test(tokens[from + 1]?.raw ?? '') ? from + 3 : from + 2;
  // "price over 200 and stock under 100": a column after "and" starts the next condition, not this one's.
  const after = /^(and|or|but)$/.test(tokens[from]?.raw ?? '') ? undefined : measures(from, to).filter((entry) => !shared(entry))[0];
  return aged ?? after?.column ?? comparedBy(parts, phrase) ?? measures(0, i).pop()?.column;
}

/** Nouns of people whose number is their age when nothing else is said ("the casualty was under 12"). */
const PERSON_NOUN = /^(casualty|victim|swimmer|pupil|kid|runner|rider|guest|passenger|tenant|resident|applicant|learner|player|visitor)$/;

/** Comparatives that say what they compare, and the words of the column that holds it. */
const COMPARATIVE_COLUMN: Array<[RegExp, RegExp]> = [
  [/^(deeper|shallower) than$/, /^depth$/],
  [/^(colder|cooler|warmer|hotter) than$/, /^(temperature|temp)$/],
  [/^taller than$/, /^height$/],
  [/^(heavier|lighter) than$/, /^(weight|mass)$/],
];

/** "dives deeper than 30 m": the one number column the comparative's own word names (`Max Depth`), beside other columns in metres. */
function comparedBy(parts: Parts, phrase: string): ColumnInfo | undefined {
  const words = COMPARATIVE_COLUMN.find(([said]) => said.test(phrase))?.[1];
  const fitting = words ? parts.info.columns.filter((c) => c.kind === 'number' && !c.isId && c.words.some((word) => words.test(word))) : [];
  return fitting.length === 1 ? fitting[0] : undefined;
}

/**
 * "€200 a night" beside `Nights` and `Nightly Rate (EUR)`: the sum of money bounds the money
 * column, and the unit after it ("a night", "per night") is the one that column is priced by
 * (`Nightly …`, `… per Night`); its mention of `Nights` is then used up. False when the other
 * column is named anywhere else in the question, which leaves two columns for one condition.
 */
function perUnitOfMoney(parts: Parts, i: number, length: number, near: ColumnInfo, money: ColumnInfo): boolean {
  const at = pricedPer(parts, i + length + 1, near, money);
  if (at < 0) return false;
  parts.placed.add(parts.mentions[at].start - 1);
  parts.placed.add(parts.mentions[at].start);
  parts.mentions.splice(at, 1);
  // "permits over $50 a day" beside `Permit Fee`: the rows' own noun before the bound is the subject, no column.
  const subject = parts.mentions.findIndex((m) => m.end === i && m.end - m.start === 1 && parts.ownNouns?.has(parts.tokens[m.start].word));
  if (subject >= 0) {
    parts.placed.add(i - 1);
    parts.mentions.splice(subject, 1);
  }
  return true;
}

/** The index of the mention of `near` said as the unit `money` is priced by ("a night" for `Nightly Rate`), else -1. */
function pricedPer(parts: Parts, from: number, near: ColumnInfo, money: ColumnInfo): number {
  const at = parts.mentions.findIndex((m) => m.start >= from && m.start <= from + 3 && m.end - m.start === 1 && m.candidates[0].column === near && /^(a|an|per|each|every)$/.test(parts.tokens[m.start - 1]?.raw ?? ''));
  if (at < 0) return -1;
  const unit = parts.tokens[parts.mentions[at].start].word;
  return money.words.some((word, k) => word === `${unit}ly` || word === `${unit.replace(/y$/, 'i')}ly` || (money.words[k - 1] === 'per' && word === unit)) ? at : -1;
}

/**
 * The next part of a length of time written in several units ("15min" after "2h", "30 minutes" after
 * "1 hour"), in the unit read so far, or undefined. A lone "m" is left: metres as often as minutes.
 */
function smallerTime(tokens: Token[], at: number, unit: Unit): { amount: number } | undefined {
  const n = numberOf(tokens[at + 1]);
  const word = tokens[at + 2]?.raw;
  const next = unitNamed(word ?? '');
  if (n === null || !next || next.dimension !== 'time' || next.factor >= unit.factor) return undefined;
  return { amount: (n * next.factor) / unit.factor };
}

/** Verbs said right before a bound in a unit of each kind ("took more than 10 hours"). */
const DIMENSION_VERB: Partial<Record<Unit['dimension'], RegExp>> = {
  time: /^(took|take|takes|lasted|last|lasts|lasting)$/,
  energy: /^(used|using|uses|use|consumed|consuming|drew|drawing)$/,
  volume: /^(used|using|uses|use|consumed|consuming|burned|burnt|burning|holding|held)$/,
  mass: /^(weighed|weighing|weighs|weigh)$/,
};

/**
 * "movements that took more than half an hour to handle": "took" and "to handle" say the length of
 * time is the handling's, placed when the verb is a word of the column the bound is on
 * (`Handling Time (min)`); any other verb stays unplaced, and the question is asked back.
 */
function tookToVerb(parts: Parts, i: number, at: number, column: ColumnInfo): void {
  const { tokens } = parts;
  const took = tokens.findIndex((token, k) => k < i && k >= i - 3 && /^(took|take|takes|taking|taken)$/.test(token.raw));
  const verb = tokens[at + 2];
  if (took < 0 || tokens[at + 1]?.raw !== 'to' || !verb || !column.words.some((word) => word.slice(0, 4) === verb.raw.slice(0, 4) && verb.raw.length >= 4)) return;
  for (const k of [took, at + 1, at + 2]) parts.placed.add(k);
}

/**
 * A condition whose amount has a unit ("over 5 kg", "longer than an hour", "under half an hour"):
 * its filter in the column's own unit, 'refused' when no column's name confirms the unit (the
 * doubt is said), or null when no unit is written.
 */
function withUnit(parts: Parts, i: number, length: number, value: number | null, doubts: string[]): Filter | 'refused' | null {
  const { tokens } = parts;
  const start = i + length;
  const comparator = tokens.slice(i, start).map((token) => token.raw).join(' ');
  // "longer than 1:30:00", "under 3:30": a length of time typed as a clock reads (typedDurations.ts).
  const clock = typedDurationFilter(parts, start, COMPARATORS.find(([pattern]) => pattern.test(comparator))?.[1] ?? '>', comparator, namedNear(parts, i, length), doubts);
  if (clock) return clock;
  // "an hour" is 1 hour, "half an hour" 0.5; "5 kg" as written, "1.5 k kg" never.
  const half = tokens[start]?.raw === 'half' && /^(a|an)$/.test(tokens[start + 1]?.raw ?? '');
  // "4 and a half hours": the half is of the unit after it.
  const andHalf = value !== null && tokens.slice(start + 1, start + 4).map((token) => token.raw).join(' ') === 'and a half';
  const whole = value ?? (half ? 0.5 : /^(a|an|one)$/.test(tokens[start]?.raw ?? '') ? 1 : null);
  let at = value !== null ? start + (andHalf ? 4 : 1) : start + (half ? 2 : 1);
  const said = whole === null ? undefined : unitAt(tokens, at, parts.info.columns) ?? metresAt(parts, at, currencyWritten(parts.question, tokens[start]?.raw ?? ''));
  let amount = whole === null ? null : whole + (andHalf ? 0.5 : 0);
  // "2h 15min", "1 hour 30 minutes": smaller units of time after the first add to it.
  for (let next = said?.dimension === 'time' ? smallerTime(tokens, at, said) : undefined; next && amount !== null; next = smallerTime(tokens, at, said as Unit)) {
    amount += next.amount;
    at += 2;
  }
  // "over 40 pounds" of money is a price, read by the money columns.
  if (amount === null || !said || (said.dimension === 'mass' && currencyWritten(parts.question, tokens[start]?.raw ?? ''))) return null;
  const phrase = tokens.slice(i, at + 1).map((token) => token.raw).join(' ');
  const named = namedNear(parts, i, length);
  const stated = parts.mentions.some((m) => (m.start === at + 1 || (m.start === at + 2 && /^(of|in)$/.test(tokens[at + 1]?.raw ?? ''))) && m.candidates[0].column === named);
  const read = unitCondition(parts, said, amount, named, phrase, stated);
  if ('doubt' in read) {
    doubts.push(read.doubt);
    return 'refused';
  }
  for (let k = start; k <= at; k++) parts.placed.add(k);
  // "took more than 10 hours", "using over 50 kwh", "weighing under 5 kg": the verb of the kind of amount said.
  // Beside two dates ("Plug In", "Unplug") "lasted" may be the span between them, which spans.ts reads.
  const span = said.dimension === 'time' && parts.info.columns.filter((c) => c.kind === 'date').length >= 2;
  if (!span && DIMENSION_VERB[said.dimension]?.test(tokens[i - 1]?.raw ?? '')) parts.placed.add(i - 1);
  tookToVerb(parts, i, at, read.column);
  const op = COMPARATORS.find(([pattern]) => pattern.test(tokens.slice(i, i + length).map((token) => token.raw).join(' ')))?.[1] ?? '>';
  return { column: read.column.name, op, values: [read.value], label: `${read.column.name} ${op} ${read.value}${read.note}` };
}

function numericFilters(parts: Parts, doubts: string[], percents: PercentCondition[]): Filter[] {
  const filters: Filter[] = [];
  const { tokens } = parts;
  for (let i = 0; i < tokens.length; i++) {
    // "between 2 and 5 kg": both numbers are the range's, never a count of their own.
    const range = rangeAt(parts, i, doubts);
    if (range) {
      if (range !== 'refused') {
        filters.push(range.filter);
        i = range.end;
      }
      continue;
    }
    for (const length of [2, 1]) {
      const phrase = tokens.slice(i, i + length).map((token) => token.raw).join(' ');
      const comparator = COMPARATORS.find(([pattern]) => pattern.test(phrase));
      if (!comparator) continue;
      // "at least one missing value" counts gaps in a row: no condition on a column.
      if (/^(missing|null|nulls|blank|blanks|empty|nan|gaps?)$/.test(tokens[i + length + 1]?.raw ?? '')) continue;
      const written = numberOf(tokens[i + length]);
      // "over $10M", "more than 2k", "at least 1.5 million": the scale word multiplies.
      const scale = metresAt(parts, i + length + 1, currencyWritten(parts.question, tokens[i + length]?.raw ?? '')) ? undefined : SCALES.get(tokens[i + length + 1]?.raw ?? '');
      const value = written !== null && scale ? written * scale : written;
      // "above 4%": 4 or 0.04, as the column holds it, decided with its values (percents.ts).
      const percent = percentAt(parts, i + length, written);
      if (percent) {
        const phrase = tokens.slice(i, percent.at[percent.at.length - 1] + 1).map((token) => token.raw).join(' ');
        percents.push({ column: namedNear(parts, i, length), op: comparator[1], percent: percent.percent, at: percent.at, phrase });
        i += length;
        break;
      }
      // "over 5 kg", "longer than an hour", "under half an hour": a unit the column's name must confirm, converted into it.
      const unitRead = withUnit(parts, i, length, value, doubts);
      if (unitRead) {
        if (unitRead !== 'refused') filters.push(unitRead);
        i += length;
        break;
      }
      // "more than a dozen": an amount in words that is no number here; dropped, it would answer over every row.
      if (value === null && /^(a|an|half)$/.test(tokens[i + length]?.raw ?? '') && AMOUNT_IN_WORDS.test(tokens[i + length + 1]?.word ?? '')) {
        doubts.push(`I could not place the condition “${escapeMarkdown(tokens.slice(i, i + length + 2).map((token) => token.raw).join(' '))}”; write it with a number and the column, for example “${escapeMarkdown(phrase)} 3600 ${parts.info.columns.find((c) => c.kind === 'number' && !c.isId)?.name ?? 'value'}”.`);
        i += length;
        break;
      }
      if (value === null || isYear(tokens[i + length]) && /^(before|after|since)$/.test(phrase)) continue;
      // The column: "older than 50" means an age; "more than 10 units" names it after the number;
      // otherwise the nearest measure before the comparator ("revenue over 1000").
      // "under $40k": a sum of money is compared with the table's one money column.
      const typed = currencyTyped(parts.question, tokens[i + length]?.raw ?? '');
      const money = currencyWritten(parts.question, tokens[i + length]?.raw ?? '') ? moneyColumns(parts.info) : [];
      // "quantity over $200", "bookings over €200 a night" beside `Nights`: a sum of money never
      // bounds a count of things, a level in another unit or any number that is no money.
      const near = namedNear(parts, i, length);
      const column = near && money.length && !money.includes(near) && near.role !== 'amount' ? (money.length === 1 ? money[0] : money.find((c) => pricedPer(parts, i + length + 1, near, c) >= 0)) : near ?? (money.length === 1 ? money[0] : undefined);
      // "price over $20" where the prices are in euros: the sum is in another currency, never converted.
      const other = [near, column].find((c) => c && !currencyAgrees(parts.info, c, typed));
      if (other) {
        doubts.push(otherCurrency(parts, tokens.slice(i, i + length + 2), other, typed));
        i += length;
        break;
      }
      if (!column) {
        // A condition that names no column cannot be dropped: the answer would cover other rows.
        doubts.push(`I could not tell which column “${escapeMarkdown(tokens.slice(i, i + length + 2).map((token) => token.raw).join(' '))}” is about${money.length > 1 ? ` (${money.map((c) => codeSpan(c.name)).join(' or ')})` : ''}; name the column in the question.`);
        i += length;
        break;
      }
      // A count of things or a level ("average qty of tools over $100") never takes a sum of money:
      // the one money column does, as before; any other number named there leaves two columns.
      if (near && column !== near && !perUnitOfMoney(parts, i, length, near, column) && near.role !== 'quantity' && !near.isIntensive) {
        doubts.push(`I could not tell which column “${escapeMarkdown(tokens.slice(i, i + length + 4).map((token) => token.raw).join(' '))}” is about (${codeSpan(column.name)} or ${codeSpan(near.name)}); name the column in the question.`);
        i += length;
        break;
      }
      filters.push({ column: column.name, op: comparator[1], values: [value], label: `${column.name} ${comparator[1]} ${value}` });
      // "1.5 million dollars": the currency word said the amount is money, and a money column takes it.
      if (currencyWritten(parts.question, tokens[i + length]?.raw ?? '') && moneyColumns(parts.info).includes(column)) {
        for (let k = i + length + 1; CURRENCY_WORD.test(tokens[k]?.raw ?? '') || SCALES.has(tokens[k]?.raw ?? ''); k++) parts.placed.add(k);
      }
      i += length;
      break;
    }
    // "cars with 8 cylinders", "how many 4-cylinder cars": a count written before a number column is its value.
    const counted = numberOf(tokens[i]);
    const countedAt = counted !== null && !isYear(tokens[i]) && (i === 0 || /^(have|has|had|with|many|of|are|is|were|was|vs|versus|and|or|for)$/.test(tokens[i - 1].raw));
    const named = countedAt
      ? columnsOfKind(parts, ['number'], i + 1, i + 2).find((entry) => !entry.column.isId && entry.mention.start === i + 1) ?? daysColumnAt(parts, i + 1)
      : undefined;
    // "8 cylinders or more", "2 bedrooms or fewer": a bound, not the one value.
    const bound = named ? /^or (more|above|over|higher|greater|longer|larger|bigger)$|^or (less|fewer|below|under|lower|shorter|smaller)$/.exec(`${tokens[named.mention.end]?.raw ?? ''} ${tokens[named.mention.end + 1]?.raw ?? ''}`) : null;
    // "8+ frames of brood": the plus is the bound.
    const plus = tokens[i]?.atLeast === true;
    if (named && counted !== null && (bound || plus)) {
      const op = plus || bound?.[1] ? '>=' : '<=';
      filters.push({ column: named.column.name, op, values: [counted], label: `${named.column.name} ${op} ${counted}` });
      if (bound) parts.placed.add(named.mention.end).add(named.mention.end + 1);
    } else if (named && counted !== null) {
      // "4 cylinder vs 8 cylinder cars": one filter with both values, never two that no row meets.
      const same = filters.find((filter) => filter.column === named.column.name && (filter.op === '=' || filter.op === 'in'));
      if (same && !same.values.includes(counted)) Object.assign(same, { op: 'in', values: [...same.values, counted], label: `${named.column.name} in (${[...same.values, counted].join(', ')})` });
      else if (!same) filters.push({ column: named.column.name, op: '=', values: [counted], label: `${named.column.name} = ${counted}` });
    }
  }
  return filters;
}

/**
 * "fermented for 14 days or more" beside `Fermentation (days)`: days and weeks name no column alone
 * (they are periods of the dates), but after a number they are the unit of the one number column
 * whose name says it counts them. Read as that column, as a mention of it would be.
 */
function daysColumnAt(parts: Parts, at: number): { column: ColumnInfo; mention: { start: number; end: number } } | undefined {
  const word = parts.tokens[at]?.word ?? '';
  if (!/^(day|week)$/.test(word)) return undefined;
  const columns = parts.info.columns.filter((c) => c.kind === 'number' && !c.isId && c.words.includes(word));
  return columns.length === 1 ? { column: columns[0], mention: { start: at, end: at + 1 } } : undefined;
}

/** A bound of a range: "2", "10k", "1.5 million"; its value and the token after it. */
function boundAt(parts: Parts, at: number): { value: number; scaled: boolean; next: number } | null {
  const written = numberOf(parts.tokens[at]);
  if (written === null) return null;
  // "between 500 and 1,000 m" beside a column in metres: the "m" is the unit, not a million.
  const scale = metresAt(parts, at + 1, currencyWritten(parts.question, parts.tokens[at]?.raw ?? '')) ? undefined : SCALES.get(parts.tokens[at + 1]?.raw ?? '');
  return scale ? { value: written * scale, scaled: true, next: at + 2 } : { value: written, scaled: false, next: at + 1 };
}

/**
 * A range of numbers: "between 2 and 5 kg", "between $80 and $150", "between 10k and 20k". The
 * column is the one named after the range, the one money column for an amount of money, the
 * nearest one named before it, or the table's only number column; a unit is converted into the
 * column's (units.ts). 'refused' when a doubt was said; null when no range of numbers starts at i.
 */
function rangeAt(parts: Parts, i: number, doubts: string[]): { filter: Filter; end: number } | 'refused' | null {
  const { tokens } = parts;
  if (tokens[i]?.raw !== 'between' || isYear(tokens[i + 1])) return null;
  const low = boundAt(parts, i + 1);
  const high = low && /^(and|to)$/.test(tokens[low.next]?.raw ?? '') ? boundAt(parts, low.next + 1) : null;
  if (!low || !high) return null;
  const phrase = tokens.slice(i, high.next).map((token) => token.raw).join(' ');
  // "between 10 and 20k" could be 10 or 10,000: asked.
  if (!low.scaled && high.scaled) {
    doubts.push(`In “${escapeMarkdown(phrase)}” only the second number has a scale; write both with it (“between 10k and 20k”) or neither.`);
    return 'refused';
  }
  let end = high.next - 1;
  const money = currencyWritten(parts.question, tokens[i + 1].raw) || currencyWritten(parts.question, tokens[low.next + 1].raw) || CURRENCY_WORD.test(tokens[high.next]?.raw ?? '');
  if (CURRENCY_WORD.test(tokens[high.next]?.raw ?? '')) end += 1;
  const said = unitAt(tokens, end + 1, parts.info.columns) ?? metresAt(parts, end + 1, money);
  const numbers = (from: number, to: number): ColumnInfo[] => columnsOfKind(parts, ['number'], from, to).filter((entry) => !entry.column.isId).map((entry) => entry.column);
  // The column named right before "between" ("price between 50 and 100") is bounded, before one named
  // a few words after it ("… with rating above 4" is another condition's column).
  const right = parts.mentions.find((m) => m.end === i && m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId)?.candidates[0].column;
  const after = numbers(end + 1, end + 4)[0];
  const typed = currencyTyped(parts.question, tokens[i + 1].raw) ?? currencyTyped(parts.question, tokens[low.next + 1].raw);
  const moneyColumn = money ? moneyColumns(parts.info) : [];
  const only = parts.info.columns.filter((c) => c.kind === 'number' && !c.isId);
  // "claims between $1,000 and $5,000": the noun before is named by a money column too (`Claimed Amount`).
  const rightMoney = parts.mentions.find((m) => m.end === i)?.candidates.find((c) => moneyColumn.includes(c.column))?.column;
  let column = money
    ? (right && moneyColumn.includes(right) ? right : rightMoney ? rightMoney : after && moneyColumn.includes(after) ? after : moneyColumn.length === 1 ? moneyColumn[0] : undefined)
    : right ?? after ?? numbers(0, i).pop() ?? (only.length === 1 ? only[0] : undefined);
  if (!column) {
    doubts.push(`I could not tell which column “${escapeMarkdown(phrase)}” is about; name the column in the question.`);
    return 'refused';
  }
  // "a total between $50 and $100" where the totals are in euros: no other money column stands in.
  const disagrees = [right, after, column].find((c) => c && !currencyAgrees(parts.info, c, typed));
  if (disagrees) {
    doubts.push(otherCurrency(parts, tokens.slice(i, high.next), disagrees, typed));
    return 'refused';
  }
  let [from, to, note]: [number, number, string] = [Math.min(low.value, high.value), Math.max(low.value, high.value), ''];
  if (said && !(said.dimension === 'mass' && money)) {
    const stated = parts.mentions.some((m) => m.start === end + 2 && m.candidates[0].column === column);
    const reads = [from, to].map((amount) => unitCondition(parts, said, amount, column, `${phrase} ${tokens[end + 1].raw}`, stated));
    const doubt = reads.find((read) => 'doubt' in read);
    if (doubt && 'doubt' in doubt) {
      doubts.push(doubt.doubt);
      return 'refused';
    }
    const [a, b] = reads as Array<{ column: ColumnInfo; value: number; note: string }>;
    [from, to, note, column] = [a.value, b.value, a.note, a.column];
    end += 1;
  }
  for (let k = i; k <= end; k++) parts.placed.add(k);
  return { filter: { column: column.name, op: 'between', values: [from, to], label: `${column.name} between ${from} and ${to}${note}` }, end };
}

/** "The distribution of attended", "breakdown of returned": the flag's own values are described, none kept. */
const DESCRIBES_VALUES = /\b(distribution|distributed|breakdown|histogram|spread|frequencies|values)\b/;

/** Whether the column named at `start` is grouped by: "by live recorded", also "by show and live recorded". */
/**
 * "one-off gifts" beside a yes/no column `Gift Aid`: a plural of a word that only modifies the
 * flag's name (gift, not aid) names things of its own, never the rows where the flag says yes
 * ("remote employees" for `Remote Eligible (Y/N)` keeps the word as typed, and still reads so).
 */
function pluralOfModifier(tokens: Token[], mention: Mention, column: ColumnInfo): boolean {
  if (mention.end - mention.start !== 1) return false;
  const token = tokens[mention.start];
  const words = column.words.filter((word) => !/^(y|yes|n|no)$/.test(word));
  return token.raw !== token.word && words.length > 1 && words.indexOf(token.word) >= 0 && words.indexOf(token.word) < words.length - 1;
}

function groupedBy(parts: Parts, start: number): boolean {
  let i = start - 1;
  // Step back over the other columns of a list of groups and their "and"s.
  while (i >= 0 && (/^(and|,)$/.test(parts.tokens[i].raw) || parts.mentions.some((m) => m.start <= i && i < m.end))) i--;
  return GROUP_MARKER.test(parts.tokens[i]?.raw ?? '');
}

/**
 * "conservatory vs no conservatory avg price", "residents vs non residents": a yes/no column said
 * yes and no on either side of "vs" is two sides to compare, not two conditions that exclude each
 * other: one filter keeps both values, as two values named of a text column do ("dave vs sue").
 */
function sidesOfFlag(parts: Parts, filters: Filter[]): void {
  if (!/\b(vs|versus|against|compared)\b/.test(parts.text)) return;
  // One side may be every spelling of yes ("Yes", "Y"), one filter of them all.
  const side = (f: Filter): boolean => f.op === '=' || (f.op === 'in' && !!f.family);
  for (let i = 0; i < filters.length; i++) {
    const other = filters.findIndex((f, k) => k > i && f.column === filters[i].column && side(f) && side(filters[i]) && !f.values.some((v) => filters[i].values.includes(v)));
    if (other < 0) continue;
    const values = [...filters[i].values, ...filters[other].values];
    const column = filters[i].column;
    filters[i] = { column, op: 'in', values, label: `${column} in (${values.join(', ')})` };
    // "no conservatory" was also read as the column left blank: the flag's No is the side meant.
    for (let k = filters.length - 1; k > i; k--) if (k === other || (filters[k].column === column && filters[k].op === 'missing')) filters.splice(k, 1);
  }
}
