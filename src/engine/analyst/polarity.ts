/**
 * "Best" and "worst" depend on the measure: the worst delays are the longest, the worst sales the
 * lowest. Ranking words read "worst" as the lowest and "best" as the highest; for a measure that
 * is bad when high (a delay, an error count, a wait), the direction turns round.
 */
import type { Rule } from './rules';
import type { ColumnInfo } from './schema';

/** Column words of measures that are worse when higher. */
const BAD_WHEN_HIGH = /^(delay|delayed|lateness|late|wait|waiting|latency|error|errors|defect|defects|complaint|complaints|downtime|loss|losses|churn|cancellation|cancellations|debt|risk|crime|crimes|accident|accidents|injury|injuries|death|deaths|mortality|unemployment|pollution|absence|absences|bug|bugs|failure|failures)$/;

/** Whether less of a column is better: a delay, a wait, an error count. */
export const isBadWhenHigh = (column: ColumnInfo): boolean => column.words.some((word) => BAD_WHEN_HIGH.test(word));

export const badWhenHigh: Rule = {
  name: 'best and worst of a measure that is bad when high',
  when: ({ parts, measureColumn }) => !!measureColumn && isBadWhenHigh(measureColumn) && /\b(best|worst)\b/.test(parts.text)
    && !/\b(top|bottom|highest|lowest|most|least|largest|smallest|biggest|longest|shortest|max|maximum|min|minimum|fewest)\b/.test(parts.text),
  read: (reading) => {
    const worst = /\bworst\b/.test(reading.parts.text);
    reading.up = worst;
    reading.down = !worst;
    return undefined;
  },
};
