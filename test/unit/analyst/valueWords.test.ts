/**
 * People name a value by one of its words: "tips for tomasz" (Tomasz Wolski), "total for acme"
 * (Acme Prints), "solo vs group" (Solo Walk, Group Walk). The word is read as the one value that
 * holds it, and the answer says so; a word several values hold ("north" of North East and North
 * West) is asked about; a word inside a label that does not start it ("wing" of East Wing) is not
 * taken for the label; a word another value's word begins with ("brook" of Brook Civils beside
 * Brookside Developments) is asked about. Expected figures are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

const WALKERS = ['Tomasz Wolski', 'Grace Oduya', 'Priya Nair'];
const SERVICES = ['Solo Walk', 'Group Walk', 'Puppy Visit'];
const AREAS = ['North East', 'North West', 'South', 'East Wing'];

function walks(): Cell[][] {
  return Array.from({ length: 90 }, (_, i): Cell[] => [`W${i}`, WALKERS[i % 3], SERVICES[(i >> 1) % 3], AREAS[(i * 7) % 4], 2 + ((i * 13) % 9), 20 + ((i * 17) % 40)]);
}

describe('analyst: a value named by one of its words', function () {
  this.timeout(120_000);
  const rows = walks();
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('w', ['Walk ID', 'Walker', 'Service', 'Area', 'Tip', 'Minutes'], rows, 'walks.csv');
  });
  const total = (keep: (row: Cell[]) => boolean, at: number): number => rows.filter(keep).reduce((sum, row) => sum + Number(row[at]), 0);

  it('reads a first name as the one person who has it, and says so', async () => {
    const run = await bench.ask('total tip for tomasz');
    assertAnswered(run, 'tomasz');
    assert.match(run.answer, new RegExp(`\\*\\*${total((row) => row[1] === 'Tomasz Wolski', 4)}\\*\\*`), run.answer.slice(0, 300));
    assert.match(run.answer, /“tomasz” is read as Walker = Tomasz Wolski/);
    const surname = await bench.ask('total tip for nair');
    assertAnswered(surname, 'nair');
    assert.match(surname.answer, new RegExp(`\\*\\*${total((row) => row[1] === 'Priya Nair', 4)}\\*\\*`), surname.answer.slice(0, 300));
  });

  it('reads both sides of "solo vs group" as values of one column', async () => {
    const run = await bench.ask('avg minutes solo vs group');
    assertAnswered(run, 'solo vs group');
    const average = (service: string): number => total((row) => row[2] === service, 5) / rows.filter((row) => row[2] === service).length;
    for (const service of ['Solo Walk', 'Group Walk']) assert.match(run.csv ?? '', new RegExp(`${service},${average(service).toFixed(2).replace(/\.?0+$/, '')}`), run.csv);
    assert.doesNotMatch(run.csv ?? '', /Puppy Visit/);
  });

  it('asks which value when several hold the word, and never takes a word inside a label for it', async () => {
    const north = await bench.ask('total tip for north');
    assertRefused(north, 'north');
    assert.match(north.answer, /“north” is a word of 2 values/);
    const wing = await bench.ask('total tip for wing');
    assertRefused(wing, 'wing');
    assert.match(wing.answer, /No column or value of walks\.csv matches “wing”/);
  });

  it('asks about a word another value only begins with: brook beside Brook Civils and Brookside Developments', async () => {
    const customers = ['Brook Civils', 'Brookside Developments', 'Dales Landscapes'];
    const tickets = Array.from({ length: 30 }, (_, i): Cell[] => [`T${i}`, customers[i % 3], 100 + i * 7]);
    const tables = await bench.ingestRows('b', ['Ticket No', 'Customer', 'Load Value'], tickets, 'tickets.csv');
    const run = await bench.ask('how much did brook spend', { tables });
    assertRefused(run, 'brook');
    assert.match(run.answer, /Brook Civils or Brookside Developments/, run.answer.slice(0, 300));
    const full = await bench.ask('total load value for brookside', { tables });
    assertAnswered(full, 'brookside');
    assert.match(full.answer, new RegExp(`\\*\\*${tickets.filter((row) => row[1] === 'Brookside Developments').reduce((sum, row) => sum + Number(row[2]), 0).toLocaleString('en-US')}\\*\\*`), full.answer.slice(0, 300));
  });
});
