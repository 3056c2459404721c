/**
 * "total fees collected", "how much did we take in fees", "which zone earned the most": a verb of
 * money coming in says the money was received. When a status column of the table marks rows whose
 * money never came in or went back (Unpaid, Refunded, Overdue, Declined…) and the question says
 * nothing of that column, the total could be every row's amount or only the money received, and
 * they differ: asked, naming the column and its values. "total fees" alone (no such verb) is the
 * column's total, as written.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import { escapeMarkdown } from './text';
import { holdsMoney } from './currencies';

/** Verbs that say money came in, not merely that it was billed. */
const RECEIVED = /\b(collect|collects|collected|collecting|earn|earns|earned|earning|take|takes|took|taken|brought in|bring in|brings in|come in|came in|coming in|comes in|made|make|makes|grossed|received|receive|receives)\b/;

/** Words of a money column for what was asked of the payer, not what came in. */
const ASKED_FOR = /^(due|owed|owing|billed|invoiced|charged|quoted|expected|budgeted|levied)$/;

/** Words of a money column for what came in. */
const CAME_IN = /^(paid|received|collected|banked|taken)$/;

/** "of all rows", "over every ticket": every row is meant. */
const OVER_ALL = /\b(of|over|from|across) (all|every)\b/;

/** Values of a status for money that never came in or went back. */
const NOT_RECEIVED = ['unpaid', 'not paid', 'refunded', 'refund', 'partially refunded', 'outstanding', 'overdue', 'declined', 'failed', 'payment failed', 'chargeback', 'charged back', 'written off', 'bounced', 'void', 'voided', 'owed', 'owing', 'on account', 'pending', 'awaiting payment', 'invoiced', 'due'];

/** Words of a number column of money written without a sign (`Price`, `Rent Due`, `Amount Paid`). */
const MONEY_WORD = /^(price|charge|fee|fare|cost|amount|paid|total|rent|payment|value|takings|revenue|sales|income)$/;

/** Words of money taken in hand, not only earned or billed: beside a yes/no `Paid`, the unpaid rows took nothing. */
const CASH = /\b(take|takes|took|taken|takings|collect|collects|collected|collecting|received|receive|receives|banked|come in|came in|coming in|comes in|brought in|bring in|brings in)\b/;

/** Words of a money column that says each row's money was received: its own total is the takings, whatever a status says. */
const RECEIVED_COLUMN = /^(paid|received|collected|taken|banked|takings)$/;

/** The doubt when a total of money "collected" could include rows whose money never came in. */
export async function moneyReceivedDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  const { measure } = intent;
  const measured = parts.info.columns.find((c) => c.name === measure?.column);
  // Money only ("time taken" is no money taken), totalled or followed over time ("takings by month").
  if (!['aggregate', 'trend'].includes(intent.kind) || !measure || !measured || !['sum', 'avg'].includes(measure.agg) || OVER_ALL.test(parts.text)) return [];
  if (!holdsMoney(parts.info, measured) && !measured.words.some((word) => MONEY_WORD.test(word))) return [];
  const received = RECEIVED.test(parts.text);
  // "how much rent has come in", "rent paid in march" read as `Rent Due` beside an `Amount Paid`: what was due is not what came in.
  const cameIn = parts.info.columns.find((c) => c.kind === 'number' && c !== measured && c.words.some((word) => CAME_IN.test(word)));
  if ((received || /\bpaid\b/.test(parts.text)) && measured.words.some((word) => ASKED_FOR.test(word)) && cameIn) {
    return [`${codeSpan(escapeMarkdown(measured.name))} is what was due, and the money that came in is in ${codeSpan(escapeMarkdown(cameIn.name))}: ask for the total ${escapeMarkdown(cameIn.name)}, or for the total ${escapeMarkdown(measured.name)} (what was due).`];
  }
  const saysTakings = /\btakings\b/.test(parts.text);
  if (!received && !saysTakings) return [];
  // "total takings" of a column that says it was paid (a till's `Paid`, refunds its own negative rows) is that column's total,
  // as "total fees" is; of a `Price` or a `Charge`, a status of money never received (Owed, Unpaid) or a yes/no `Paid` asks.
  const takings = !received && saysTakings && measured.words.some((word) => RECEIVED_COLUMN.test(word));
  const said = takings ? [] : (await lookups.findValues(parts.info, NOT_RECEIVED)).filter((hit) => parts.info.columns.some((c) => c.name === hit.column && c.kind === 'text'));
  // "what did the round take" beside a yes/no `Paid`: its No rows' money never came in either.
  // Earnings are earned whether paid yet or not ("earnings in july"); takings are only what was paid.
  const cash = CASH.test(parts.text);
  const unpaid = said.length || !cash ? [] : (await lookups.findValues(parts.info, ['n', 'no', 'false'])).filter((hit) => parts.info.columns.some((c) => c.name === hit.column && c.kind === 'text' && c.words.includes('paid')));
  // A `Paid` read as yes/no (BOOLEAN): its false rows.
  const flag = cash ? parts.info.columns.find((c) => c.kind === 'boolean' && c.words.includes('paid')) : undefined;
  const hits = said.length ? said : unpaid.length || !flag ? unpaid : [{ column: flag.name, value: 'false', key: 'false' }];
  const status = hits[0]?.column;
  // A question that already conditions the status ("collected from paid tickets") has said which rows.
  if (!status || intent.filters.some((filter) => filter.column === status) || intent.groupBy.includes(status)) return [];
  const values = [...new Set(hits.filter((hit) => hit.column === status).map((hit) => hit.value))];
  const listed = values.map((value) => escapeMarkdown(value)).join(' or ');
  return [`The money “received” could be every row’s ${codeSpan(escapeMarkdown(measured.name))}, or only the rows whose ${codeSpan(escapeMarkdown(status))} is not ${listed} (money that never came in or went back), and they give different figures; ask for one (“… ${said.length ? `excluding ${values.map((value) => escapeMarkdown(value.toLowerCase())).join(' and ')}` : `where ${escapeMarkdown(status)} is not ${listed}`}”, or “… of all rows”).`];
}
