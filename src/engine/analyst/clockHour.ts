/**
 * The hour of the day kept in its own column: "Date" holds 31/01/2022 and "Time" holds 14:00.
 * "Which hour of the day has the most X" then groups by the hour of the time column; without one,
 * a date column alone has no hour and the question is refused. A time column is a TIME, or text
 * named for a time whose every value reads as one ("14:00", "9:30:00"), which is checked in SQL.
 */
import { pickedRank } from './dayReadings';
import type { Grain, Intent } from './intent';
import type { ParseLookups } from './parts';
import type { ColumnInfo, TableInfo } from './schema';
import { isHourColumn, pyString, quoteIdent } from './schema';
import { bucketSql, periodPandas } from './sqlparts';

/**
 * A column that may hold times of day: a TIME, or text named "time", "hour", "clock", "slot" ("Time",
 * "obs_time"), or the moment something leaves or arrives ("Scheduled Departure", "Arrival", "Arrived").
 * Text is read so only when its every value is a time (`clockColumn`).
 */
export const isClock = (column: Pick<ColumnInfo, 'type' | 'kind' | 'words'>): boolean => /^TIME(\s+WITH\s+TIME\s+ZONE)?$/i.test(column.type.trim())
  || (column.kind === 'text' && column.words.length <= 3 && column.words.some((word) => /^(time|hour|clock|slot|departure|arrival|departs|arrives|depart|arrive|arrived|departed|start|starts|started|finish|finished|end|ends|ended)$/.test(word))
    // "Time Taken", "Time Spent", "Time on Site": a length of time, never a moment of the day.
    && !column.words.some((word) => /^(taken|spent|elapsed|duration|total|length|worked|needed|on)$/.test(word)));


/** The one column of times of day, when the table has exactly one and its values all read as times (or are hours 0 to 23). */
export async function clockColumn(info: TableInfo, lookups: ParseLookups): Promise<ColumnInfo | undefined> {
  const clocks = info.columns.filter(isClock);
  if (!clocks.length) {
    const hours = info.columns.filter(isHourColumn);
    const range = hours.length === 1 ? await lookups.numberRange(info, hours[0].name) : null;
    return range && range.min >= 0 && range.max <= 23 ? hours[0] : undefined;
  }
  if (clocks.length !== 1) return undefined;
  if (clocks[0].kind !== 'text') return clocks[0];
  return lookups.allTimes && (await lookups.allTimes(info, clocks[0].name)) ? clocks[0] : undefined;
}

const clockOf = (info: TableInfo, column: string, grain: Grain): boolean => grain === 'hourofday' && info.columns.some((c) => c.name === column && isClock(c));

const hourNumberOf = (info: TableInfo, column: string, grain: Grain): boolean => grain === 'hourofday' && info.columns.some((c) => c.name === column && isHourColumn(c));

/** The hour bucket in SQL: a time column (TIME or its text) cast to TIME first; an hour number is the hour. */
export function hourBucketSql(info: TableInfo, column: string, grain: Grain): string {
  if (hourNumberOf(info, column, grain)) return `CAST(${quoteIdent(column)} AS BIGINT)`;
  return clockOf(info, column, grain) ? `hour(CAST(${quoteIdent(column)} AS TIME))` : bucketSql(column, grain);
}

/** The hour in pandas, which reads a time column as "14:00" text. */
export function hourBucketPandas(info: TableInfo, column: string, grain: Grain): string {
  if (hourNumberOf(info, column, grain)) return `df[${pyString(column)}].astype("Int64").astype(str)`;
  return clockOf(info, column, grain) ? `df[${pyString(column)}].astype(str).str.split(":").str[0].astype(int).astype(str)` : periodPandas(column, grain);
}

/**
 * The intent once the hour is read from its own column: that column is the hour bucket, not also
 * a group or a measure ("busiest hour" counts the rows of each hour, never adds up the hours).
 */
export function byClockColumn(intent: Intent, clock: ColumnInfo, text: string): Intent {
  if (!isHourColumn(clock)) return intent;
  const measure = intent.measure?.column === clock.name ? { agg: 'count' as const, column: null } : intent.measure;
  // "which hour has the most", "the quietest hour": one hour, the highest (or lowest) of them.
  const rank = intent.rank ?? pickedRank(text, 'hour');
  return { ...intent, groupBy: intent.groupBy.filter((name) => name !== clock.name), measure, ...(rank ? { rank } : {}) };
}
