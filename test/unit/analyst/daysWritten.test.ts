/**
 * A day written in the question ("on 2024-03-05", "before 15 feb 2024", "between 1 mar 2024 and
 * 10 mar 2024"), on a ferry timetable with two date columns: the day filters the date column the
 * question's words name (a verb like "departed" names Departed At), and is refused when both could
 * be meant. Expected counts are computed here over the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered, assertRefused, type Cell } from './harness';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** 240 sailings from 2024-01-01: booked 1-9 days before, departing at various hours. */
function sailings(): Cell[][] {
  return Array.from({ length: 240 }, (_, i): Cell[] => {
    const depart = new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 2), 6 + ((i * 5) % 14), (i * 13) % 60));
    const booked = new Date(depart.getTime() - (1 + (i % 9)) * 86_400_000);
    return [`S${1000 + i}`, `${pad(booked.getUTCDate())} ${MONTHS[booked.getUTCMonth()] ?? 'Dec'} ${booked.getUTCFullYear()}`, depart.toISOString().slice(0, 16).replace('T', ' '), 20 + ((i * 37) % 180)];
  });
}

describe('analyst: a day written in the question', function () {
  this.timeout(120_000);
  const rows = sailings();
  const departDay = (row: Cell[]): string => String(row[2]).slice(0, 10);
  const bookedDay = (row: Cell[]): string => {
    const [d, m, y] = String(row[1]).split(' ');
    return `${y}-${pad(m === 'Dec' ? 12 : MONTHS.indexOf(m) + 1)}-${pad(Number(d))}`;
  };
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('f', ['Sailing ID', 'Booked On', 'Departed At', 'Passengers'], rows, 'ferry.csv');
  });

  it('counts the rows of one ISO day on the date column its verb names', async () => {
    const run = await bench.ask('how many sailings departed on 2024-03-05');
    assertAnswered(run, 'on 2024-03-05');
    assert.match(run.answer, /Departed At on 2024-03-05/);
    assert.match(run.answer, new RegExp(`\\*\\*${rows.filter((row) => departDay(row) === '2024-03-05').length}\\*\\*`));
  });

  it('reads a day written day first with a month name, before and between', async () => {
    const before = await bench.ask('how many sailings were booked before 15 feb 2024');
    assertAnswered(before, 'before 15 feb 2024');
    assert.match(before.answer, /Booked On before 2024-02-15/);
    assert.match(before.answer, new RegExp(`\\*\\*${rows.filter((row) => bookedDay(row) < '2024-02-15').length}\\*\\*`));
    // "until" keeps the day itself.
    const until = await bench.ask('how many sailings were booked until 15 feb 2024');
    assertAnswered(until, 'until 15 feb 2024');
    assert.match(until.answer, new RegExp(`\\*\\*${rows.filter((row) => bookedDay(row) <= '2024-02-15').length}\\*\\*`));
    const between = await bench.ask('total passengers departed between 1 mar 2024 and 10th of march 2024');
    assertAnswered(between, 'between two days');
    const total = rows.filter((row) => departDay(row) >= '2024-03-01' && departDay(row) <= '2024-03-10').reduce((sum, row) => sum + Number(row[3]), 0);
    assert.match(between.answer, new RegExp(`\\*\\*${total.toLocaleString('en-US')}\\*\\*`));
  });

  it('refuses a day when two date columns could be meant, and a day no calendar has', async () => {
    assertRefused(await bench.ask('how many sailings on 2024-03-05'), 'which date column');
    assertRefused(await bench.ask('how many sailings departed on 31 feb 2024'), '31 feb');
  });
});
