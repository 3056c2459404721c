/**
 * "which zone had the most trips" on taxi_trips.csv: each row is a trip, so trips counted are rows
 * counted. `trip_distance_mi` shares the word "trip" but measures something else of each trip: a
 * mention read from that shared word alone is no measure asked for. The rows' noun is the file's
 * own word (taxi_trips.csv, "home_sales.csv"), plural, right after a word that counts ("most",
 * "fewest", "how many", "number of", "share of").
 */
import { NOT_ROW_NOUNS, type Parts, rowNounsOf } from './parts';
import { type ColumnInfo, isYearColumn } from './schema';
import { tallyColumn } from './tallyColumn';
import { words } from './text';

/** Words right before a plural that count it: "most trips", "how many sales", "fewer rides". */
const COUNTING = /^(most|fewest|least|many|more|fewer)$/;
/** "number of trips", "share of sales": counting words two tokens before the plural. */
const COUNTING_OF = /^(number|count|share|percentage|percent|proportion|fraction|pct|%)$/;

/** The nouns a file's name gives its rows: taxi_trips.csv holds trips, home_sales.csv sales. */
export function fileNouns(parts: Parts): Set<string> {
  return new Set(words(parts.info.table.label.split(' / ')[0]).filter((word) => word.length >= 3 && !NOT_ROW_NOUNS.has(word)));
}

/** Words that always mean the rows: "the most lines" on order lines, "how many records". */
const ROW_WORDS = /^(row|record|entry|line|observation)$/;

/** Indexes of the tokens where the rows' own noun is counted. */
export function countedRowNounAt(parts: Parts): number[] {
  const nouns = fileNouns(parts);
  return parts.tokens.flatMap((token, i) => {
    // A plural: "trips", "sales" (which `singular` keeps as it is).
    if (!(nouns.has(token.word) || ROW_WORDS.test(token.word)) || !/[^s]s$/.test(token.raw)) return [];
    const before = parts.tokens[i - 1]?.raw ?? '';
    const counted = COUNTING.test(before) || (before === 'of' && COUNTING_OF.test(parts.tokens[i - 2]?.raw ?? ''));
    return counted ? [i] : [];
  });
}

/**
 * Drops, from the mentions of a counted row noun, the number columns that only share its word
 * (`trip_distance_mi` for "trips") and the row keys with one row each (`trip_id`): the rows are
 * counted. A key that repeats over order lines stays (orderGrain.ts counts its distinct values);
 * a column that counts things itself (a tally, tallyColumn.ts) or a column of years (yearCount.ts)
 * is left to its own rule. A mention left with no column is removed and its word placed: it said
 * what the rows are.
 */
export function countRowNouns(parts: Parts): void {
  dropDetailsOfRows(parts);
  const tally = tallyColumn(parts.info)?.column;
  for (const at of countedRowNounAt(parts)) {
    // The noun alone: "deliveries" for `delivery_km` (its unit left out), never "delivery distance".
    const index = parts.mentions.findIndex((m) => m.start === at && m.end === at + 1);
    if (index < 0) continue;
    const mention = parts.mentions[index];
    // "lines" beside `Line #`: a word for rows never names a number of them, whatever the column's other words.
    const rowWord = ROW_WORDS.test(parts.tokens[at].word);
    const shared = (c: (typeof mention.candidates)[number]): boolean => c.column.kind === 'number' && !c.column.isId && (c.column.words.length >= 2 || rowWord) && c.column !== tally && !isYearColumn(c.column);
    // A row key with one row each names the rows themselves ("most episodes" beside episode_id): no group, no measure.
    // Beside a column that counts things (`passenger_count`), the key says the trips are counted, not the passengers.
    // "how many invoices" keeps counting distinct keys (a duplicated row is one invoice); "the most episodes" would group by them.
    const ranked = /^(most|fewest|least|more|fewer)$/.test(parts.tokens[at - 1]?.raw ?? '');
    const rowKey = (c: (typeof mention.candidates)[number]): boolean => ranked && !tally && c.column.isId && parts.unique.has(c.column.name);
    if (!mention.candidates.some(shared) && !mention.candidates.every(rowKey)) continue;
    const kept = mention.candidates.filter((c) => !shared(c) && !rowKey(c));
    if (kept.length) mention.candidates = kept;
    else {
      parts.mentions.splice(index, 1);
      parts.placed.add(at);
    }
  }
}

/**
 * "burials by section" in burial_register.csv beside a `Right of Burial` fee: the rows' own noun in
 * the plural names the rows, never a column of something of them ("<X> of burial"), which it only
 * shares the word with. Such a mention is dropped; the rows are counted.
 */
function dropDetailsOfRows(parts: Parts): void {
  const nouns = rowNounsOf(parts.info);
  for (let index = parts.mentions.length - 1; index >= 0; index--) {
    const mention = parts.mentions[index];
    const token = parts.tokens[mention.start];
    if (mention.end - mention.start !== 1 || !nouns.has(token.word) || token.raw === token.word || /ss$/.test(token.raw)) continue;
    const detail = (column: ColumnInfo): boolean => column.words.length === 3 && column.words[1] === 'of' && column.words[2] === token.word;
    if (!mention.candidates.every((c) => detail(c.column))) continue;
    parts.mentions.splice(index, 1);
    parts.placed.add(mention.start);
  }
}
