/**
 * Charts in the reader's locale: the client names it (VS Code's display language, or the
 * terminal's LANG) in Accept-Language, and the engine's chart writes its ticks that way. Asked
 * over real HTTP, answered by the rule-based analyst, the SVG downloaded as the panel gets it.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataAnalysisClient } from '../../../src/api/client';
import type { AnswerBlock } from '../../../src/api/types';
import { analyze } from '../../../src/engine/analyst';
import { chartLocale, localeFromAcceptLanguage } from '../../../src/engine/chartLocale';
import { startEngine, type RunningEngine } from '../../../src/engine/server';

const KEY = 'chart-locale-key-0123456789';
const CSV = ['region,revenue', 'North,1250400', 'South,980250', 'East,1530900', 'West,1102300', ''].join('\n');

/** The texts of the axis labels (ticks and categories), in drawing order. */
function axisLabels(svg: string): string[] {
  return svg.split('role-axis-label').slice(1).flatMap((part) => [...part.split('role-axis-title')[0].matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]));
}

describe('chart ticks in the reader\'s locale', () => {
  let dataDir: string;
  let engine: RunningEngine;
  let file: string;

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'chart-locale-'));
    file = path.join(dataDir, 'revenue.csv');
    await writeFile(file, CSV);
    engine = await startEngine({ port: 0, dataDir: path.join(dataDir, 'engine'), apiKey: KEY, analyst: analyze });
  });

  after(async () => {
    await engine?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function chartFor(locale: string | undefined): Promise<string> {
    const client = new DataAnalysisClient({ baseUrl: engine.url, apiKey: KEY, userId: 'reader', proxy: { noProxy: '*' }, ...(locale ? { locale } : {}) });
    try {
      const source = await client.addFile(file, { intervalMs: 50 });
      const session = await client.createSession({ name: 'chart locale' });
      const job = await client.createJob({ session_id: session.id, dataset_id: source.dataset_id, question: 'total revenue by region' });
      const image = job.blocks.find((b): b is Extract<AnswerBlock, { type: 'IMAGE' }> => b.type === 'IMAGE');
      assert.ok(image, `an IMAGE block in ${job.blocks.map((b) => b.type).join(', ')}`);
      return new TextDecoder().decode((await client.downloadResult(image.content.url)).bytes);
    } finally {
      await client.close();
    }
  }

  it('de-DE: "1.000.000" ticks; en-US and no locale: "1,000,000", as before', async () => {
    const german = axisLabels(await chartFor('de-DE'));
    assert.ok(german.includes('1.000.000'), german.join(' | '));
    assert.ok(!german.some((t) => /\d,\d{3}/.test(t)), german.join(' | '));
    const english = axisLabels(await chartFor('en-US'));
    assert.ok(english.includes('1,000,000'), english.join(' | '));
    assert.deepEqual(axisLabels(await chartFor(undefined)), english, 'en-US is what a client without a locale gets');
    // VS Code's display language is a bare language ("de"): the same separators.
    assert.ok(axisLabels(await chartFor('de')).includes('1.000.000'));
  });

  it('reads Accept-Language by its q values and skips what Intl does not know', () => {
    assert.equal(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8'), 'de-DE');
    assert.equal(localeFromAcceptLanguage('en;q=0.1, fr-FR'), 'fr-FR');
    assert.equal(localeFromAcceptLanguage('zh-cn'), 'zh-CN');
    assert.equal(localeFromAcceptLanguage('not a tag!, *'), undefined);
    assert.equal(localeFromAcceptLanguage('de;q=0'), undefined);
    assert.equal(localeFromAcceptLanguage(`${'x'.repeat(300)},de`), undefined, 'an overlong header is not read');
    assert.equal(localeFromAcceptLanguage(undefined), undefined);
  });

  it('builds d3\'s locale from Intl: separators, Indian grouping, native digits, month names', () => {
    assert.deepEqual([chartLocale('de-DE').number.decimal, chartLocale('de-DE').number.thousands], [',', '.']);
    assert.deepEqual(chartLocale('en-IN').number.grouping.slice(0, 2), [3, 2]);
    assert.equal(chartLocale('ar-EG').number.numerals?.[3], '٣');
    assert.equal(chartLocale('en-US').number.numerals, undefined);
    assert.equal(chartLocale('de-DE').time.months[2], 'März');
    assert.equal(chartLocale('de-DE').time.date, '%d.%m.%Y');
  });
});
