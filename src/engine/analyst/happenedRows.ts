/**
 * "how many repairs were carried out", "how many deliveries" beside a `Status` with Delivered and
 * Cancelled: a row can record an event that never took place, so a count of the events reads two
 * ways, every row (what was planned) or only the rows where it happened, and they differ. Asked
 * when the question says the event happened (a verb of doing: "done", "carried out", "performed",
 * "went out", "took place"; of a sale beside cancelled rows: "sold", "spent"), or counts the rows bare by a noun that a value of the status echoes
 * ("deliveries" beside Delivered, "sailings" beside Sailed: the noun is the event itself), while
 * another value of that status says it did not happen (Cancelled, No-show, Not Home, Dumped) and
 * the rows the question keeps hold some of them. A noun of an arrangement ("bookings",
 * "appointments", "orders") echoes no such value: a cancelled booking was still made, so its
 * count is every row. Not asked when the question already speaks of the status (a condition on
 * it, a group by it), is a share, counts kinds ("how many beers"), or asks which rows lack a value
 * (a blank test counts the records as written).
 */
import { codeSpan } from '../../common/markdown';
import type { Filter, Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';
import { isStatusColumn } from './statusNouns';
import { stemOf } from './stems';
import { escapeMarkdown } from './text';

/** Values of a status saying the event did not take place. */
const NOT_HAPPENED = ['cancelled', 'canceled', 'no show', 'noshow', 'no shows', 'not home', 'nobody home', 'dumped', 'missed', 'did not attend', 'dna', 'not attended', 'not delivered', 'undelivered', 'failed', 'abandoned', 'aborted', 'scrapped', 'discarded', 'called off', 'postponed', 'did not sail', 'not done'];

/** Verbs saying an event took place: "were done", "carried out", "went out". "did" alone is an auxiliary. */
const HAPPENED_VERB = /\b(done|performed|carried out|conducted|went out|took place|happened)\b|\bdo\s*$|\bdo (in|on|during|last|this|per|by|each|every|since|before|after)\b/;

/**
 * Verbs of a sale or a payment ("sold", "did we sell", "spent"): a cancelled order sold nothing. Only
 * a cancelled row took it back: a no-show had paid, a dumped batch had cost its ingredients.
 */
const SALE_VERB = /\b(sold|bought|purchased|spent|paid)\b|\bdid\b.*\b(sell|buy|purchase|spend|pay)\b/;
/** Money said to have been earned: a cancelled lesson brought in nothing, whatever price its row still carries. */
const EARNED = /\b(revenue|revenues|sales|takings|income|turnover|earnings|earned|earn|earns|spend|spends|spending)\b/;
const CALLED_OFF = /^(cancell?ed|called off)$/i;
/** "which month sells the most copies": selling, which a refund line undoes too. */
const SELLS = /\b(sells|sell|selling)\b/;
/** Values of a line that gives a sale back. */
const REFUNDS = ['refund', 'refunds', 'refunded', 'return', 'returns', 'returned', 'credit note'];

/**
 * The verb of a sale (or a word of money earned) the question says, unless it is a word of the
 * name of a column it names ("Amount Paid", a `Revenue` column): "spent" read as `Price` is still a sale.
 */
function saleVerb(parts: Parts): string | undefined {
  const found = SALE_VERB.exec(parts.text) ?? EARNED.exec(parts.text);
  const word = found?.[1] ?? found?.[2];
  const at = parts.tokens.findIndex((token) => token.raw === word);
  const own = (column: ColumnInfo): boolean => column.words.some((w) => w === parts.tokens[at]?.word || stemOf(w) === stemOf(word ?? ''));
  return word && !parts.mentions.some((m) => m.start <= at && at < m.end && own(m.candidates[0].column)) ? word : undefined;
}

/**
 * "how many deliveries did aisha make": making the event's noun is doing it, whatever the condition
 * (a delivery made is one that happened); a booking or an order made is still every row, as a bare
 * count of them is (echoedValue).
 */
const MADE = /\b(make|makes|made)\b/;

/** Words that already say which rows: "all deliveries", "actually carried out", "rides logged" (every row of the log). */
const SAYS_WHICH = /\b(all|every|including|incl|excluding|except|actually|really|logged|recorded|listed|scheduled|planned|booked|registered)\b/;

/** Values saying the event never began ("Cancelled", "No-show"), unlike one that began and stopped ("Failed", "Dumped"): a failed playback was still a session. */
const NEVER_BEGAN = /^(cancell?ed|no.?shows?|noshow|not home|nobody home|called off|postponed|did not sail|did not attend|dna|not attended)$/i;

/** The part of a word an event's noun and its participle share: "deliveries"/"Delivered" → deliver, "sailings"/"Sailed" → sail. */
function eventKey(word: string): string {
  return stemOf(word).replace(/[iy]$/, '');
}

/** Words that leave open the rows they do not name: "excluding cancelled" says nothing of the refunded rows. */
const EXCLUDING = /\b(excluding|except)\b/g;

/**
 * Whether a status value is still among the rows kept: its column is not said, or said only by
 * exclusions of other values ("total revenue excluding cancelled" keeps the Refunded rows).
 */
function leftIn(intent: Intent, parts: Parts, column: string, value: string): boolean {
  const filters = intent.filters.filter((f) => f.column === column);
  if (!filters.length) return !intent.groupBy.includes(column) && !parts.values.some((v) => v.column === column);
  return !intent.groupBy.includes(column) && filters.every((f) => f.op === 'not in' && !f.values.includes(value));
}

export async function happenedRowsDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const { measure } = intent;
  const said = new Set([...intent.filters.map((f) => f.column), ...intent.groupBy, ...parts.values.map((v) => v.column)]);
  if (measure && !intent.share && ['aggregate', 'trend', 'growth'].includes(intent.kind) && !SAYS_WHICH.test(parts.text.replace(EXCLUDING, ''))) {
    // "copies sold per month" beside lines of type Refund: a refund line undoes a sale, whatever its column is called.
    // "average invoice" beside refund lines of negative money: a line giving money back is no job.
    // A returned order that keeps its price is still an order, averaged in as one.
    const averaged = measure.agg === 'avg' && !!measure.column && parts.info.columns.some((c) => c.name === measure.column && c.kind === 'number' && !c.isId);
    const sold = HAPPENED_VERB.test(parts.text) ? undefined : saleVerb(parts) ?? SELLS.exec(parts.text)?.[0] ?? (averaged ? measure.column ?? undefined : undefined);
    if (sold) {
      const refunds = (await lookups.findValues(parts.info, REFUNDS)).filter((hit) => leftIn(intent, parts, hit.column, hit.value) && parts.info.columns.some((c) => c.name === hit.column && c.kind === 'text'));
      const [first] = refunds;
      if (first) {
        const values = [...new Set(refunds.filter((hit) => hit.column === first.column).map((hit) => hit.value))];
        const off: Filter = { column: first.column, op: 'in', values, label: `${first.column} is ${values.join(' or ')}` };
        // A till's refund written as a negative amount already takes the sale back in a total; in an average it is one more row.
        const positive: Filter[] = measure.agg === 'sum' && measure.column ? [{ column: measure.column, op: '>', values: [0], label: `${measure.column} > 0` }] : [];
        const valued: Filter[] = averaged && measure.column ? [{ column: measure.column, op: '<', values: [0], label: `${measure.column} < 0` }] : [];
        if (lookups.keptRows && (await lookups.keptRows(parts.info, [...intent.filters, off, ...positive, ...valued]))) {
          const excluded = `excluding ${escapeMarkdown(values[0].toLowerCase())}${/ed$/.test(values[0]) ? '' : 's'}`;
          if (averaged) return [`The average ${codeSpan(measure.column ?? '')} would take in the rows ${codeSpan(first.column)} marks ${escapeMarkdown(values.join(' or '))}, which give money back rather than record a sale or a job; the figure could be over every row or only the others, which differ. Say which (“… ${excluded}”, or “all …”).`];
          return [`“${escapeMarkdown(sold)}” counts sales, but ${codeSpan(first.column)} marks some rows ${escapeMarkdown(values.join(' or '))}, which undo one; the figure could be over every row or only the sales, which differ. Say which (“… ${excluded}”, or “all …”).`];
        }
      }
    }
  }
  if (intent.kind !== 'aggregate' || !measure || intent.share || !lookups.keptRows) return [];
  // "how many beers": kinds, which are there whether or not every batch of one came to be.
  if (measure.agg === 'count_distinct' && measure.column && !parts.unique.has(measure.column)) return [];
  if (intent.filters.some((filter) => filter.op === 'missing') || SAYS_WHICH.test(parts.text)) return [];
  const hits = await lookups.findValues(parts.info, NOT_HAPPENED);
  for (const column of parts.info.columns.filter((c) => isStatusColumn(c) && !said.has(c.name))) {
    const sale = HAPPENED_VERB.test(parts.text) ? undefined : saleVerb(parts);
    const notHappened = [...new Set(hits.filter((hit) => hit.column === column.name && (!sale || CALLED_OFF.test(hit.value))).map((hit) => hit.value))];
    if (!notHappened.length) continue;
    const verb = HAPPENED_VERB.exec(parts.text)?.[0] ?? sale;
    const echoed = verb || !(echoOpen(intent) || MADE.test(parts.text)) ? null : await echoedValue(parts, column.name, lookups, notHappened.some((value) => NEVER_BEGAN.test(value)));
    if (!verb && !echoed) continue;
    const off: Filter = { column: column.name, op: 'in', values: notHappened, label: `${column.name} is ${notHappened.join(' or ')}` };
    // A total of money differs only where the called-off rows still carry some.
    const carried: Filter[] = sale && measure.agg === 'sum' && measure.column ? [{ column: measure.column, op: '>', values: [0], label: `${measure.column} > 0` }] : [];
    if (!(await lookups.keptRows(parts.info, [...intent.filters, off, ...carried]))) continue;
    const word = verb ? `“${escapeMarkdown(verb.trim())}”` : `“${escapeMarkdown(echoed!.word)}”`;
    const reason = verb ? (EARNED.test(verb) ? 'counts money earned' : 'says the event happened') : echoed?.value ? `is the event ${codeSpan(column.name)} ${escapeMarkdown(echoed.value)} records` : 'are the rows, each an event';
    const where = verb && EARNED.test(verb) ? 'which may have earned nothing' : 'where it did not';
    return [`${word} ${reason}, but ${codeSpan(column.name)} marks some rows ${escapeMarkdown(notHappened.join(' or '))}, ${where}; the figure could be over every row or only the rows where it took place, which differ. Say which (“… excluding ${escapeMarkdown(notHappened[0].toLowerCase())}”, or “all …”).`];
  }
  return [];
}

/**
 * Whether the event's noun alone leaves the rows open: a bare count of them ("how many
 * deliveries"). A breakdown ("sailings by route") or a condition ("on 14 August", "with wind over
 * 30 knots") reads as the schedule, every row.
 */
function echoOpen(intent: Intent): boolean {
  return !intent.groupBy.length && !intent.time && !intent.filters.length && !intent.measure?.per && !intent.difference && ['count', 'count_distinct'].includes(intent.measure?.agg ?? '');
}

/**
 * Nouns of an arrangement: a cancelled booking, order or claim was still made, so their bare
 * count is every row. Any other noun of the rows' key ("walks" beside `Walk ID`, "shifts" beside
 * `Shift ID`) names the event itself, which a cancelled row never was.
 */
const ARRANGEMENT = /^(booking|reservation|appointment|order|request|application|registration|ticket|claim|enrolment|enrollment|subscription|invoice|contract|policy|account|referral|signup|pledge)$/;

/**
 * A plural word of the question that a value of the status column echoes ("deliveries" beside
 * Delivered), with that value; or the noun of the rows' key when it names an event rather than an
 * arrangement ("how many walks" beside `Walk ID`), where some rows never began (`neverBegan`).
 */
async function echoedValue(parts: Parts, column: string, lookups: ParseLookups, neverBegan: boolean): Promise<{ word: string; value?: string } | null> {
  for (const token of parts.tokens) {
    if (!/s$/.test(token.raw) || token.raw.length < 5) continue;
    const key = eventKey(token.raw);
    const hits = await lookups.findValues(parts.info, [`${key}ed`, `${key}${key.slice(-1)}ed`, `${key}ied`]);
    const hit = hits.find((h) => h.column === column && eventKey(h.value) === key);
    if (hit) return { word: token.raw, value: hit.value };
    // The noun of a key read as one (`Walk ID`) or held once each (`Lesson Ref`, rowOwnNouns.ts).
    const keyed = parts.info.columns.some((c) => c.isId && c.words[0] === token.word) || !!parts.ownNouns?.has(token.word);
    if (neverBegan && token.raw !== token.word && !ARRANGEMENT.test(token.word) && keyed) return { word: token.raw };
  }
  return null;
}
