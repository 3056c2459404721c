/**
 * Decades: "the 1990s", "the 80s", "the 1970's" keep ten years, on a numeric year column or on a
 * date column; a two-digit decade takes its century from the data, or is refused; two decades and
 * a table without years are refused. Generated lighthouse visits and ship launches, with other
 * names than any probe; figures computed here from the rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, firstFigure, near, type Run } from './harness';

/** Keeper logs per lighthouse and year, 1962-2011: visitors and fog days. */
function logs(): Array<[number, string, number, number]> {
  return Array.from({ length: 50 }, (_, y) => ['Cape Wren', 'Gull Point'].map((house, h): [number, string, number, number] => [1962 + y, house, 200 + ((y * 37 + h * 11) % 300), (y * 7 + h) % 40])).flat();
}

/** Ship launches with a launch date from 1948 to 2003 and a tonnage. */
function launches(): Array<[string, number]> {
  return Array.from({ length: 70 }, (_, i): [string, number] => [`${1948 + Math.floor((i * 4) / 5)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, 1_000 + ((i * 613) % 9_000)]);
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('analyst: decades', function () {
  this.timeout(60_000);
  let bench: AnalystBench;
  const kept = logs();
  const ships = launches();
  const keeper = (question: string): Promise<Run> => bench.ask(question, { tables: [bench.tables[0]] });
  const shipyard = (question: string): Promise<Run> => bench.ask(question, { tables: [bench.tables[1]] });

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('keeper_logs', ['log_year', 'lighthouse', 'visitors', 'fog_days'], kept);
    await bench.loadRows('launches', ['launched_on', 'tonnage'], ships);
    await bench.loadRows('buoys', ['buoy', 'depth'], [['B1', 30], ['B2', 45]]);
  });

  async function expectFigure(run: Run, question: string, expected: number, decade: RegExp): Promise<void> {
    assertAnswered(run, question);
    assert.match(run.answer.split('\n')[0], decade, question);
    assert.ok(near(firstFigure(run), expected), `${question}: ${firstFigure(run)} != ${expected}`);
  }

  it('keeps the ten years of a decade on a column of years', async () => {
    const visitors = (from: number): number => sum(kept.filter((r) => r[0] >= from && r[0] <= from + 9).map((r) => r[2]));
    await expectFigure(await keeper('total visitors in the 1990s'), 'the 1990s', visitors(1990), /log\\?_year in the 1990s \(1990 to 1999\)/);
    await expectFigure(await keeper('sum of visitors during the 70s'), 'the 70s', visitors(1970), /1970s/);
    const fog = kept.filter((r) => r[0] >= 1980 && r[0] <= 1989 && r[1] === 'Gull Point').map((r) => r[3]);
    await expectFigure(await keeper("average fog days at Gull Point in the 1980's"), "the 1980's", sum(fog) / fog.length, /1980s/);
  });

  it('keeps the ten calendar years of a decade on a date column', async () => {
    const in60s = ships.filter((r) => r[0] >= '1960' && r[0] < '1970');
    await expectFigure(await shipyard('how many launches were there in the 1960s?'), 'ships 1960s', in60s.length, /launched\\?_on in the 1960s/);
    await expectFigure(await shipyard('total tonnage in the 50s'), 'tonnage 50s', sum(ships.filter((r) => r[0] >= '1950' && r[0] < '1960').map((r) => r[1])), /1950s/);
  });

  it('refuses two decades, a decade whose century the data does not settle, and a table without years', async () => {
    assertRefused(await keeper('visitors in the 1970s vs the 1990s'), 'two decades');
    // Launches run 1948-2003: "the 00s" could be the 1900s (none) or the 2000s; only the 2000s are reached, so it is answered.
    assertAnswered(await shipyard('total tonnage in the 00s'), '00s');
    assertRefused(await bench.ask('average depth in the 1990s', { tables: [bench.tables[2]] }), 'no year column');
  });
});
