/**
 * Question -> Intent. Deterministic: keywords for the kind of analysis, column mentions for
 * measures and groups, values found in the data for filters, and the session's previous intent
 * for follow-ups. What it cannot place it reports, so the answer can say what it did not understand.
 */
import { codeSpan } from '../../common/markdown';
import { wrongFigureDoubts } from './wrongFigures';
import { rateIntent } from './groupRates';
import { excludedRowReadings } from './excludedRows';
import { placeEventVerbs } from './eventVerbs';
import { placeWonVerbs } from './wonThings';
import { happenedRowsDoubts } from './happenedRows';
import { sharedNameDoubts } from './sharedNames';
import { answerShapeDoubts, settleShape } from './answerShape';
import { differenceOf } from './difference';
import { periodPairs } from './periodPairs';
import { cycleOf, dateColumn, grainOf } from './dates';
import { grainValueDoubts } from './grainValues';
import { headcountDoubts, headcountOfKey } from './headcount';
import { valueHeadcountDoubts } from './valueHeadcount';
import { numberedNameDoubts } from './numberedNames';
import { otherSpellings, spelledTwiceDoubts, valueKindDoubts } from './valueKinds';
import { oneRowEach } from './oneRowEach';
import { wordFormDoubts } from './wordForms';
import { parseFilters } from './filters';
import { statusDateFilters } from './statusDates';
import { placeEverydayWords, whyAsked } from './everydayWords';
import { unappliedTime } from './unappliedTime';
import { grainNoun, isCycle, type Filter, type Intent, measureLabel } from './intent';
import { GROWTH_WORDS } from './measure';
import { findMentions, type Mention, type ValueMention, valuePhrases } from './mentions';
import { unhonouredUnits, unreadMeanings } from './meaningWords';
import { isPersonName } from './personName';
import { aggregationOf, PEOPLE, type ParseLookups, type Parts, RANK_DOWN, RANK_UP, rankLimit, rowNounsOf, unclaimedText, unusedWords } from './parts';
import { routeColumn } from './routes';
import { readingFits } from './statusNouns';
import { countRowNouns } from './rowCounts';
import { countsRowsOfValue } from './statusNounCounts';
import { ownRowNouns, placeOwnRowNouns } from './rowOwnNouns';
import { applies, RULES, startReading } from './rules';
import type { ColumnInfo, TableInfo } from './schema';
import { columnCurrency } from './currencies';
import { escapeMarkdown, type Token, tokenize } from './text';
import { orderLinesKey } from './orderGrain';
import { byClockColumn, clockColumn, isClock } from './clockHour';
import { nameStates, stateNameHits } from './usStates';
import { subDailyColumn } from './dailyExtremes';
import { periodCount } from './periodCount';
import { periodTotals } from './periodTotals';
import { countConditioned } from './conditionCounts';
import { stockValue } from './derivedTotals';
import { placeTallyWords, tallyMeasure } from './tallyColumn';
import { yearCount } from './yearCount';
import { perNumberDoubt, ratioMeasure } from './ratios';
import { scaleMeasure } from './scales';
import { fahrenheitMeasure } from './temperatureUnits';
import { convertMeasure } from './units';
import { productMeasure } from './products';
import { rowParticipleDoubt } from './rowParticiples';
import { unitAmount } from './unitAmounts';
import { unplacedNumbers } from './unplacedNumbers';
import { columnsUsed, partlyNamedUnused } from './partialMentions';
import { farBoundDoubts } from './farBounds';
import { boundsWrittenAfter } from './trailingBounds';
import { dateColumnDoubts } from './dateReadings';
import { settleShareWhole } from './shareWhole';
import { vagueSizeDoubts } from './vagueSizes';
import { singleRowMeasure } from './verbMeasures';
import { settleDay, weekdayOrDateDoubts } from './dayReadings';
import { flagDoubts, pinnedCount } from './flagWords';
import { leaverDoubts } from './leaversCounted';
import { moneyReceivedDoubts } from './moneyReceived';
import { repeatedPersonDoubts } from './personAverages';
import { boundedMeasureDoubts } from './boundedMeasures';
import { hoursAskedDoubts, perHourDoubts } from './hoursAsked';
import { listFilterLabels, listReadings, placeListVerbs } from './listColumns';
import { placeValueWords } from './valueWords';
import { placeStatusWords } from './statusKinds';
import { asCountQuestion } from './bareCount';
import { averageOfSomeDoubt, cheapestBlankDoubt, spentOnDoubt } from './moneyThings';
import { versusValues } from './versusValues';
import { bothSidesDoubt } from './twoSided';
import { soldKindsDoubts } from './soldKinds';
import { massAverageDoubts } from './massAverages';
import { columnShare } from './columnShares';
import { unplacedSubjectDoubts } from './unplacedSubjects';
import { splitNegatedFlags } from './negatedFlags';

export type ParseResult =
  | { ok: true; intent: Intent; notes: string[]; followUp: boolean }
  /** `nearest`: what the question would be without the part that could not be placed, offered as a suggestion. */
  | { ok: false; table: TableInfo; understood: string[]; reason: string; nearest?: Intent; readings?: Intent[] };

/** Verbs of making an arrangement, one row each: "booked", "reserved", "hired". */
const ARRANGED = /^(booked|books|reserved|reserves|hired|hires|enrolled|enrols|enrolls|registered|registers)$/;

/** Scores each table by how well the question's words match its columns and values. */
export function pickTable(tokens: Token[], infos: TableInfo[]): TableInfo {
  const text = ` ${tokens.map((token) => token.raw).join(' ')} `;
  const timeAsked = GROWTH_WORDS.test(text) || grainOf(text) !== null;
  let best = infos[0];
  let bestScore = -1;
  for (const info of infos) {
    const mentions = findMentions(tokens, info);
    let score = mentions.reduce((sum, mention) => sum + mention.candidates[0].score, 0);
    const named = (label: string) => {
      const labelWords = label.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      return tokens.some((token) => labelWords.includes(token.raw) || labelWords.includes(token.word) || labelWords.includes(`${token.word}s`));
    };
    if (named(info.table.label)) score += 3;
    // A workbook's file name is every sheet's: "courses" in `online_courses.xlsx` names the sheet
    // `Courses` keyed by `Course ID`, whose rows are the courses, not `Enrollments` that refers to them.
    const sheet = info.table.label.split(' / ')[1]?.toLowerCase();
    if (sheet && tokens.some((token) => (sheet === token.raw || sheet === `${token.word}s`) && info.columns.some((c) => c.isId && c.words[0] === token.word))) score += 3;
    // "actual spend in march 2024" on sheets `Budget` (a column `Mar`) and `Actuals`: the sheet the
    // question names outweighs a month column of another, as the file's name is every sheet's.
    else if (sheet && tokens.some((token) => sheet === token.raw || sheet === token.word || sheet === `${token.word}s`)) score += 3;
    // Growth and trends need dates: a table without any cannot answer them.
    if (timeAsked && !info.columns.some((column) => column.kind === 'date')) score -= 5;
    // "busiest month" on a workbook naming neither sheet: the log of events (a clean on each row),
    // not the list of what they are about (a customer's `Customer Since`), which has far fewer rows.
    const longer = timeAsked && score === bestScore && info.table.rowCount > best.table.rowCount;
    if (score > bestScore || longer) {
      best = info;
      bestScore = score;
    }
  }
  return best;
}

export async function parseQuestion(
  question: string,
  infos: TableInfo[],
  lookups: ParseLookups,
  previous: Intent | null,
): Promise<ParseResult> {
  const typed = boundsWrittenAfter(tokenize(question));
  const typedText = ` ${typed.map((token) => token.raw).join(' ')} `;
  const followUpInfo = previous ? infos.find((info) => info.table.table === previous.table) : undefined;
  const info = followUpInfo && looksLikeFollowUp(typedText) ? followUpInfo : pickTable(typed, infos);
  const tokens = await splitNegatedFlags(typed, info, lookups);
  const text = tokens === typed ? typedText : ` ${tokens.map((token) => token.raw).join(' ')} `;

  // Values found in the data claim their tokens before partial column matches do.
  const phrases = valuePhrases(tokens);
  const found = phrases.length ? await lookups.findValues(info, [...new Set(phrases.map((phrase) => phrase.text))]) : [];
  // "Texas" where a column holds TX.
  const states = await stateNameHits(info, phrases.map((phrase) => phrase.text), found, lookups);
  found.push(...states);
  // "total trip days" beside a column called `Total`: the word opens an amount said after it, so it
  // aggregates that amount; "total by school" (nothing named after it) is the column.
  const allMentions = findMentions(tokens, info).filter((m) => !(m.end - m.start === 1 && /^(total|sum|average|count)$/.test(tokens[m.start].raw)
    && m.candidates[0].column.words.length === 1 && !!tokens[m.end] && !/^(by|per|for|of|in|on|at|from|to|between|over|under|above|below|each|every|and|vs|versus|than)$/.test(tokens[m.end].raw)));
  const values: ValueMention[] = [];
  const claimed = new Set<number>();
  const routeWords = new Set<number>();
  const routeDoubts: string[] = [];
  const ownNouns = rowNounsOf(info);
  for (const phrase of phrases) {
    // "total value per return" beside a `Type` of Returns: a value named by its singular after
    // per/each/every is the unit of a rate, never the rows of that value.
    const perWord = /^(per|each|every)$/.test(tokens[phrase.start - 1]?.raw ?? '');
    const hits = found.filter((hit) => hit.key === phrase.text && readingFits(phrase, hit.column, info, tokens, ownNouns) && !(perWord && hit.value.toLowerCase() !== phrase.text));
    if (!hits.length) continue;
    // "which client booked the most": making a booking, which every row is, never the rows whose Status is Booked.
    if (phrase.end - phrase.start === 1 && phrase.start > 0 && ARRANGED.test(tokens[phrase.start].raw) && /^(the|most|more|least|fewest)$/.test(tokens[phrase.end]?.raw ?? '')) continue;
    // "jobs with no price": "no" right before another column's name says that column is blank, never the No of a yes/no column.
    if (phrase.text === 'no' && allMentions.some((m) => m.start === phrase.end && !hits.some((hit) => hit.column === m.candidates[0].column.name))) continue;
    let free = true;
    for (let i = phrase.start; i < phrase.end; i++) if (claimed.has(i)) free = false;
    // A column named outright keeps its words, unless the value's name holds more ("the late show").
    const exactColumn = allMentions.some((mention) => mention.start <= phrase.start && phrase.end <= mention.end && mention.candidates[0].score >= 10);
    // "the most rain on average": an amount of it is the measure the word names, not the rows labelled so.
    const amount = /^(most|least|average|avg|mean|total|much|amount|sum)$/.test(tokens[phrase.start - 1]?.raw ?? '') || /^(most|least|average|total|much)$/.test(tokens[phrase.start - 2]?.raw ?? '') && tokens[phrase.start - 1]?.raw === 'of';
    const measured = amount && allMentions.some((mention) => mention.start < phrase.end && phrase.start < mention.end && mention.candidates.some((c) => c.column.kind === 'number' && !c.column.isId));
    if (!free || exactColumn || measured) continue;
    // One value can occur in several columns; prefer a column the question also names.
    const named = hits.find((hit) => allMentions.some((mention) => mention.candidates.some((candidate) => candidate.column.name === hit.column)));
    // "from LAX to SFO": the words before a value found in both ends of a route pick the end.
    const route = routeColumn(tokens, phrase.start, hits, (name) => info.columns.find((c) => c.name === name)?.words ?? [], routeWords);
    if (route === null) routeDoubts.push(`“${escapeMarkdown(hits[0].value)}” is in ${[...new Set(hits.map((h) => codeSpan(h.column)))].join(' and ')}; say “from ${escapeMarkdown(hits[0].value)}” or “to ${escapeMarkdown(hits[0].value)}”.`);
    const hit = route ?? named ?? hits[0];
    const bothSides = route || named ? null : bothSidesDoubt(info, hits[0].value, hits.map((h) => h.column), allMentions.map((mention) => mention.candidates[0].column.name));
    if (bothSides) routeDoubts.push(bothSides);
    for (let i = phrase.start; i < phrase.end; i++) claimed.add(i);
    if (phrase.said && !named && new Set(hits.map((h) => h.column)).size > 1) routeDoubts.push(`“${escapeMarkdown(phrase.said)}” could be ${hits.map((h) => `${escapeMarkdown(h.column)} = ${escapeMarkdown(h.value)}`).join(' or ')}; name the column you mean.`);
    values.push({ start: phrase.start, end: phrase.end, column: hit.column, value: hit.value, ...(phrase.said ? { said: phrase.said } : {}) });
    // "e-bikes" where `Bike Type` holds E-Bike and E-bike: one thing spelled two ways, each kept (one word, one side).
    for (const variant of await otherSpellings(info, lookups, hit.column, hit.value)) values.push({ start: phrase.start, end: phrase.end, column: hit.column, value: variant, ...(phrase.said ? { said: phrase.said } : {}) });
  }
  await versusValues(tokens, values, info, lookups, claimed);
  // "ready for collection": the outcome named after "for" is what the rows said before it wait for,
  // never a second value of the same column (Ready or Collected).
  for (const awaited of values.filter((v) => v.said && /^(for|awaiting|pending)$/.test(tokens[v.start - 1]?.raw ?? '') && values.some((o) => o.column === v.column && o.end < v.start && !o.said))) {
    for (let k = values.length - 1; k >= 0; k--) if (values[k].start === awaited.start && values[k].column === awaited.column) values.splice(k, 1);
    for (let i = awaited.start - 1; i < awaited.end; i++) routeWords.add(i);
  }
  const mentions = allMentions.filter((mention) => {
    // "how many mould changes" where `Downtime Reason` holds Mould Change: a value whose name holds a
    // column's whole name and more is that value, the column (`Mould`) unnamed.
    if (values.some((value) => value.start <= mention.start && mention.end <= value.end && value.end - value.start > mention.end - mention.start && !value.byWord)) return false;
    for (let i = mention.start; i < mention.end; i++) if (claimed.has(i)) return mention.candidates[0].score >= 10;
    return true;
  });
  // Identifier columns that key rows: the ones named, and for "who ..." questions every one.
  const unique = new Set<string>();
  const idColumns = /^ who\b/.test(text) ? info.columns.filter((c) => c.isId || isPersonName(c)) : mentions.flatMap((mention) => mention.candidates.map((candidate) => candidate.column)).filter((c) => c.isId || isPersonName(c));
  for (const column of idColumns) {
    if (!unique.has(column.name) && (await lookups.isUnique(info, column.name))) unique.add(column.name);
  }
  const parts: Parts = { question, text, tokens, info, mentions, values, unique, readings: [], placed: routeWords };
  countRowNouns(parts);
  const ownKeys = new Set<string>();
  parts.ownNouns = await ownRowNouns(info, lookups, tokens, ownKeys);
  placeOwnRowNouns(parts, parts.ownNouns, ownKeys);
  placeEverydayWords(parts, rowNounsOf(info));
  placeEventVerbs(parts);
  placeWonVerbs(parts);
  placeTallyWords(parts);
  placeListVerbs(parts);
  const notes: string[] = [];
  // Parts of the question read two ways, or not placed at all: the analyst asks instead of answering.
  const doubts: string[] = [...routeDoubts];
  await placeStatusWords(parts, lookups, notes);
  await placeValueWords(parts, lookups, notes, doubts);
  await numberedNameDoubts(parts, lookups, doubts);
  await valueKindDoubts(parts, lookups, doubts);
  await wordFormDoubts(parts, lookups, doubts);
  parts.orderKey = await orderLinesKey(parts, lookups);
  parts.subDaily = await subDailyColumn(parts, lookups);
  // "By month of the year" takes every January together: a cycle. The analyst groups calendar
  // periods in order (each month of each year), which gives other numbers, so it says so.
  const cycle = /\b(month|quarter|week|day|hour)s? of (the )?(year|month|week|day)\b/.exec(text);
  if (cycle && !/^(days? of (the )?week|months? of (the )?year|hours? of (the )?day)$/.test(cycle[0])) {
    doubts.push(`“${cycle[0]}” asks for a cycle (every ${cycle[1]} of the ${cycle[3]} taken together across ${cycle[3]}s); I group by calendar period in order (each ${cycle[1]} of each ${cycle[3]}), which gives different numbers.`);
  }
  // The data records the past: a question about the future has no figure in it.
  const future = FUTURE.exec(text);
  if (future) doubts.push(`“${escapeMarkdown(future[0].trim())}” asks about the future; I only compute what the data holds, so I cannot forecast.`);
  const why = whyAsked(text);
  if (why) doubts.push(why);
  // "how many days did it rain?": "rain" is a weather label and a word for precipitation, which count different days.
  // "where payment status is paid": the column named beside its value says which.
  for (const value of values) {
    // The words typed ("rain"), or the value they were read as ("rainy" is rain), may name a number column too.
    const numberOf = (mentions: Mention[]): ColumnInfo | undefined => mentions.flatMap((m) => m.candidates).find((c) => c.column.kind === 'number' && !c.column.isId)?.column;
    const typed = allMentions.filter((m) => m.start < value.end && value.start < m.end);
    const columnNamed = allMentions.some((m) => m.candidates[0].column.name === value.column && m.candidates[0].score >= 4 && (m.end === value.start || m.start === value.end || (m.end + 1 === value.start && /^(is|was|=|equals)$/.test(tokens[m.end]?.raw ?? ''))));
    const number = numberOf(typed) ?? (value.byWord ? undefined : numberOf(findMentions(tokenize(value.value), info)));
    // "open water divers": a value typed whole, of several words, is not a measure one of its words names (`Water Temp`).
    const wholeValue = value.end - value.start >= 2 && !value.byWord && typed.every((m) => m.end - m.start < value.end - value.start)
      && tokens.slice(value.start, value.end).map((token) => token.raw).join(' ') === value.value.toLowerCase();
    if (number && !columnNamed && !wholeValue && !countsRowsOfValue(value, number, allMentions, info, text)) doubts.push(`“${escapeMarkdown(tokens.slice(value.start, value.end).map((token) => token.raw).join(' '))}” could be the rows where ${escapeMarkdown(value.column)} is ${escapeMarkdown(value.value)} or a measure of ${codeSpan(number.name)}, which give different figures; name the column you mean.`);
  }
  const filters = statusDateFilters(parts, await parseFilters(parts, lookups, notes, doubts), notes);
  nameStates(filters, states);
  listFilterLabels(filters, info);

  const rate = await excludedRowReadings(parts, await rateIntent(parts, filters, lookups, doubts), lookups, doubts);
  const fresh = rate === undefined ? await periodTotals(parts, stockValue(parts, countConditioned(parts, parseFresh(parts, filters, notes, doubts)), filters, doubts), lookups, doubts) : rate;
  // "Top 5 products by revenue" names its own measure and groups: a new question, even after another.
  const selfContained = !!fresh?.measure?.column && fresh.groupBy.length > 0 && /^ (top|bottom|show)\b/.test(text);
  if (previous && followUpInfo && ((looksLikeFollowUp(text) && !selfContained) || !fresh)) {
    const merged = mergeFollowUp(previous, parts, filters, fresh);
    if (merged) return honest(parts, derive(parts, merged, doubts), notes, doubts, true);
  }
  if (!fresh) {
    const understood = [
      ...mentions.map((mention) => `column ${mention.candidates[0].column.name}`),
      ...filters.map((filter) => `filter ${filter.label}`),
    ];
    const unknown = unusedWords(parts);
    // "incidents in march 2024": a bare plural noun asks how many.
    const counted = !doubts.length && !unknown.length ? asCountQuestion(question) : null;
    if (counted) {
      const asked = await parseQuestion(counted, infos, lookups, null);
      if (asked.ok) return { ...asked, notes: [`Read as “${escapeMarkdown(counted)}”.`, ...asked.notes] };
    }
    const reason = doubts.length ? doubts.join(' ') : unknown.length
      ? `No column or value of ${info.table.label} matches ${unknown.map((word) => `“${escapeMarkdown(word)}”`).join(', ')}, so I could not tell what to calculate.`
      : 'I could not tell what to calculate from this question.';
    return { ok: false, table: info, understood, reason };
  }
  // Weekdays and months of the year repeat: there is no "from the first to the last" to grow across.
  if (fresh.kind === 'growth' && fresh.time && isCycle(fresh.time.grain)) {
    doubts.push(`Growth needs periods in order; “${grainNoun(fresh.time.grain)}” takes every ${fresh.time.grain === 'hourofday' ? 'day' : 'year'}'s ${fresh.time.grain === 'weekday' ? 'weekdays' : fresh.time.grain === 'hourofday' ? 'hours' : 'months'} together, so there is no first and last to compare.`);
  }
  // A column of dates alone has no time of day: every row would fall in hour 0.
  const timed = fresh.time ? info.columns.find((c) => c.name === fresh.time?.column) : undefined;
  // "Date" beside a "Time" column: the hour is the time column's.
  const clock = fresh.time?.grain === 'hourofday' && timed && !/^TIMESTAMP/i.test(timed.type) && !isClock(timed) ? await clockColumn(info, lookups) : undefined;
  if (clock && fresh.time) {
    notes.push(clock.kind === 'number' ? `The hour of the day is ${codeSpan(clock.name)}.` : `The hour of the day is read from ${codeSpan(clock.name)}, the time beside ${codeSpan(fresh.time.column)}.`);
    fresh.time = { ...fresh.time, column: clock.name };
  } else if (fresh.time?.grain === 'hourofday' && timed && !/^TIMESTAMP/i.test(timed.type) && !isClock(timed)) {
    doubts.push(`${codeSpan(timed.name)} holds dates without a time of day, so there is no hour to group by.`);
  }
  const shaped = columnShare(parts, headcountOfKey(parts, singleRowMeasure(parts, await settleShape(parts, derive(parts, settleDay(parts, clock ? byClockColumn(fresh, clock, text) : fresh, doubts), doubts), lookups, doubts), doubts), notes), doubts);
  doubts.push(...(await farBoundDoubts(parts, shaped, lookups)));
  doubts.push(...(await dateColumnDoubts(parts, shaped, lookups)));
  listReadings(info, shaped, notes, doubts);
  doubts.push(...flagDoubts(parts, shaped));
  doubts.push(...grainValueDoubts(parts));
  doubts.push(...(await leaverDoubts(parts, shaped, lookups)));
  doubts.push(...(await happenedRowsDoubts(parts, shaped, lookups)));
  doubts.push(...(await weekdayOrDateDoubts(parts, shaped, lookups)));
  doubts.push(...(await spelledTwiceDoubts(parts, shaped, lookups)));
  doubts.push(...(await moneyReceivedDoubts(parts, shaped, lookups)));
  doubts.push(...(await soldKindsDoubts(parts, shaped, lookups)));
  doubts.push(...(await massAverageDoubts(parts, shaped, lookups)));
  for (const doubt of [await cheapestBlankDoubt(parts, shaped, lookups), await averageOfSomeDoubt(parts, shaped, lookups)]) if (doubt) doubts.push(doubt);
  doubts.push(...(await repeatedPersonDoubts(parts, shaped, lookups)));
  doubts.push(...(await sharedNameDoubts(parts, shaped, lookups)));
  doubts.push(...boundedMeasureDoubts(parts, shaped));
  const participle = rowParticipleDoubt(parts, shaped);
  if (participle) doubts.push(participle);
  doubts.push(...hoursAskedDoubts(parts, shaped), ...perHourDoubts(parts, shaped));
  doubts.push(...unplacedSubjectDoubts(parts));
  parts.oneRowEach = await oneRowEach(parts, shaped, lookups);
  return honest(parts, shaped, notes, doubts, false);
}

/**
 * The honesty gate: an intent is answered only when every meaningful word of the question played
 * a part and nothing was read two ways. Otherwise the question is refused, saying what could not
 * be placed, with the nearest question that can be answered.
 */
/** Words of a number column that labels rows rather than counts anything (a bare `number` of people still adds up). */
const LABEL_WORDS = new Set(['status', 'http', 'code', 'zip', 'zipcode', 'postcode', 'postal', 'phone', 'latitude', 'longitude', 'lat', 'lon', 'lng']);

function honest(parts: Parts, asked: Intent, notes: string[], doubts: string[], followUp: boolean): ParseResult {
  const { intent, doubt: wholeDoubt } = settleShareWhole(parts, asked);
  const reasons = wholeDoubt ? [...doubts, wholeDoubt] : [...doubts];
  const perNumber = perNumberDoubt(parts, intent);
  if (perNumber) reasons.push(perNumber);
  // A share is a part of a whole that adds up: an average, a median or an extreme has no share of itself.
  if (intent.share && intent.measure && !['sum', 'count', 'count_distinct'].includes(intent.measure.agg)) reasons.push(`A share of the ${measureLabel(intent.measure)} means nothing (it does not add up over rows); ask for the share of rows, or of a total.`);
  // A number that labels rows (an HTTP status, a zip code) has no total: summing it answers nothing asked.
  const labelled = intent.measure?.agg === 'sum' && intent.measure.column ? parts.info.columns.find((c) => c.name === intent.measure?.column) : undefined;
  if (labelled?.kind === 'number' && labelled.role === 'none' && labelled.words.some((word) => LABEL_WORDS.has(word)) && !intent.measure?.derived && !intent.measure?.tally) reasons.push(`${codeSpan(labelled.name)} labels rows (a code, a status), so its total means nothing; ask for the number of rows instead.`);
  // "total rate per rod": a figure per unit of something else never adds up over rows.
  const perUnit = intent.measure?.agg === 'sum' && !intent.measure.derived && !intent.measure.tally ? parts.info.columns.find((c) => c.name === intent.measure?.column && c.kind === 'number' && c.words.includes('per')) : undefined;
  if (perUnit) reasons.push(`${codeSpan(perUnit.name)} is a figure per ${escapeMarkdown(perUnit.words[perUnit.words.indexOf('per') + 1] ?? 'unit')}, so its total over rows means nothing; ask for its average, or for the total of what it is a figure of.`);
  // "which plant sells the most" on a list of plants, one row each: every count per plant is 1.
  const keyed = intent.measure && ['count', 'count_distinct'].includes(intent.measure.agg) ? intent.groupBy.find((name) => parts.unique.has(name) || !!parts.oneRowEach?.grouped.has(name)) : undefined;
  if (keyed) reasons.push(`Each ${codeSpan(keyed)} is one row of ${escapeMarkdown(parts.info.table.label)}, so a count for each is 1 for every one of them; name what to measure, for example a number column.`);
  const unused = [...unusedWords(parts), ...unplacedNumbers(parts, intent)];
  const unread = unreadMeanings(parts, intent);
  reasons.push(...unhonouredUnits(parts, intent), ...vagueSizeDoubts(parts, intent), ...headcountDoubts(parts, intent), ...valueHeadcountDoubts(parts, intent), ...[spentOnDoubt(parts, intent)].filter((doubt): doubt is string => doubt !== null));
  // A reading refused because it computes another question's figure, or has not the shape the
  // question asks for, is never offered back as the nearest question.
  const wrongFigure = [...wrongFigureDoubts(parts, intent), ...answerShapeDoubts(parts, intent)];
  reasons.push(...wrongFigure);
  if (unread.length) reasons.push(`The answer I could compute does not do what ${unread.map((word) => `“${escapeMarkdown(word)}”`).join(', ')} ${unread.length === 1 ? 'asks' : 'ask'} (it would give a figure for a different question).`);
  if (unused.length) reasons.push(`No column or value of ${parts.info.table.label} matches ${unused.map((word) => `“${escapeMarkdown(word)}”`).join(', ')}, and leaving ${unused.length === 1 ? 'it' : 'them'} out could change the result.`);
  // Years, month names and grains are instructions, never unused words: each must have been applied.
  reasons.push(...unappliedTime(parts, intent));
  const priceWord = PRICE_WORDS.exec(parts.text);
  // A column written with a currency sign holds money whatever its name ("Total" written "$180").
  const measured = parts.info.columns.find((c) => c.name === intent.measure?.column);
  if (priceWord && !(intent.measure?.column && (PRICE_COLUMN.test(intent.measure.column) || (measured && columnCurrency(parts.info, measured) !== undefined)))) {
    reasons.push(`“${priceWord[0]}” asks about a price or cost, and the answer would not compute one; name the column, for example “highest ${escapeMarkdown(parts.info.columns.find((c) => c.kind === 'number' && PRICE_COLUMN.test(c.name))?.name ?? 'price')} by …”.`);
  }
  // "How did X change?" answered with one figure would leave the change out.
  const change = CHANGE_WORDS.exec(parts.text);
  if (change && !['trend', 'growth', 'correlation'].includes(intent.kind)) reasons.push(`“${change[0].trim()}” asks how something changed over time, and the answer would be a single figure${parts.info.columns.some((c) => c.kind === 'date') ? '' : ` (${escapeMarkdown(parts.info.table.label)} has no date column to follow it over)`}.`);
  const columns = unusedColumns(parts, intent);
  if (columns.length) reasons.push(`The question names ${columns.map((name) => codeSpan(name)).join(', ')} besides what I would compute${intent.measure?.column ? ` (${codeSpan(intent.measure.column)})` : ''}; I compute one measure at a time and no ratios of columns, so ask about each one separately.`);
  const partly = partlyNamedUnused(parts, intent).filter(({ column }) => !columns.includes(column) && !keyOfRowsCounted(parts, intent, column));
  if (partly.length) reasons.push(`${partly.map(({ word, column }) => `“${escapeMarkdown(word)}” (${codeSpan(column)}?)`).join(', ')} ${partly.length === 1 ? 'is' : 'are'} not used by the answer I could compute, and leaving ${partly.length === 1 ? 'it' : 'them'} out could change the result; say how ${partly.length === 1 ? 'it applies' : 'they apply'}, for example as a condition on a column.`);
  if (!reasons.length) return { ok: true, intent, notes, followUp };
  const understood = [
    ...parts.mentions.map((mention) => `column ${mention.candidates[0].column.name}`),
    ...intent.filters.map((filter) => `filter ${filter.label}`),
  ];
  // Two readings of a measure and nothing else in doubt: both are offered, one click each.
  const readings = reasons.length === 1 && doubts.length === 1 && parts.readings.length === 1 && intent.measure?.column === parts.readings[0][0]
    ? [intent, { ...intent, measure: { ...intent.measure, column: parts.readings[0][1] } }]
    : reasons.length === 1 && parts.intents?.length === 2 ? parts.intents : undefined;
  return { ok: false, table: parts.info, understood: [...new Set(understood)], reason: reasons.join(' '), ...(wrongFigure.length ? {} : { nearest: intent }), ...(readings ? { readings } : {}) };
}

/**
 * "What percentage of employees have no rating": when the people named are the rows (a name column
 * with one row each), their share is the share of the whole table, not each one's share of the rest.
 */
function wholeShare(parts: Parts, intent: Intent): Intent {
  const [group] = intent.groupBy;
  if (!intent.share || intent.groupBy.length !== 1 || !parts.unique.has(group) || !intent.filters.length) return intent;
  const named = parts.mentions.find((m) => m.candidates[0].column.name === group);
  if (!named || !parts.tokens.slice(named.start, named.end).some((token) => PEOPLE.has(token.word))) return intent;
  return { ...intent, groupBy: [] };
}

/** Measures computed from columns: a count of periods, a ratio of two columns, a change of unit. */
function derive(parts: Parts, intent: Intent, doubts: string[]): Intent {
  let derived = wholeShare(parts, pinnedCount(parts, intent));
  derived = yearCount(parts, derived);
  derived = tallyMeasure(parts, derived);
  derived = periodCount(parts, derived, doubts);
  derived = ratioMeasure(parts, derived);
  derived = productMeasure(parts, derived, doubts);
  derived = unitAmount(parts, derived);
  derived = convertMeasure(parts, derived, doubts);
  derived = scaleMeasure(parts, derived, doubts);
  derived = fahrenheitMeasure(parts, derived, doubts);
  return periodPairs(differenceOf(parts, derived, doubts), doubts);
}

/** Words that ask about what has not happened yet ("will prices go up", "next year", "forecast"). */
const FUTURE = /\b(will|forecast|forecasts|forecasting|predict|predicts|prediction|predictions|projected|projection|going to|next (year|month|quarter|week|day|season))\b/;

/** Words that ask how a figure moved over time. */
const CHANGE_WORDS = /\b(how did .* change|changed over|change over time|over time|trend|trends|evolve|evolved|evolution|grow|grew|growth|increased|decreased|declined)\b/;

/** Words that ask about a price or cost without naming the column ("most expensive film"). */
const PRICE_WORDS = /\b(expensive|cheap|cheaper|cheapest|pricey|pricier|priciest|costly|costliest)\b/;

/** Column names that hold a price or cost, which those words may stand for. */
const PRICE_COLUMN = /price|cost|budget|fee|fare|spend|amount|revenue|salary|pay|value|rrp|msrp|\$|usd|eur/i;

/** Columns the question clearly names (a measure or an exact name) that the answer does not use: one measure per answer. */
function unusedColumns(parts: Parts, intent: Intent): string[] {
  const used = columnsUsed(intent);
  if (['shape', 'columns', 'describe', 'missing', 'duplicates', 'rows'].includes(intent.kind)) return [];
  // A date column named by its exact name ("per Year" where Year holds dates) and not used is a word left out too.
  // A unit shared by several columns ("210 mm") names none of them.
  const named = parts.mentions
    .filter((mention) => (mention.candidates.length < 2 || mention.candidates[1].score < mention.candidates[0].score) && !parts.placed.has(mention.start))
    .map((mention) => mention.candidates[0])
    .filter((candidate) => (candidate.score >= 10 || (candidate.score >= 4 && candidate.column.kind === 'number')) && !candidate.column.isId && (candidate.column.kind !== 'date' || candidate.score >= 10));
  return [...new Set(named.map((candidate) => candidate.column.name).filter((name) => !used.has(name) && !keyOfRowsCounted(parts, intent, name)))];
}

/** "orders by month" beside an `Order` holding one code per row: counting the rows counts them, so the key is used. */
function keyOfRowsCounted(parts: Parts, intent: Intent, column: string): boolean {
  return intent.measure?.agg === 'count' && intent.measure.column === null && (parts.unique.has(column) || !!parts.oneRowEach?.named.has(column));
}

function looksLikeFollowUp(text: string): boolean {
  return /^ (and|what about|how about|now|only|just|same|instead|also|then|but|ok|okay|and what about|show the top|show the bottom|top \d+|bottom \d+|by|per|for)\b/.test(text)
    || /\b(same|instead|previous|that|those|these|it)\b.*$/.test(text) && text.trim().split(' ').length <= 6;
}

/** Parses a question on its own, without the session's history: the first rule of the table that reads it. Null when nothing to calculate is found. */
function parseFresh(parts: Parts, filters: Filter[], notes: string[], doubts: string[]): Intent | null {
  const reading = startReading(parts, filters, notes, doubts);
  for (const rule of RULES) {
    if (!applies(rule, reading)) continue;
    const intent = rule.read(reading);
    // A second reading that only a ranking settles ("the busiest month"), in any other answer, would be a guess.
    if (intent && reading.other && !intent.otherMeasure) doubts.push(reading.other.doubt);
    // A rule that matches but finds nothing to compute ends the question: no other rule is a guess at it.
    if (intent !== undefined) return intent;
  }
  return null;
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
  const grain = cycleOf(text) ?? grainOf(unclaimedText(parts));
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
