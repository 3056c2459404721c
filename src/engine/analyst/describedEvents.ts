/**
 * A table whose columns date and describe one act names its rows by that act: `Intake Date` beside
 * `Intake Type` records one intake a row, `Reading Date` beside `Reading Type` one reading. So
 * "intakes in august 2024" counts rows, and "readings" never names the distribution of `Reading
 * Type` (whose first word it only shares). Unlike the one-date event noun (rowOwnNouns.ts), other
 * dates may stand beside it (an outcome's date): the act's own date says when each row happened.
 * None when another column holds the word as more than a description of it (`Order ID`: a key that
 * may repeat over lines counts the orders, orderGrain.ts).
 */
import type { Parts } from './parts';
import { DATE_HEAD, NOT_EVENT } from './rowOwnNouns';
import type { ColumnInfo, TableInfo } from './schema';

/** Last words of a column that only describe the act its first word names. */
export const DESCRIBES = /^(type|kind|category|class|status|method|source|channel|reason|mode)$/;

/** The acts a table's rows record, read from a date column and a column describing the same act. */
export function describedEventNouns(info: TableInfo): string[] {
  return info.columns.flatMap((date) => {
    const [word, head, ...rest] = date.words;
    // A participle says a state, not an act (`Applied Date`); a word in -ing is a noun here, as the
    // column describing it shows (`Reading Type`: the type of a reading).
    if (date.kind !== 'date' || rest.length || !word || !DATE_HEAD.test(head ?? '') || NOT_EVENT.test(word) || /ed$/.test(word) || word.length < 3) return [];
    const others = info.columns.filter((c) => c !== date && c.words.includes(word));
    const described = (c: (typeof others)[number]): boolean => c.kind === 'text' && !c.isId && c.words.length === 2 && c.words[0] === word && DESCRIBES.test(c.words[1]);
    return others.length && others.every(described) ? [word] : [];
  });
}

/** "intakes after 1 march 2023" beside `Intake Date` and `Outcome Date`: the act said dates its rows by its own date. */
export function actDateColumn(parts: Parts): ColumnInfo | null {
  const said = describedEventNouns(parts.info).filter((noun) => parts.tokens.some((token) => token.word === noun));
  const dates = parts.info.columns.filter((c) => c.kind === 'date' && said.includes(c.words[0]));
  return dates.length === 1 ? dates[0] : null;
}

/**
 * "samples" in water_lab_samples.csv beside a `Sample Type`: a noun of the file's name that only
 * opens columns describing it names the rows still; the column holds their kinds. So does a noun
 * that only ends columns of something of it ("burials" in burial_register.csv beside `Date of
 * Burial` and a `Right of Burial` fee): each is a detail of the row's burial.
 */
export function onlyDescribed(info: TableInfo, word: string): boolean {
  const holding = info.columns.filter((c) => c.words.includes(word));
  const ofIt = (c: ColumnInfo): boolean => c.words.length === 3 && c.words[1] === 'of' && c.words[2] === word;
  return holding.length > 0 && holding.every((c) => ofIt(c) || (c.kind === 'text' && !c.isId && c.words.length === 2 && c.words[0] === word && DESCRIBES.test(c.words[1])));
}
