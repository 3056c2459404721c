/**
 * Charts as a person reads them: counts get whole-number ticks (never "0.5 orders"), and long
 * category labels wrap onto at most three lines instead of running off or being cut short.
 */
import assert from 'node:assert/strict';
import { barChart, histogramChart, lineChart, renderSvg } from '../../../src/engine/analyst/chart';

/** The tick labels of the axis titled `title` (vega draws each axis in its own group). */
function tickLabels(svg: string, title: string): string[] {
  const axes = svg.split('<g class="mark-group role-axis"').slice(1);
  const axis = axes.find((part) => part.includes(`>${title}</text>`));
  assert.ok(axis, `an axis titled ${title}`);
  const labels = axis.split('role-axis-label')[1]?.split('role-axis-title')[0] ?? '';
  // Vega keeps overlapping labels in the SVG with opacity 0; only the visible ones count.
  return [...labels.matchAll(/<text[^>]*opacity="1"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
}

describe('analyst charts', () => {
  for (const max of [1, 2, 3, 4, 7, 13, 250, 1_530_900]) {
    it(`a bar chart of counts up to ${max} has whole-number ticks`, async () => {
      const svg = await renderSvg(barChart('rows by region', [{ region: 'North', count: max }, { region: 'South', count: 1 }], 'region', 'count'));
      const ticks = tickLabels(svg, 'count');
      assert.ok(ticks.length >= 2, `ticks: ${ticks.join(' ')}`);
      for (const tick of ticks) assert.match(tick, /^\d{1,3}(,\d{3})*$/, `tick ${tick} of ${ticks.join(' ')}`);
      assert.equal(ticks[0], '0');
    });
  }

  it('a line chart and a histogram of counts have whole-number ticks', async () => {
    const line = await renderSvg(lineChart('orders by month', [{ period: '2024-01', orders: 2 }, { period: '2024-02', orders: 3 }], 'period', 'orders'));
    for (const tick of tickLabels(line, 'orders')) assert.match(tick, /^\d+$/);
    const histogram = await renderSvg(histogramChart('distribution of price', [{ bin_start: 0, bin_end: 1, count: 2 }, { bin_start: 1, bin_end: 2, count: 3 }], 'price'));
    const ticks = tickLabels(histogram, 'rows');
    assert.deepEqual(ticks, ['0', '1', '2', '3']);
  });

  it('fractional values keep fractional ticks', async () => {
    const svg = await renderSvg(barChart('share by region', [{ region: 'North', share: 0.6 }, { region: 'South', share: 0.4 }], 'region', 'share'));
    assert.ok(tickLabels(svg, 'share').some((tick) => tick.includes('.')));
  });

  it('long category labels wrap onto at most three lines; the third ends in an ellipsis when cut', async () => {
    const long = 'A very long category label that goes on and on for ever and ever';
    const svg = await renderSvg(barChart('rows by product', [{ product: long, count: 3 }, { product: 'Tea', count: 2 }], 'product', 'count'));
    const labels = svg.split('role-axis-label').slice(1).find((part) => part.includes('<tspan>')) ?? '';
    const lines = [...(labels.split('</text>')[0] ?? '').matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
    assert.deepEqual(lines.slice(0, 2), ['A very long', 'category label']);
    assert.equal(lines.length, 3);
    assert.ok(lines[2].endsWith('…'), lines[2]);
    assert.match(svg, />Tea<\/text>/, 'a short label stays one line');
  });
});
