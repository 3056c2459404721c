/**
 * A print shop's jobs of my own, which no probe uses: "who printed the most sheets" beside
 * `Printed By` totals the sheets of each one, and "who printed the most" (sheets or jobs?) is asked;
 * "what do the printers get paid" with no pay column is refused, never answered with the takings;
 * "colour posters" naming two values of one column side by side is asked; "how many fewer in june
 * than january" is January minus June. Every figure is computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, parseCsv } from './harness';

const PEOPLE = ['Ravi', 'Jo', 'Marek'];
const KINDS = ['Poster', 'Colour Flyer', 'Booklet'];
const jobs = Array.from({ length: 42 }, (_, i) => ({
  day: new Date(Date.UTC(2024, 0, 3) + i * 8 * 86_400_000).toISOString().slice(0, 10),
  by: PEOPLE[(i * 5) % 3],
  kind: KINDS[i % 3],
  sheets: 50 + ((i * 37) % 400),
  takings: 20 + ((i * 13) % 90),
}));

describe('analyst: who did it, and what they were paid', function () {
  this.timeout(120_000);
  it('totals the amount named after the verb by the column of who did it', async () => {
    const bench = await AnalystBench.create();
    const table = await bench.loadRows('print_jobs', ['Job Date', 'Printed By', 'Job Kind', 'Sheets', 'Takings'], jobs.map((j) => [j.day, j.by, j.kind, j.sheets, j.takings]));
    const most = await bench.ask('who printed the most sheets', { tables: [table] });
    answered(most, 'who printed the most sheets');
    const totals = new Map<string, number>();
    for (const j of jobs) totals.set(j.by, (totals.get(j.by) ?? 0) + j.sheets);
    const [best, sheets] = [...totals].sort((a, b) => b[1] - a[1])[0];
    assert.deepEqual(parseCsv(most.csv ?? '').map((row) => [row['Printed By'], Number(Object.values(row)[1])]), [[best, sheets]]);
    refused(await bench.ask('who printed the most', { tables: [table] }), 'sheets or jobs');
    refused(await bench.ask('what do the printers get paid', { tables: [table] }), 'no pay column');
    refused(await bench.ask('colour posters in march', { tables: [table] }), 'two values side by side');
    const fewer = await bench.ask('how many fewer jobs in june than january', { tables: [table] });
    answered(fewer, 'fewer');
    const month = (m: string) => jobs.filter((j) => j.day.startsWith(`2024-${m}`)).length;
    assert.equal(firstFigure(fewer), month('01') - month('06'));
  });
});
