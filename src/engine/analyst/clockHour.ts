/**
 * The hour of the day kept in its own column: "Date" holds 31/01/2022 and "Time" holds 14:00.
 * "Which hour of the day has the most X" then groups by the hour of the time column; without one,
 * a date column alone has no hour and the question is refused. A time column is a TIME, or text
 * named for a time whose every value reads as one ("14:00", "9:30:00"), which is checked in SQL.
 */
import type { Grain } from './intent';
import type { ParseLookups } from './parts';
import type { ColumnInfo, TableInfo } from './schema';
import { pyString, quoteIdent } from './schema';
import { bucketSql, periodPandas } from './sqlparts';

/** A column that may hold times of day: a TIME, or text named "time", "hour", "clock" ("Time", "obs_time"). */
export const isClock = (column: Pick<ColumnInfo, 'type' | 'kind' | 'words'>): boolean => /^TIME(\s+WITH\s+TIME\s+ZONE)?$/i.test(column.type.trim())
  || (column.kind === 'text' && column.words.length <= 3 && column.words.some((word) => /^(time|hour|clock)$/.test(word)));

/** The one column of times of day, when the table has exactly one and its values all read as times. */
export async function clockColumn(info: TableInfo, lookups: ParseLookups): Promise<ColumnInfo | undefined> {
  const clocks = info.columns.filter(isClock);
  if (clocks.length !== 1) return undefined;
  if (clocks[0].kind !== 'text') return clocks[0];
  return lookups.allTimes && (await lookups.allTimes(info, clocks[0].name)) ? clocks[0] : undefined;
}

const clockOf = (info: TableInfo, column: string, grain: Grain): boolean => grain === 'hourofday' && info.columns.some((c) => c.name === column && isClock(c));

/** The hour bucket in SQL: a time column (TIME or its text) cast to TIME first. */
export function hourBucketSql(info: TableInfo, column: string, grain: Grain): string {
  return clockOf(info, column, grain) ? `hour(CAST(${quoteIdent(column)} AS TIME))` : bucketSql(column, grain);
}

/** The hour in pandas, which reads a time column as "14:00" text. */
export function hourBucketPandas(info: TableInfo, column: string, grain: Grain): string {
  return clockOf(info, column, grain) ? `df[${pyString(column)}].astype(str).str.split(":").str[0].astype(int).astype(str)` : periodPandas(column, grain);
}
