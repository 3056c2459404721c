/**
 * "Unauthorised share of all absences": "all absences" names several columns that add up to the
 * whole (`Authorised Absences`, `Unauthorised Absences`), and "unauthorised" the one of them that is
 * the part. The share is the part's total over the sum of their totals, never the part's total
 * over itself. A column named as the whole (`Total Absences`) is the whole alone.
 * "Labour share of all charges" beside `Labour Charge` and `Parts Cost`: "all charges" names every
 * sum of money a row was charged, whatever each column calls it, so the whole is all the money
 * columns; when one of them may be no part of it (a total, a refund, a tax), the question is asked.
 * "Absent pct" is the mirror of "attendance pct": those absent over those present and absent.
 */
import type { Intent } from './intent';
import type { Parts } from './parts';
import { columnCurrency } from './currencies';
import { type ColumnInfo, pyString, quoteIdent } from './schema';
import { codeSpan } from '../../common/markdown';

const SHARE_WORDS = /^(share|percentage|percent|pct|proportion|fraction|%)$/;
const WHOLE_WORDS = /^(total|all|overall)$/;

const additive = (c: ColumnInfo): boolean => c.kind === 'number' && !c.isId && !c.isIntensive && c.role !== 'rate' && c.role !== 'none';

/** Words of an attendance asked as a share, and of the columns that count those present and those absent. */
const ATTENDANCE = /^(attendance|turnout)$/;
const PRESENT = /^(present|attended|attending|attendee)$/;
const ABSENT = /^(absence|absent|absentee)$/;
const ROLL = /^(roll|enrolled|enrollment|enrolment|registered)$/;

/** Nouns for whatever a row was charged, said of all its sums of money: "all charges", "total costs". */
const MONEY_WHOLE = /^(charge|cost|fee|payment|expense|bill)$/;
/** Words of a money column that may be no part of what was charged: a sum already, money back or owed, a tax. */
const NOT_A_PART = /^(total|subtotal|net|gross|refund|discount|balance|deposit|tax|vat|tip|credit|rebate|paid|due|outstanding)$/;

/** The intent as a share of one column's total in several columns' totals, when the question names both; else the intent unchanged. */
export function columnShare(parts: Parts, intent: Intent, doubts: string[]): Intent {
  const { tokens, info } = parts;
  const shareSaid = tokens.some((token) => SHARE_WORDS.test(token.raw)) || /%/.test(parts.question);
  if (intent.kind !== 'aggregate' || intent.time || !shareSaid && !tokens.some((token) => token.raw === 'rate')) return intent;
  const columns = info.columns.filter(additive);
  // "Attendance pct": those present over those present and absent, where columns count each; a
  // roll beside them would be a second whole, so then it is left to the other rules (which ask).
  const attendance = tokens.findIndex((token) => ATTENDANCE.test(token.word));
  const present = columns.filter((c) => c.words.some((word) => PRESENT.test(word)));
  const absent = columns.filter((c) => c.words.some((word) => ABSENT.test(word)));
  if (attendance >= 0 && present.length === 1 && absent.length && !info.columns.some((c) => c.words.some((word) => ROLL.test(word)))) {
    parts.placed.add(attendance);
    tokens.forEach((t, k) => { if (SHARE_WORDS.test(t.raw) || t.raw === 'rate' || WHOLE_WORDS.test(t.raw)) parts.placed.add(k); });
    return shareIntent(intent, present[0], [...present, ...absent]);
  }
  // "Absent pct", "absence rate": the one absent column over those present and absent.
  const absence = tokens.findIndex((token) => ABSENT.test(token.word));
  if (absence >= 0 && attendance < 0 && present.length === 1 && absent.length === 1 && !info.columns.some((c) => c.words.some((word) => ROLL.test(word)))) {
    parts.placed.add(absence);
    tokens.forEach((t, k) => { if (SHARE_WORDS.test(t.raw) || t.raw === 'rate' || WHOLE_WORDS.test(t.raw)) parts.placed.add(k); });
    return shareIntent(intent, absent[0], [...present, ...absent]);
  }
  if (!shareSaid) return intent;
  for (const [i, token] of tokens.entries()) {
    // The whole's noun: a word several additive columns share ("absence").
    const sharing = columns.filter((c) => c.words.includes(token.word));
    if (sharing.length < 2) continue;
    const named = sharing.filter((c) => c.words.some(WHOLE_WORDS.test.bind(WHOLE_WORDS)));
    const whole = named.length === 1 ? named : sharing.filter((c) => !c.words.some(WHOLE_WORDS.test.bind(WHOLE_WORDS)));
    // The part: a word of exactly one of them, said elsewhere in the question ("unauthorised").
    const parting = tokens.flatMap((other, j) => {
      if (j === i || other.word === token.word) return [];
      const owners = sharing.filter((c) => c.words.includes(other.word));
      return owners.length === 1 && !named.includes(owners[0]) ? [{ at: j, column: owners[0] }] : [];
    });
    // The whole said apart from the part's own name: "all absences", not the "absences" of "unauthorised absences".
    if (parting.some((p) => p.at === i - 1)) continue;
    const partColumns = [...new Set(parting.map((p) => p.column))];
    if (partColumns.length !== 1 || whole.length < (named.length === 1 ? 1 : 2)) return intent;
    const [part] = partColumns;
    if (named.length !== 1 && !whole.includes(part)) return intent;
    tokens.forEach((t, k) => { if (t.word === token.word) parts.placed.add(k); });
    for (const p of parting) parts.placed.add(p.at);
    tokens.forEach((t, k) => { if (SHARE_WORDS.test(t.raw) || WHOLE_WORDS.test(t.raw)) parts.placed.add(k); });
    return shareIntent(intent, part, whole);
  }
  return moneyShare(parts, intent, columns, doubts);
}

/** "Labour share of all charges": one money column's total over the totals of every money column; asked when one may be no part of the whole. */
function moneyShare(parts: Parts, intent: Intent, columns: ColumnInfo[], doubts: string[]): Intent {
  const { tokens, info } = parts;
  const money = columns.filter((c) => c.role === 'amount' || columnCurrency(info, c) !== undefined);
  // The whole: a plural money noun after "all", "total" or "overall" ("all charges", not "the labour charge").
  const at = tokens.findIndex((token, i) => MONEY_WHOLE.test(token.word) && token.raw !== token.word && WHOLE_WORDS.test(tokens[i - 1]?.raw ?? ''));
  if (at < 0 || money.length < 2) return intent;
  const parting = tokens.flatMap((token, j) => {
    if (j === at || j === at - 1) return [];
    const owners = money.filter((c) => c.words.includes(token.word));
    return owners.length === 1 ? [{ at: j, column: owners[0] }] : [];
  });
  const partColumns = [...new Set(parting.map((p) => p.column))];
  if (partColumns.length !== 1) return intent;
  const doubtful = money.filter((c) => c.words.some((word) => NOT_A_PART.test(word)));
  if (doubtful.length) {
    doubts.push(`“${tokens[at - 1].raw} ${tokens[at].raw}” could mean every money column (${money.map((c) => codeSpan(c.name)).join(', ')}) or leave out ${doubtful.map((c) => codeSpan(c.name)).join(', ')}, which give different shares; ask with the columns that make up the whole.`);
    return intent;
  }
  parts.placed.add(at);
  parts.placed.add(at - 1);
  for (const p of parting) parts.placed.add(p.at);
  tokens.forEach((t, k) => { if (SHARE_WORDS.test(t.raw)) parts.placed.add(k); });
  return shareIntent(intent, partColumns[0], money);
}

/** `part`'s total as a percent of the sum of `whole`'s totals, the formula in its label. */
function shareIntent(intent: Intent, part: ColumnInfo, whole: ColumnInfo[]): Intent {
  const sums = whole.map((c) => `sum(${c.name})`).join(' + ');
  return {
    ...intent,
    share: undefined,
    measure: {
      agg: 'sum',
      column: part.name,
      shareOf: whole.map((c) => c.name),
      derived: {
        name: `${part.name}_share_of_${whole.map((c) => c.name).join('_')}`,
        label: `share of ${part.name} in ${whole.length > 1 ? `all of ${whole.map((c) => c.name).join(' and ')}` : whole[0].name}, in percent: 100 × sum(${part.name}) / ${whole.length > 1 ? `(${sums})` : sums}`,
        sql: quoteIdent(part.name),
        pandas: `df[${pyString(part.name)}]`,
        columns: [part.name, ...whole.map((c) => c.name)],
      },
    },
  };
}
