/**
 * Rows of the rule table (rules.ts) for questions about groups that were read as another
 * aggregate: "max price per symbol" (each symbol's maximum, not the symbol with the highest
 * average), "which stock had the highest average price?" (a group picked, not the overall
 * average), "what percentage of rows have no fertility value?" (a share of rows, not a sum over
 * rows that hold none) and "average population per country" (two readings: asked).
 */
import { codeSpan } from '../../common/markdown';
import type { Filter, Intent } from './intent';
import type { Parts } from './parts';
import { rowNounsOf } from './parts';
import type { Rule } from './rules';
import { escapeMarkdown, nameHead } from './text';
import { KIND_WORDS } from './everydayWords';

/** An explicit extreme right before the measure: "max price", "minimum delay". */
const EXTREME = /^(max|maximum|min|minimum)$/;

/** The token before a group's mention, "per" / "by" / "each". */
function markerBefore(parts: Parts, column: string): string {
  const mention = parts.mentions.find((m) => m.candidates[0].column.name === column);
  return mention ? (parts.tokens[mention.start - 1]?.raw ?? '') : '';
}

/** An extreme said right before a measure, not a word of the measure's own name (`Max Height (m)`). */
function extremeBefore(parts: Parts, entry: { column: { words: string[] }; mention: { start: number } }): boolean {
  const before = parts.tokens[entry.mention.start - 1];
  return !!before && EXTREME.test(before.raw) && !entry.column.words.includes(before.raw);
}

/** "max price per symbol": each group's maximum, listed, not the group whose average is highest. */
const extremePerGroup: Rule = {
  name: 'extreme per group',
  when: ({ parts, groups, numbers, limit }) => groups.length > 0 && limit === null && !/^ (which|what)\b|\b(top|bottom)\b/.test(parts.text)
    && numbers.some((entry) => !groups.includes(entry.column) && extremeBefore(parts, entry))
    && groups.every((group) => /^(per|by|each|every)$/.test(markerBefore(parts, group.name))),
  read: ({ base, parts, numbers, groups }) => {
    const entry = numbers.find((e) => !groups.includes(e.column) && extremeBefore(parts, e));
    if (!entry) return undefined;
    const agg = /^max/.test(parts.tokens[entry.mention.start - 1].raw) ? 'max' : 'min';
    return { ...base, kind: 'aggregate', measure: { agg, column: entry.column.name }, groupBy: groups.map((g) => g.name).slice(0, 2) };
  },
};

/**
 * "Which stock had the highest average price?" in stocks.csv: the file's noun for its rows names
 * the thing picked, with an aggregate over its rows. The one text column that repeats (`symbol`)
 * is that thing; with several, the question is refused naming them.
 */
const pickedByRowNoun: Rule = {
  name: 'group picked by the file noun',
  when: ({ parts, groups, up, down, measure }) => !groups.length && (up || down) && !!measure?.column && ['avg', 'sum', 'median'].includes(measure.agg)
    && /\b(average|avg|mean|total|sum|median)\b/.test(parts.text) && subjectNoun(parts) !== null,
  read: (reading) => {
    const { parts, base, doubts } = reading;
    const noun = subjectNoun(parts) ?? '';
    const labels = parts.info.columns.filter((c) => c.kind === 'text' && !c.isId && !parts.unique.has(c.name));
    if (labels.length !== 1) {
      doubts.push(`“${escapeMarkdown(noun)}” names no column of ${escapeMarkdown(parts.info.table.label)}; say which column holds it${labels.length ? `, for example “by ${escapeMarkdown(labels[0].name)}”` : ''}.`);
      return null;
    }
    reading.notes.push(`“${noun}” is read as ${codeSpan(labels[0].name)}, the one text column that names the rows' things.`);
    const measure = reading.measure ?? { agg: 'count', column: null };
    return { ...base, kind: 'aggregate', measure, groupBy: [labels[0].name], rank: { dir: reading.down && !reading.up ? 'asc' : 'desc', limit: 1 } };
  },
};

/** The file's noun for its rows right after "which"/"what" ("which stock"), when no column is called so. */
function subjectNoun(parts: Parts): string | null {
  const nouns = rowNounsOf(parts.info);
  const match = /^ (which|what) (\p{L}+)\b/u.exec(parts.text);
  const token = parts.tokens[1];
  if (!match || !token || !nouns.has(token.word)) return null;
  return parts.mentions.some((m) => m.start <= 1 && 1 < m.end) ? null : token.raw;
}

/**
 * "What percentage of rows have no fertility value?": the rows where it is missing, counted
 * (and as a share of all rows). A sum or average of a column over rows that hold none of it is
 * no answer, so it is refused.
 */
const measureOfMissing: Rule = {
  name: 'measure of a missing column',
  when: ({ filters, measure }) => !!measure?.column && filters.some((filter) => filter.op === 'missing' && filter.column === measure.column),
  read: (reading) => {
    const { parts, isShare } = reading;
    if (isShare || /\b(how many|number of|count)\b/.test(parts.text)) {
      reading.measure = { agg: 'count', column: null };
      return undefined;
    }
    reading.doubts.push(`The question keeps the rows where ${codeSpan(reading.measure?.column ?? '')} is missing, so there is nothing of it to ${reading.measure?.agg === 'avg' ? 'average' : 'add up'}; ask how many rows, or what share of rows, have none.`);
    return null;
  },
};

/**
 * "Average population per country", where each country has many rows: the average of each
 * country's rows (one figure per country), or a typical country's figure? The numbers differ,
 * so the grouped average and the average over all rows are offered, each saying what it computes. "By country" and "for each country" ask for the first.
 */
const averagePerLabel: Rule = {
  name: 'average per a label, two readings',
  when: ({ parts, groups, measure, up, down, limit, grain, isShare }) => measure?.agg === 'avg' && !!measure.column && groups.length === 1 && !up && !down && limit === null && !grain && !isShare
    && groups[0].kind === 'text' && !groups[0].isId && !parts.unique.has(groups[0].name) && markerBefore(parts, groups[0].name) === 'per'
    && !/\b(each|every|by)\b/.test(parts.text),
  read: ({ base, parts, groups, measure, doubts }) => {
    if (!measure?.column) return undefined;
    const grouped: Intent = { ...base, kind: 'aggregate', measure, groupBy: [groups[0].name] };
    const overall: Intent = { ...base, kind: 'aggregate', measure, groupBy: [] };
    const [column, group] = [escapeMarkdown(measure.column), escapeMarkdown(groups[0].name)];
    // The second reading is a typical group's figure (for sums, the groups' totals averaged), which
    // only equals the average over all rows when every group has as many rows; the offer says which it computes.
    doubts.push(`“per ${group}” could mean the average ${column} of each ${group} (one figure per ${group}) or one figure for a typical ${group}; they give different numbers, so say “by ${group}”, or ask for the average ${column} over all rows.`);
    parts.intents = [grouped, overall];
    return grouped;
  },
};

/**
 * Whether "per" comes right before a column's mention, past values and articles ("per attended
 * visit"), and the mention names only part of the column (`Visit Type`): "per visit type" groups.
 */
function perBefore(parts: Parts, column: string): boolean {
  const mention = parts.mentions.find((m) => m.candidates[0].column.name === column);
  if (!mention || mention.end - mention.start >= mention.candidates[0].column.words.length) return false;
  let i = mention.start - 1;
  while (i >= 0 && (/^(the|a|an)$/.test(parts.tokens[i].raw) || parts.values.some((v) => v.start <= i && i < v.end))) i--;
  return parts.tokens[i]?.raw === 'per';
}

/**
 * "avg fee per attended visit by specialty": beside a grouping, "per visit" says what the average
 * is taken over (each visit), not a second grouping by `Visit Type`; grouping by both would answer
 * another question, and the unit may be the rows or something they repeat, so it is asked.
 */
const perUnitBesideGroup: Rule = {
  name: 'per a thing beside a grouping',
  when: ({ parts, groups, measure }) => measure?.agg === 'avg' && groups.length >= 2 && groups.some((g) => perBefore(parts, g.name)) && groups.some((g) => !perBefore(parts, g.name)),
  read: ({ parts, groups, measure, doubts }) => {
    const per = groups.filter((g) => perBefore(parts, g.name));
    const others = groups.filter((g) => !per.includes(g));
    doubts.push(`“per” before ${per.map((g) => codeSpan(g.name)).join(', ')} beside ${others.map((g) => codeSpan(g.name)).join(', ')} could say what the average ${escapeMarkdown(measure?.column ?? '')} is taken over (each row) or group by both; ask for the average ${escapeMarkdown(measure?.column ?? '')} by ${others.map((g) => escapeMarkdown(g.name)).join(' and ')}, or by ${groups.map((g) => escapeMarkdown(g.name)).join(' and ')}.`);
    return null;
  },
};

/**
 * "Which region has the most countries?": the things counted are a text column, so each
 * group's distinct count of it ranks the groups, not its number of rows.
 */
const mostOfAThing: Rule = {
  name: 'groups ranked by how many things they hold',
  when: ({ parts, groups, measure, up, down, filters }) => groups.length > 0 && (up || down) && measure?.agg === 'count' && measure.column === null && countedThing(parts, groups.map((g) => g.name), filters) !== null,
  read: (reading) => {
    const thing = countedThing(reading.parts, reading.groups.map((g) => g.name), reading.filters);
    if (thing) reading.measure = { agg: 'count_distinct', column: thing };
    return undefined;
  },
};

/**
 * A text column named in the plural right after "most"/"fewest" ("the most countries"), not
 * grouped by, and not kept at one value: "the most defaults" keeps the rows where `Defaulted` is
 * yes, whose one distinct value would rank every group alike, so the rows are counted.
 */
function countedThing(parts: Parts, groups: string[], filters: Filter[]): string | null {
  const mention = parts.mentions.find((m) => {
    const column = m.candidates[0].column;
    const token = parts.tokens[m.end - 1];
    return column.kind === 'text' && !groups.includes(column.name) && !filters.some((filter) => filter.column === column.name && filter.op === '=') && token.raw !== token.word && /^(most|fewest|least|more|fewer)$/.test(parts.tokens[m.start - 1]?.raw ?? '')
      && !kindOfThingSaid(column.name, token.word);
  });
  return mention ? mention.candidates[0].column.name : null;
}

/** "the most skips" beside `Skip Size (yd)`: the things themselves, whose kinds the column holds, never its distinct sizes. */
function kindOfThingSaid(name: string, said: string): boolean {
  const head = nameHead(name);
  return KIND_WORDS.test(head) && said !== head;
}

/**
 * "How many price records per symbol": the rows that hold a price, counted per group; the
 * column before "records" names what the rows hold, not a measure to add up.
 */
const recordsOfAColumn: Rule = {
  name: 'records of a column counted',
  when: ({ parts, numbers }) => /\b(how many|number of|count of|count)\b/.test(parts.text) && numbers.some((entry) => /^(records|rows|entries|observations|readings)$/.test(parts.tokens[entry.mention.end]?.raw ?? '')),
  read: (reading) => {
    const entry = reading.numbers.find((e) => /^(records|rows|entries|observations|readings)$/.test(reading.parts.tokens[e.mention.end]?.raw ?? ''));
    if (!entry) return undefined;
    reading.measure = { agg: 'count', column: entry.column.name };
    reading.parts.placed.add(entry.mention.end);
    return undefined;
  },
};

/** "max" right before a measure whose own name holds it (`Max Height (m)`). */
function extremeOfOwnName(parts: Parts, entry: { column: { words: string[] }; mention: { start: number } }): boolean {
  const before = parts.tokens[entry.mention.start - 1];
  return !!before && EXTREME.test(before.raw) && entry.column.words.includes(before.raw);
}

/**
 * "max height by type" beside `Max Height (m)`: the column named by its own name, or each group's
 * largest value of it, which differ; asked, unless another aggregation is said ("average max height").
 */
const extremeOwnName: Rule = {
  name: 'extreme of its own name per group',
  when: ({ parts, groups, numbers, limit }) => groups.length > 0 && limit === null && !/\b(average|avg|mean|median|total|sum|typical)\b/.test(parts.text)
    && numbers.some((entry) => !groups.includes(entry.column) && extremeOfOwnName(parts, entry)),
  read: ({ parts, numbers, groups, doubts }) => {
    const entry = numbers.find((e) => !groups.includes(e.column) && extremeOfOwnName(parts, e));
    const name = escapeMarkdown(entry?.column.name ?? '');
    doubts.push(`“${escapeMarkdown(parts.tokens[(entry?.mention.start ?? 1) - 1].raw)}” is a word of ${codeSpan(name)}'s own name: the figure for each group could be its average ${name} or its largest, which differ; ask for the average or the maximum ${name}.`);
    return null;
  },
};

/** Rows read right after the ranking (before the measure) and right after the measure. */
export const GROUP_RULES_BEFORE_MEASURE: Rule[] = [extremeOwnName, extremePerGroup];
export const GROUP_RULES_AFTER_MEASURE: Rule[] = [measureOfMissing, mostOfAThing, recordsOfAColumn, pickedByRowNoun, averagePerLabel, perUnitBesideGroup];
