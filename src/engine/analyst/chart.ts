/**
 * Charts as SVG, rendered in Node with vega-lite + vega (no canvas needed for SVG). The palette
 * and the mid-grey text are chosen to read on both light and dark editor themes; the background
 * is transparent so the chart sits on whatever the webview shows.
 */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

export type ChartKind = 'bar' | 'line' | 'histogram' | 'scatter';

export interface Chart {
  kind: ChartKind;
  title: string;
  spec: TopLevelSpec;
}

const TEXT = '#8a8a8a';
const PALETTE = ['#4C78A8', '#F58518', '#54A24B', '#E45756', '#72B7B2', '#EECA3B', '#B279A2', '#FF9DA6', '#9D755D', '#BAB0AC'];

const CONFIG = {
  background: 'transparent',
  font: 'sans-serif',
  view: { stroke: null },
  axis: { labelColor: TEXT, titleColor: TEXT, domainColor: TEXT, tickColor: TEXT, gridColor: '#8a8a8a', gridOpacity: 0.25, labelFontSize: 11, titleFontSize: 12 },
  legend: { labelColor: TEXT, titleColor: TEXT },
  title: { color: TEXT, fontSize: 13, anchor: 'start' as const },
  range: { category: PALETTE },
  mark: { color: PALETTE[0] },
};

type Row = Record<string, unknown>;

function values(rows: Row[]): Row[] {
  // vega-lite wants plain JSON: dates become ISO strings.
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])));
}

/** Bars for groups: categories on the y axis (long labels stay readable), sorted by value. */
export function barChart(title: string, rows: Row[], category: string, value: string, color?: string): Chart {
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title,
    width: 480,
    data: { values: values(rows) },
    mark: { type: 'bar', color: color ? undefined : PALETTE[0] },
    encoding: {
      y: { field: category, type: 'nominal', sort: color ? undefined : '-x', title: category },
      x: { field: value, type: 'quantitative', title: value },
      ...(color ? { color: { field: color, type: 'nominal', title: color } } : {}),
    },
    config: CONFIG,
  } as TopLevelSpec;
  return { kind: 'bar', title, spec };
}

/** A line over time; one line per series when `series` is given. */
export function lineChart(title: string, rows: Row[], period: string, value: string, series?: string): Chart {
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title,
    width: 520,
    height: 260,
    data: { values: values(rows) },
    mark: { type: 'line', point: true, color: series ? undefined : PALETTE[0] },
    encoding: {
      x: { field: period, type: 'ordinal', title: period, axis: { labelAngle: -45 } },
      y: { field: value, type: 'quantitative', title: value },
      ...(series ? { color: { field: series, type: 'nominal', title: series } } : {}),
    },
    config: CONFIG,
  } as TopLevelSpec;
  return { kind: 'line', title, spec };
}

/** A histogram from bins already counted in SQL (bin_start, bin_end, count). */
export function histogramChart(title: string, rows: Row[], column: string): Chart {
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title,
    width: 480,
    height: 240,
    data: { values: values(rows) },
    mark: { type: 'bar', color: PALETTE[0], binSpacing: 1 },
    encoding: {
      x: { field: 'bin_start', type: 'quantitative', bin: { binned: true }, title: column },
      x2: { field: 'bin_end' },
      y: { field: 'count', type: 'quantitative', title: 'rows' },
    },
    config: CONFIG,
  } as TopLevelSpec;
  return { kind: 'histogram', title, spec };
}

export function scatterChart(title: string, rows: Row[], x: string, y: string): Chart {
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title,
    width: 420,
    height: 320,
    data: { values: values(rows) },
    mark: { type: 'point', filled: true, opacity: 0.5, size: 18, color: PALETTE[0] },
    encoding: {
      x: { field: x, type: 'quantitative', title: x, scale: { zero: false } },
      y: { field: y, type: 'quantitative', title: y, scale: { zero: false } },
    },
    config: CONFIG,
  } as TopLevelSpec;
  return { kind: 'scatter', title, spec };
}

export async function renderSvg(chart: Chart): Promise<string> {
  const view = new vega.View(vega.parse(compile(chart.spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
