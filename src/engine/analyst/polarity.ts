/**
 * "Best" and "worst" depend on the measure: the worst delays are the longest, the worst sales the
 * lowest. Ranking words read "worst" as the lowest and "best" as the highest; for a measure that
 * is bad when high (a delay, an error count, a wait), the direction turns round.
 */
import { codeSpan } from '../../common/markdown';
import type { Rule } from './rules';
import type { ColumnInfo } from './schema';

/** Column words of measures that are worse when higher. */
const BAD_WHEN_HIGH = /^(delay|delayed|lateness|late|wait|waiting|latency|error|errors|defect|defects|complaint|complaints|downtime|loss|losses|churn|cancellation|cancellations|debt|risk|crime|crimes|accident|accidents|injury|injuries|death|deaths|mortality|unemployment|pollution|absence|absences|bug|bugs|failure|failures|mite|mites|varroa|pest|pests|infestation|fault|faults|incident|incidents|spill|spills|injured)$/;

/** Whether less of a column is better: a delay, a wait, an error count. */
export const isBadWhenHigh = (column: ColumnInfo): boolean => column.words.some((word) => BAD_WHEN_HIGH.test(word));

/** A direction said outright: "best" and "worst" then only pick which end. */
const DIRECTION_SAID = /\b(top|bottom|highest|lowest|most|least|largest|smallest|biggest|longest|shortest|max|maximum|min|minimum|fewest)\b/;

/** Column words of measures that are better when higher: money in, scores, output. */
const GOOD_WHEN_HIGH = /^(revenue|sale|sales|sold|profit|income|earning|earnings|takings|score|rating|rated|grade|mark|yield|output|production|produced|attendance|attendee|visitor|honey|harvest|margin|point|win|goal|growth|quality|mpg|efficiency|satisfaction|nps|gdp|salary|pay|wage|tip|donation|unit|quantity|qty|amount|total|value|return|gain|saving|savings|speed|distance|generation|energy|passenger|rider|booking|order|customer|member|subscriber|view|like|stream|play|download|click|conversion|visibility|ticket)$/;

/**
 * "which hive had the worst mite reading": "best" and "worst" of a measure no word tells the good
 * side of would guess which end is worse: asked, with the highest and lowest offered back.
 */
export const unknownPolarity: Rule = {
  name: 'best and worst of a measure of unknown sense',
  when: ({ parts, measureColumn }) => !!measureColumn && !isBadWhenHigh(measureColumn) && !measureColumn.words.some((word) => GOOD_WHEN_HIGH.test(word))
    && /\b(best|worst)\b/.test(parts.text) && !/\b(best|worst)[ -]?sell/.test(parts.text) && !DIRECTION_SAID.test(parts.text),
  read: ({ parts, measureColumn, doubts }) => {
    const said = /\b(best|worst)\b/.exec(parts.text)?.[0] ?? 'worst';
    doubts.push(`I cannot tell whether a high or a low ${codeSpan(measureColumn?.name ?? '')} is ${said === 'best' ? 'better' : 'worse'}; ask for the highest or the lowest.`);
    return null;
  },
};

export const badWhenHigh: Rule = {
  name: 'best and worst of a measure that is bad when high',
  when: ({ parts, measureColumn }) => !!measureColumn && isBadWhenHigh(measureColumn) && /\b(best|worst)\b/.test(parts.text)
    && !DIRECTION_SAID.test(parts.text),
  read: (reading) => {
    const worst = /\bworst\b/.test(reading.parts.text);
    reading.up = worst;
    reading.down = !worst;
    return undefined;
  },
};
