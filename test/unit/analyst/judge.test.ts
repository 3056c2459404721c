/**
 * The eval's judge (test/eval/analyst/run.ts) on made-up runs: periods labelled `YYYY-MM` stand for
 * the months expected by number or by name when every label is of one year, and never across years.
 */
import assert from 'node:assert/strict';
import { judge } from '../../../test/eval/analyst/run';
import type { Question } from '../../../test/eval/analyst/questions';
import type { Run } from './harness';

const run = (csv: string): Run => ({ events: [{ kind: 'TABLE' } as never], files: new Map(), answer: 'Computed the total per month.', csv, questions: [] });
const months = (keys: Array<[string, number]>): Question => ({ data: 'd', q: 'q', expect: { kind: 'groups', values: new Map(keys) } });

describe('eval judge: months labelled by their year', () => {
  it('takes 2024-07 for the month expected as Jul or as 7 when the answer covers one year', () => {
    const oneYear = run('period,total\n2024-07,12\n2024-08,30\n');
    assert.equal(judge(months([['Jul', 12], ['Aug', 30]]), oneYear).verdict, 'correct');
    assert.equal(judge(months([['7', 12], ['8', 30]]), oneYear).verdict, 'correct');
    assert.equal(judge(months([['Jul', 30], ['Aug', 12]]), oneYear).verdict, 'wrong');
  });

  it('maps nothing across two years', () => {
    assert.equal(judge(months([['Jul', 12], ['Aug', 30]]), run('period,total\n2023-07,12\n2024-08,30\n')).verdict, 'wrong');
  });
});
