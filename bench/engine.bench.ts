/**
 * Ingest of a generated 1,000,000-row CSV (about 100 MB): the whole engine path (multipart
 * upload over HTTP, create data source, background load into DuckDB, profile, synched) next to
 * DuckDB's own read_csv of the same file into a fresh database, in the same run. Each side runs
 * in its own child process so each peak RSS is its own. A second file holds the same orders as
 * people write them (dates as "Jun 12 2023" and "6/12/2023", "$1,234.50", "5%", "NA"), to
 * measure what reading types written as text costs.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Analyst } from '../src/engine/analyst/contract';
import { startEngine } from '../src/engine/server';

const ROWS = 1_000_000;
const KEY = 'bench-key';
const USER = 'bench';

interface Measure {
  ms: number;
  peakRssMb: number;
  detail?: Record<string, number | string>;
}

async function generate(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write('order_id,order_date,region,product,customer,quantity,unit_price,revenue,note\n');
  const regions = ['North', 'South', 'East', 'West', 'Central'];
  const products = ['apples', 'pears', 'plums', 'cherries', 'grapes', 'lemons', 'oranges'];
  for (let i = 0; i < ROWS; i += 10_000) {
    let chunk = '';
    for (let j = i; j < i + 10_000; j++) {
      const quantity = (j * 7) % 50 + 1;
      const price = ((j * 13) % 2000) / 100 + 0.5;
      const day = new Date(Date.UTC(2023, 0, 1) + (j % 730) * 86_400_000).toISOString().slice(0, 10);
      chunk += `${j},${day},${regions[j % 5]},${products[j % 7]},customer-${(j * 31) % 50_000},${quantity},${price.toFixed(2)},${(quantity * price).toFixed(2)},"order number ${j}, standard delivery"\n`;
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** The same orders as a spreadsheet export writes them: every date, amount and rate as text. */
async function generateWrittenAsText(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write('order_id,order_date,ship_date,region,quantity,unit_price,revenue,discount,note\n');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const regions = ['North', 'South', 'East', 'West', 'NA'];
  const money = (value: number) => `"$${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}"`;
  for (let i = 0; i < ROWS; i += 10_000) {
    let chunk = '';
    for (let j = i; j < i + 10_000; j++) {
      const quantity = (j * 7) % 50 + 1;
      const price = ((j * 13) % 2000) / 100 + 0.5;
      const day = new Date(Date.UTC(2023, 0, 1) + (j % 730) * 86_400_000);
      const ship = new Date(day.getTime() + ((j % 5) + 1) * 86_400_000);
      const written = j % 97 === 0 ? 'NA' : `${months[day.getUTCMonth()]} ${day.getUTCDate()} ${day.getUTCFullYear()}`;
      chunk += `${j},${written},${ship.getUTCMonth() + 1}/${ship.getUTCDate()}/${ship.getUTCFullYear()},${regions[j % 5]},${quantity},${money(price)},${money(quantity * price)},${j % 20}%,"order number ${j}, standard delivery"\n`;
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function duckdbAlone(file: string, dir: string): Promise<Measure> {
  const started = performance.now();
  const instance = await DuckDBInstance.create(path.join(dir, 'plain.duckdb'));
  const connection = await instance.connect();
  await connection.run(`CREATE TABLE t AS SELECT * FROM read_csv('${file.replace(/'/g, "''")}')`);
  const rows = (await connection.runAndReadAll('SELECT count(*) FROM t')).getRows()[0][0];
  const ms = performance.now() - started;
  connection.closeSync();
  instance.closeSync();
  return { ms, peakRssMb: peakRssMb(), detail: { rows: String(rows) } };
}

const noAnalyst: Analyst = async () => ({});

async function engineIngest(file: string, dir: string): Promise<Measure> {
  const engine = await startEngine({ dataDir: path.join(dir, 'engine'), apiKey: KEY, analyst: noAnalyst });
  const call = async (route: string, body: unknown) => {
    const response = await fetch(`${engine.url}/v2/team${route}`, {
      method: 'POST', headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return ((await response.json()) as any).data;
  };
  const get = async (route: string) => {
    const response = await fetch(`${engine.url}/v2/team${route}?user_id=${USER}`, { headers: { 'x-pd-api-key': KEY } });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return ((await response.json()) as any).data;
  };
  const size = (await stat(file)).size;
  const started = performance.now();
  const init = await call('/file/init-multipart-upload', { file_name: 'orders.csv', file_size: size, user_id: USER });
  const handle = await open(file);
  const etags = [];
  let offset = 0;
  for (const part of init.part_items as Array<{ number: number; size: number; upload_url: string }>) {
    const bytes = Buffer.alloc(part.size);
    await handle.read(bytes, 0, part.size, offset);
    offset += part.size;
    const response = await fetch(part.upload_url, { method: 'PUT', body: bytes });
    etags.push({ number: part.number, part_number: part.number, etag: (response.headers.get('etag') ?? '').replace(/"/g, '') });
  }
  await handle.close();
  await call('/file/complete-multipart-upload', { file_object_key: init.file_object_key, upload_id: init.upload_id, part_etags: etags, user_id: USER });
  const uploaded = performance.now();
  const source = await call('/datasources', { name: 'orders.csv', type: 'FILE', file_object_key: init.file_object_key, user_id: USER });
  const created = performance.now();
  let status = source.status;
  while (status === 'synching') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await get(`/datasets/${source.dataset_id}/datasources/${source.id}`)).status;
  }
  const synched = performance.now();
  const overview = await get(`/datasets/${source.dataset_id}/overview`);
  await engine.close();
  return {
    ms: synched - created,
    peakRssMb: peakRssMb(),
    detail: {
      status,
      upload_ms: Math.round(uploaded - started),
      create_ms: Math.round(created - uploaded),
      rows: /: ([\d,]+) rows/.exec(overview.summary)?.[1] ?? '?',
    },
  };
}

async function child(kind: string, file: string): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `engine-bench-${kind}-`));
  try {
    const result = kind === 'duckdb' ? await duckdbAlone(file, dir) : await engineIngest(file, dir);
    process.stdout.write(JSON.stringify(result));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runChild(kind: string, file: string): Measure {
  const result = spawnSync(process.execPath, ['--import', 'tsx', __filename, '--child', kind, file], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (result.status !== 0) throw new Error(`${kind} failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Measure;
}

async function main(): Promise<void> {
  const childIndex = process.argv.indexOf('--child');
  if (childIndex >= 0) return child(process.argv[childIndex + 1], process.argv[childIndex + 2]);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'engine-bench-'));
  const file = path.join(dir, 'orders.csv');
  try {
    await generate(file);
    const mb = (await stat(file)).size / 1024 / 1024;
    console.log(`generated ${ROWS.toLocaleString('en-US')} rows, ${mb.toFixed(1)} MB`);
    const plain = runChild('duckdb', file);
    const engine = runChild('engine', file);
    const writtenFile = path.join(dir, 'orders-as-text.csv');
    await generateWrittenAsText(writtenFile);
    const written = runChild('engine', writtenFile);
    const row = (name: string, m: Measure) =>
      console.log(`${name.padEnd(34)} ${(m.ms / 1000).toFixed(2).padStart(7)} s  peak RSS ${String(m.peakRssMb).padStart(5)} MB  ${JSON.stringify(m.detail ?? {})}`);
    row('DuckDB read_csv (CREATE TABLE AS)', plain);
    row('engine ingest (create -> synched)', engine);
    row('same, types written as text', written);
    console.log(`engine ingest / DuckDB alone: ${(engine.ms / plain.ms).toFixed(2)}x time (the engine adds a profile scan)`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
