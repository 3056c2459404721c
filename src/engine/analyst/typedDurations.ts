/**
 * Lengths of time typed the way a clock reads: "sessions longer than 1:30:00", "marathon times
 * under 3:30". The engine holds a duration the file wrote "3:45:12" (or a pace "5:20") in seconds,
 * so the typed one is read in seconds too: h:mm:ss always; two parts as the column writes them,
 * h:mm against an h:mm:ss column, m:ss against a pace. The column is the one the words name, else
 * the table's one column of durations; a column that holds no such durations, or two candidates,
 * is refused: "1:30" against `Length (min)` could be ninety minutes or one and a half.
 */
import { codeSpan } from '../../common/markdown';
import type { Filter, FilterOp } from './intent';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** The parts of a duration typed at token `start` ("1", "30", "00" from "1:30:00"), or null. */
function typedAt(parts: Parts, start: number): number[] | null {
  const { tokens } = parts;
  // "under 2:15" is one token (a time of day, text.ts); beside a column of durations it is one of them.
  const one = /^(\d{1,2}):(\d{2})$/.exec(tokens[start]?.raw ?? '');
  if (one && parts.info.columns.some((c) => c.seconds)) return [Number(one[1]), Number(one[2])];
  for (const match of parts.question.matchAll(/(?<![\d:.])(\d{1,3}):(\d{2})(?::(\d{2}))?(?![\d:])/g)) {
    const said = match.slice(1).filter((part): part is string => part !== undefined);
    if (said.every((part, k) => tokens[start + k]?.raw === part)) return said.map(Number);
  }
  return null;
}

/** How the file wrote a column's durations: h:mm:ss, m:ss, or none. */
function writtenAs(parts: Parts, column: ColumnInfo): 'h:mm:ss' | 'm:ss' | 'h:mm' | 'words' | undefined {
  return parts.info.table.columns.find((c) => c.name === column.name)?.written?.duration;
}

/**
 * The filter for a duration typed at token `start` after a comparator, 'refused' with the doubt
 * said, or null when none is typed there. `named`: the column the words around it name, if any.
 */
export function typedDurationFilter(parts: Parts, start: number, op: FilterOp, comparator: string, named: ColumnInfo | undefined, doubts: string[]): Filter | 'refused' | null {
  const typed = typedAt(parts, start);
  if (!typed) return null;
  const phrase = `${comparator} ${typed.map((n, k) => (k ? String(n).padStart(2, '0') : String(n))).join(':')}`;
  const durations = parts.info.columns.filter((c) => c.seconds && writtenAs(parts, c));
  const column = named ? (named.seconds ? named : undefined) : durations.length === 1 ? durations[0] : undefined;
  const format = column ? writtenAs(parts, column) : undefined;
  if (!column || !format || typed.slice(1).some((n) => n >= 60)) {
    const why = named && !named.seconds ? `${codeSpan(named.name)} holds no durations written that way` : durations.length > 1 ? `it could be ${durations.map((c) => codeSpan(c.name)).join(' or ')}` : `no column of ${parts.info.table.label} holds durations written that way`;
    doubts.push(`I could not read “${escapeMarkdown(phrase)}” as a length of time of a column: ${why}; name the column and write the time in minutes or hours.`);
    return 'refused';
  }
  // Two parts: as the column writes them, hours and minutes beside h:mm:ss or h:mm, minutes and seconds in a pace.
  const [a, b, c] = typed;
  const seconds = typed.length === 3 ? a * 3600 + b * 60 + c : format === 'm:ss' ? a * 60 + b : a * 3600 + b * 60;
  for (let k = start; k < start + typed.length; k++) parts.placed.add(k);
  return { column: column.name, op, values: [seconds], label: `${column.name} ${op} ${seconds} (${phrase.slice(comparator.length + 1)}, in seconds)` };
}
