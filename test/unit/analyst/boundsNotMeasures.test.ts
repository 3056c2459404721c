/**
 * An appliance tester's log and a first-aid post's incidents of my own (no probe's data). A column
 * said only to bound the rows ("kettles with an earth bond over 0.1") is no measure of them: the
 * rows are counted. "where the casualty was under 12" bounds the casualty's age, not how many
 * casualties. On a log keyed by `Incident No` beside a `Casualties` count, "the most rescues" (a
 * kind of incident) counts incidents, never casualties.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, type Cell, firstFigure } from './harness';

const tests = Array.from({ length: 40 }, (_, i) => ({ id: `T${i}`, appliance: ['Kettle', 'Toaster', 'Lamp'][i % 3], bond: 0.02 + ((i * 7) % 20) / 100, cost: 500 + ((i * 131) % 600) }));
const incidents = Array.from({ length: 48 }, (_, i) => ({ no: `IN-${100 + i}`, post: ['North', 'South', 'Pier'][i % 3], type: i % 4 === 0 ? 'Rescue' : 'First Aid', casualties: i % 3 === 2 ? 4 : 1, age: i % 5 === 0 ? 'n/k' : String(6 + ((i * 11) % 60)) }));

describe('analyst: a bound is no measure, an age is no count', function () {
  this.timeout(120_000);

  it('counts the rows a bound keeps', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_pat', ['Asset ID', 'Appliance', 'Earth Bond (Ω)', 'Cost'], tests.map((t): Cell[] => [t.id, t.appliance, t.bond, `£${t.cost}`]), 'appliance_tests.csv');
    const run = await bench.ask('kettles with an earth bond over 0.1');
    answered(run, 'kettles with an earth bond over 0.1');
    assert.match(run.answer, new RegExp(`\\*\\*${tests.filter((t) => t.appliance === 'Kettle' && t.bond > 0.1).length}\\*\\*`), run.answer.slice(0, 300));
    assert.doesNotMatch(run.answer.split('\n')[0], /total|average/, run.answer.slice(0, 300));
    const costly = await bench.ask('kettles with cost over 800');
    answered(costly, 'kettles with cost over 800');
    assert.match(costly.answer, new RegExp(`\\*\\*${tests.filter((t) => t.appliance === 'Kettle' && t.cost > 800).length}\\*\\*`), costly.answer.slice(0, 300));
  });

  it('adds up a count column for a kind of the things it counts', async () => {
    const bench = await AnalystBench.create();
    const reports = Array.from({ length: 26 }, (_, i) => ({ id: `R${i}`, region: i < 20 ? 'North' : 'South', disease: i % 2 ? 'Measles' : 'Mumps', cases: i < 20 ? 1 : 20 }));
    await bench.ingestRows('t_reports', ['Report ID', 'Region', 'Disease', 'Cases'], reports.map((r): Cell[] => [r.id, r.region, r.disease, r.cases]), 'case_reports.csv');
    const run = await bench.ask('which region had the most measles');
    answered(run, 'which region had the most measles');
    assert.match(run.answer, /\*\*South\*\*/, run.answer.slice(0, 300));
  });

  it('reads a bound on a person as their age and counts incidents of a kind', async () => {
    const bench = await AnalystBench.create();
    await bench.ingestRows('t_post', ['Incident No', 'Post', 'Incident Type', 'Casualties', 'Casualty Age'], incidents.map((x): Cell[] => [x.no, x.post, x.type, x.casualties, x.age]), 'first_aid_incidents.csv');
    const young = await bench.ask('incidents where the casualty was under 12');
    answered(young, 'incidents where the casualty was under 12');
    assert.match(young.answer, new RegExp(`\\*\\*${incidents.filter((x) => x.age !== 'n/k' && Number(x.age) < 12).length}\\*\\*`), young.answer.slice(0, 300));
    const most = await bench.ask('which post has the most rescues');
    answered(most, 'which post has the most rescues');
    const counts = ['North', 'South', 'Pier'].map((post) => incidents.filter((x) => x.post === post && x.type === 'Rescue').length);
    assert.equal(firstFigure(most), Math.max(...counts), most.answer.slice(0, 300));
  });
});
