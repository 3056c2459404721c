/**
 * Numbers whose cells carry their unit ("18.5 m", "17°C"), on files of my own this project's probes
 * never use (a freediving club's log and a greenhouse's readings): a unit said in the question
 * ("below 15°C", "deeper than 30 m") bounds the column the file wrote in it, a comparative's own
 * word ("deeper") picks among columns in the same unit, "deepest" ranks by depth, and a value of
 * several words ("open water") is not read as a measure one of its words names. A temperature said
 * in Celsius of a column that does not say its unit is refused. On a removals log, "longest move by
 * miles" ranks by the distance, and "over 100 miles" beside a truck's length in feet is asked.
 * Every figure is computed here.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalystTable } from '../../../src/engine/analyst/contract';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, parseCsv } from './harness';

const LEVELS = ['Novice', 'Open Water', 'Deep Diver'];
const dives = Array.from({ length: 60 }, (_, i) => ({
  no: `F${500 + i}`, level: LEVELS[i % 3], depth: Math.round((8 + ((i * 41) % 330) / 10) * 10) / 10, water: 14 + (i % 9), visibility: 5 + ((i * 7) % 40),
}));
const readings = Array.from({ length: 40 }, (_, i) => ({ bay: ['North', 'South'][i % 2], temp: 9 + ((i * 11) % 17), heat: 8 + ((i * 5) % 19) }));
const moves = Array.from({ length: 30 }, (_, i) => ({ ref: `R${100 + i}`, truck: [16, 20, 26][i % 3], miles: 5 + ((i * 53) % 290), hours: 2 + ((i * 7) % 25) / 2, crew: 2 + (i % 3) }));

describe('analyst: numbers written with their unit in the cells', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analyst-unit-cells-'));
  let bench: AnalystBench;
  let log: AnalystTable[];
  let house: AnalystTable[];
  let removals: AnalystTable[];

  before(async () => {
    bench = await AnalystBench.create();
    mkdirSync(path.join(dir, 'scratch'));
    writeFileSync(path.join(dir, 'freedives.csv'), ['Dive No,Diver Level,Depth Reached,Water Temp,Visibility (m)'].concat(dives.map((d) => `${d.no},${d.level},${d.depth} m,${d.water}°C,${d.visibility}`)).join('\n') + '\n');
    log = await bench.ingest(path.join(dir, 'freedives.csv'), 't_freedives', path.join(dir, 'scratch'));
    // "Temp" without a unit in its name or its cells: a Celsius figure cannot be placed on it.
    writeFileSync(path.join(dir, 'greenhouse.csv'), ['Bay,Temp,Heating (kWh)'].concat(readings.map((r) => `${r.bay},${r.temp},${r.heat}`)).join('\n') + '\n');
    house = await bench.ingest(path.join(dir, 'greenhouse.csv'), 't_greenhouse', path.join(dir, 'scratch'));
    // Two lengths written with their units (a truck in feet, a distance in miles), and a time in hours.
    writeFileSync(path.join(dir, 'removals.csv'), ['Move Ref,Truck,Distance,Hours Billed,Crew Size'].concat(moves.map((m) => `${m.ref},${m.truck} ft,${m.miles} mi,${m.hours},${m.crew}`)).join('\n') + '\n');
    removals = await bench.ingest(path.join(dir, 'removals.csv'), 't_removals', path.join(dir, 'scratch'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('bounds the column a unit said in the question was written in', async () => {
    const cold = await bench.ask('dives in water below 17°C', { tables: log });
    answered(cold, 'below 17°C');
    assert.equal(firstFigure(cold), dives.filter((d) => d.water < 17).length);
    const deep = await bench.ask('how many dives were deeper than 30 m', { tables: log });
    answered(deep, 'deeper than 30 m');
    assert.equal(firstFigure(deep), dives.filter((d) => d.depth > 30).length);
    const colder = await bench.ask('dives colder than 16°C', { tables: log });
    answered(colder, 'colder than 16°C');
    assert.equal(firstFigure(colder), dives.filter((d) => d.water < 16).length);
  });

  it('ranks by depth for "deepest", and reads a value of several words as the value', async () => {
    const deepest = await bench.ask('which dive went deepest', { tables: log });
    answered(deepest, 'deepest');
    const top = Math.max(...dives.map((d) => d.depth));
    assert.deepEqual(parseCsv(deepest.csv ?? '').map((row) => row['Dive No']), dives.filter((d) => d.depth === top).map((d) => d.no));
    const levels = await bench.ask('avg depth reached novice vs open water divers', { tables: log });
    answered(levels, 'open water');
    const got = new Map(parseCsv(levels.csv ?? '').map((row) => [row['Diver Level'], Number(Object.values(row)[1])]));
    for (const level of ['Novice', 'Open Water']) {
      const depths = dives.filter((d) => d.level === level).map((d) => d.depth);
      assert.ok(Math.abs((got.get(level) ?? NaN) - depths.reduce((a, b) => a + b, 0) / depths.length) < 1e-6, level);
    }
  });

  it('bounds by a comparative and a number below zero', async () => {
    const temps = Array.from({ length: 30 }, (_, i) => -15 + ((i * 7) % 20));
    writeFileSync(path.join(dir, 'base_readings.csv'), ['Reading No,Temp at Base'].concat(temps.map((t, i) => `${i + 1},${t}°C`)).join('\n') + '\n');
    const days = await bench.ingest(path.join(dir, 'base_readings.csv'), 't_base_readings', path.join(dir, 'scratch'));
    const cold = await bench.ask('readings when it was colder than -10°C', { tables: days });
    answered(cold, 'colder than -10°C');
    assert.equal(firstFigure(cold), temps.filter((t) => t < -10).length);
  });

  it('asks which of two lengths a bound is on, and takes a unit after by or in for a superlative', async () => {
    // Two columns of lengths (miles and feet): a bound in miles is asked, never put on the one written in miles
    // (a run's 3000 m could be its distance in km as well as its climb in m).
    refused(await bench.ask('moves over 100 miles', { tables: removals }), 'over 100 miles');
    const longest = (key: 'miles' | 'hours'): string[] => moves.filter((m) => m[key] === Math.max(...moves.map((o) => o[key]))).map((m) => m.ref);
    for (const [question, key] of [['longest move by miles', 'miles'], ['longest move in hours', 'hours']] as const) {
      const run = await bench.ask(question, { tables: removals });
      answered(run, question);
      assert.deepEqual(parseCsv(run.csv ?? '').map((row) => row['Move Ref']), longest(key), `${question}: ${run.answer.slice(0, 200)}`);
    }
    // By distance or by the hours: asked.
    refused(await bench.ask('longest move', { tables: removals }), 'longest move');
    // A length of time is said in any unit: "over an hour" of a response in minutes or of the hours billed is asked.
    writeFileSync(path.join(dir, 'callouts.csv'), ['Job No,Response Time,Time on Site (hrs)'].concat(moves.map((m, i) => `J${i},${10 + ((i * 17) % 80)} mins,${m.hours}`)).join('\n') + '\n');
    const callouts = await bench.ingest(path.join(dir, 'callouts.csv'), 't_callouts', path.join(dir, 'scratch'));
    refused(await bench.ask('jobs that took over an hour', { tables: callouts }), 'over an hour: the response or the time on site');
  });

  it('reads seconds written after a number in a column named for a length of time, and "40 s" as no decade', async () => {
    const cycles = Array.from({ length: 24 }, (_, i) => ({ press: ['P1', 'P2'][i % 2], seconds: Math.round((11 + ((i * 37) % 500) / 10) * 10) / 10 }));
    writeFileSync(path.join(dir, 'presses.csv'), ['Run Date,Press,Cycle Time'].concat(cycles.map((c, i) => `2024-03-${String(1 + i).padStart(2, '0')},${c.press},${c.seconds.toFixed(1)} s`)).join('\n') + '\n');
    const presses = await bench.ingest(path.join(dir, 'presses.csv'), 't_presses', path.join(dir, 'scratch'));
    const avg = await bench.ask('avg cycle time', { tables: presses });
    answered(avg, 'avg cycle time');
    assert.ok(Math.abs(firstFigure(avg) - cycles.reduce((sum, c) => sum + c.seconds, 0) / cycles.length) < 1e-6, avg.answer.slice(0, 200));
    // The unit the file wrote is named: 34.15 is never read as minutes.
    assert.match(avg.answer, /average Cycle Time in seconds/, avg.answer.slice(0, 200));
    const slowest = await bench.ask('slowest run by cycle time', { tables: presses });
    answered(slowest, 'slowest run by cycle time');
    assert.match(slowest.answer, /\*\*[\d.]+ s\*\*/, slowest.answer.slice(0, 300));
    const slow = await bench.ask('how many runs with a cycle time over 40 s', { tables: presses });
    answered(slow, 'over 40 s');
    assert.equal(firstFigure(slow), cycles.filter((c) => c.seconds > 40).length, slow.answer.slice(0, 200));
    // A press's longest cycle is its longest single one or its average, never its total: asked, or the
    // press of the longest single cycle.
    const press = await bench.ask('which press had the longest cycle time', { tables: presses });
    const longest = Math.max(...cycles.map((c) => c.seconds));
    assert.ok(/I can.t answer/.test(press.answer) || parseCsv(press.csv ?? '')[0]?.Press === cycles.find((c) => c.seconds === longest)?.press, press.answer.slice(0, 300));
  });

  it('refuses a Celsius figure on a column that does not say its unit', async () => {
    refused(await bench.ask('readings above 20°C', { tables: house }), 'above 20°C on Temp');
  });
});
