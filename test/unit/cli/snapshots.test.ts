/**
 * Snapshots of what a person reads in the terminal: --help, tables as numbers are formatted for a
 * locale, and what `ask` prints and saves with and without --out. A snapshot is a text file in
 * test/unit/cli/snapshots/; after a deliberate change, rewrite them with UPDATE_SNAPSHOTS=1 and
 * read the diff before committing.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { csvPreview } from '../../../src/cli/csvTable';
import { formatBytes, formatColumn, localeFromEnv } from '../../../src/cli/numbers';
import { makeStyle } from '../../../src/cli/style';
import { buildCli, runCli, SALES } from './run';

const SNAPSHOTS = path.join(__dirname, 'snapshots');

function matchSnapshot(name: string, actual: string): void {
  const file = path.join(SNAPSHOTS, `${name}.txt`);
  if (process.env.UPDATE_SNAPSHOTS === '1' || !existsSync(file)) {
    if (process.env.UPDATE_SNAPSHOTS !== '1' && process.env.CI) assert.fail(`missing snapshot ${file}`);
    mkdirSync(SNAPSHOTS, { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  assert.equal(actual, readFileSync(file, 'utf8'), `snapshot ${name} differs (UPDATE_SNAPSHOTS=1 rewrites it)`);
}

const TABLE = [
  'region,order_id,year,orders,revenue,share,tiny,note',
  'North,100001,2023,3001,754596.9,0.251234,0.000123,first',
  'South,100002,2024,12,1234567.891,0.5,0.00005,',
  ',100003,2024,1,5,1,0.1,"a, quoted ""note"""',
  'East,100004,2023,,-42.5,0.0,0,last',
].join('\n');

describe('cli: snapshots of the terminal output', function () {
  this.timeout(60_000);

  it('tables: thousands separators, the same decimals down a column (2 at most, 4 below 1), ids and years ungrouped, one mark for missing', () => {
    for (const locale of ['en-US', 'de-DE', 'fr-FR']) {
      const preview = csvPreview(TABLE, 10, makeStyle(false), locale);
      matchSnapshot(`table.${locale}`, `${preview.lines.join('\n')}\n`);
    }
  });

  it('formats whole columns and sizes, and reads the locale from the environment', () => {
    assert.deepEqual(formatColumn('total', ['1', '22', '333'], 'en-US'), { cells: ['1', '22', '333'], numeric: true });
    assert.deepEqual(formatColumn('total', ['1.5', '22', '3333.333333'], 'en-US').cells, ['1.50', '22.00', '3,333.33']);
    assert.deepEqual(formatColumn('mean', ['6.641881', '211.922726'], 'en-US').cells, ['6.64', '211.92']);
    assert.deepEqual(formatColumn('customer_id', ['1001', '1002'], 'en-US').cells, ['1001', '1002']);
    // The analyst names a yearly grouping `period`: its whole numbers are years, not 2,023 of something.
    assert.deepEqual(formatColumn('period', ['2023', '2024'], 'en-US').cells, ['2023', '2024']);
    assert.deepEqual(formatColumn('name', ['a', '', '3'], 'en-US'), { cells: ['a', '(missing)', '3'], numeric: false }, 'missing is shown as everywhere else (src/common/format MISSING)');
    assert.deepEqual(formatColumn('delta', ['+5', '-2.5'], 'en-US').cells, ['5.0', '-2.5']);
    assert.deepEqual(formatColumn('x', ['899.0', '4.05'], 'en-US').cells, ['899.00', '4.05']);
    assert.equal(formatBytes(187_413, 'en-US'), '187 KB');
    assert.equal(formatBytes(912, 'en-US'), '912 B');
    assert.equal(formatBytes(97_300_000, 'de-DE'), '97,3 MB');
    assert.equal(localeFromEnv({ LANG: 'de_DE.UTF-8' }), 'de-DE');
    assert.equal(localeFromEnv({ LANG: 'de_DE.UTF-8', LC_NUMERIC: 'fr_FR.UTF-8' }), 'fr-FR');
    assert.equal(localeFromEnv({ LANG: 'C.UTF-8' }), 'en-US');
    assert.equal(localeFromEnv({}), 'en-US');
  });

  it('--help of the program and of ask, with examples and the exit codes', async () => {
    buildCli();
    const [program, ask] = await Promise.all([runCli(['--help']), runCli(['ask', '--help'])]);
    matchSnapshot('help', program.stdout);
    matchSnapshot('help.ask', ask.stdout);
    assert.match(program.stdout, /^Exit status/m);
    assert.match(ask.stdout, /^Examples:\n {2}data-analysis ask /m);
  });

  describe('ask against a temporary local engine', () => {
    let work: string;
    before(async () => {
      buildCli();
      work = await mkdtemp(path.join(os.tmpdir(), 'cli-snap-'));
    });
    after(async () => {
      await rm(work, { recursive: true, force: true });
    });

    /** The table the answer printed, from its header to its count line, and stderr. */
    function tableAndNotes(stdout: string, stderr: string, out?: string): string {
      const lines = stdout.split('\n');
      const start = lines.findIndex((l) => l.startsWith('region '));
      const end = lines.findIndex((l, i) => i > start && /^\(\d/.test(l));
      assert.ok(start >= 0 && end > start, stdout);
      const notes = out ? stderr.split(out).join('<OUT>') : stderr;
      return `${lines.slice(start, end + 1).join('\n')}\n--- stderr\n${notes}`;
    }

    it('without --out: the table is shown, nothing is written anywhere, stderr says what was not saved', async () => {
      const cwd = path.join(work, 'plain');
      await mkdir(cwd);
      const run = await runCli(['ask', SALES, 'total revenue by region'], { cwd });
      assert.equal(run.code, 0, run.stderr);
      matchSnapshot('ask.no-out', tableAndNotes(run.stdout, run.stderr));
      // Without a model the answer still says which analyst produced it, in one line.
      assert.equal(run.stdout.match(/^No language model named \(--model-url, --model\)\. The rule-based analyst answered\.$/gm)?.length, 1, run.stdout);
      assert.deepEqual(await readdir(cwd), []);
    });

    it('with --out and a German locale: numbers for that locale on screen, raw values in the saved CSV, stderr says where', async () => {
      const cwd = path.join(work, 'out');
      await mkdir(cwd);
      const run = await runCli(['ask', SALES, 'total revenue by region', '--out', 'saved'], { cwd, env: { LANG: 'de_DE.UTF-8' } });
      assert.equal(run.code, 0, run.stderr);
      matchSnapshot('ask.out.de-DE', tableAndNotes(run.stdout, run.stderr, path.join(cwd, 'saved')));
      const csv = readFileSync(path.join(cwd, 'saved', 'total_revenue_by_region.csv'), 'utf8');
      assert.match(csv, /^North,754596\.9$/m, 'the file keeps the raw value');
      // The saved chart's ticks are written for the same locale (the engine is told through Accept-Language).
      const svg = readFileSync(path.join(cwd, 'saved', 'total_revenue_by_region.svg'), 'utf8');
      const ticks = [...svg.split('role-axis-label')[1].split('role-axis-title')[0].matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      assert.ok(ticks.some((tick) => /^\d{1,3}(\.\d{3})+$/.test(tick)) && !ticks.some((tick) => tick.includes(',')), `German ticks: ${ticks.join(' | ')}`);
    });

    it('exit codes: 3 when the service cannot be reached, 2 for a bad command line', async () => {
      const unreachable = await runCli(['datasets', '--base-url', 'http://127.0.0.1:9', '--api-key', 'k', '--user-id', 'u']);
      assert.equal(unreachable.code, 3, unreachable.stderr);
      assert.equal(unreachable.stdout, '');
      assert.match(unreachable.stderr, /^data-analysis: The service could not be reached/);
      assert.equal((await runCli(['ask'])).code, 2);
    });
  });
});
