/**
 * "Unauthorised share of all absences": "all absences" names several columns that add up to the
 * whole (`Authorised Absences`, `Unauthorised Absences`), and "unauthorised" the one of them that is
 * the part. The share is the part's total over the sum of their totals, never the part's total
 * over itself. A column named as the whole (`Total Absences`) is the whole alone.
 */
import type { Intent } from './intent';
import type { Parts } from './parts';
import { type ColumnInfo, pyString, quoteIdent } from './schema';

const SHARE_WORDS = /^(share|percentage|percent|pct|proportion|fraction|%)$/;
const WHOLE_WORDS = /^(total|all|overall)$/;

const additive = (c: ColumnInfo): boolean => c.kind === 'number' && !c.isId && !c.isIntensive && c.role !== 'rate' && c.role !== 'none';

/** Words of an attendance asked as a share, and of the columns that count those present and those absent. */
const ATTENDANCE = /^(attendance|turnout)$/;
const PRESENT = /^(present|attended|attending|attendee)$/;
const ABSENT = /^(absence|absent|absentee)$/;
const ROLL = /^(roll|enrolled|enrollment|enrolment|registered)$/;

/** The intent as a share of one column's total in several columns' totals, when the question names both; else the intent unchanged. */
export function columnShare(parts: Parts, intent: Intent): Intent {
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
  return intent;
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
