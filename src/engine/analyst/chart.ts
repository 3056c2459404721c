/**
 * Charts as SVG, rendered in Node with vega-lite + vega (no canvas needed for SVG). The chart
 * paints its own light panel and dark-grey text: an image cannot follow the editor's theme (a
 * transparent chart's text read at 3:1 or less on some themes), and the same file is read in an
 * exported notebook, a browser or an image viewer. Tick labels follow the reader's locale.
 */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { MISSING } from '../../common/format';
import { chartLocale } from '../chartLocale';

export type ChartKind = 'bar' | 'line' | 'histogram' | 'scatter';

export interface Chart {
  kind: ChartKind;
  title: string;
  spec: TopLevelSpec;
}

/** The chart's own panel and its text (10.4:1; the grid is a light grey line on the panel). */
export const CHART_BACKGROUND = '#fcfcfc';
const TEXT = '#3b3b3b';
const PALETTE = ['#4C78A8', '#F58518', '#54A24B', '#E45756', '#72B7B2', '#EECA3B', '#B279A2', '#FF9DA6', '#9D755D', '#BAB0AC'];

const CONFIG = {
  background: CHART_BACKGROUND,
  padding: 8,
  font: 'sans-serif',
  view: { stroke: null },
  axis: { labelColor: TEXT, titleColor: TEXT, domainColor: TEXT, tickColor: TEXT, gridColor: '#8a8a8a', gridOpacity: 0.3, labelFontSize: 11, titleFontSize: 12 },
  legend: { labelColor: TEXT, titleColor: TEXT },
  title: { color: TEXT, fontSize: 13, anchor: 'start' as const },
  range: { category: PALETTE },
  mark: { color: PALETTE[0] },
};

type Row = Record<string, unknown>;

/**
 * Vega looks some texts up in plain objects: a title, axis title or category named "constructor"
 * or "toString" finds Object's own and the chart fails. A trailing space (invisible in SVG)
 * makes such a text an ordinary one.
 */
function plain(text: string): string {
  return text in Object.prototype ? `${text} ` : text;
}

/**
 * Chart data with fields renamed to f0, f1, ...: vega reads dots, brackets and quotes in a field
 * name as an access path, and column names can contain anything. Axis titles keep the real names.
 */
function values(rows: Row[], fields: string[], nominal: number[]): Row[] {
  return rows.map((row) => Object.fromEntries(fields.map((field, i) => {
    const value = row[field];
    if ((value === null || value === undefined) && nominal.includes(i)) return [`f${i}`, MISSING];
    return [`f${i}`, value instanceof Date ? value.toISOString() : typeof value === 'string' ? plain(value) : value];
  })));
}

/** The shared part of every spec; `nominal` lists the fields that name groups (null shown as MISSING, as everywhere). */
function base(title: string, width: number, height: number | undefined, rows: Row[], fields: string[], nominal: number[] = []): Record<string, unknown> {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title: plain(title),
    width,
    ...(height ? { height } : {}),
    data: { values: values(rows, fields, nominal) },
    config: CONFIG,
  };
}

/** Pixels between ticks that vega-lite aims for (its own default): ceil(size / 40) ticks. */
const TICK_SPACING = 40;

/**
 * The axis of a quantitative field whose values are all whole numbers (counts above all): at
 * most one tick per unit, so no tick reads 0.5 orders. Vega picks "nice" steps of 1, 2 or 5 × 10ⁿ
 * no larger than span / count, so a count no larger than the span gives whole-number steps.
 * `size` is the signal of the axis length ('width' or 'height').
 */
export function quantitativeAxis(rows: Row[], field: string, size: 'width' | 'height'): { tickCount?: { signal: string }; format?: string } {
  const numbers = rows.map((row) => row[field]).filter((v): v is number | bigint => typeof v === 'number' || typeof v === 'bigint').map(Number);
  if (numbers.length === 0 || !numbers.every(Number.isInteger)) return {};
  // The scale includes zero (bars, lines), so the span reaches from zero to the farthest value.
  const span = Math.max(1, Math.max(0, ...numbers) - Math.min(0, ...numbers));
  return { tickCount: { signal: `min(ceil(${size} / ${TICK_SPACING}), ${span})` }, format: ',d' };
}

/** Characters per line of a category label before it wraps (three lines at most). */
const LABEL_LINE = 16;
/** Pixels per line past which a label line is shortened with an ellipsis. */
const LABEL_LIMIT = 150;
/** A label line's height at the axis's 11 px font, and the least height of one bar's band (vega-lite's). */
const LABEL_LINE_HEIGHT = 13;
const MIN_BAND = 20;

/**
 * Long category labels wrap at spaces onto up to three lines: two breaks at most, so the third
 * line holds the rest and, if still too long, ends in an ellipsis. The table beside the chart
 * holds every label in full. The same two patterns run here (to size the bands) and in vega's
 * label expression (which draws an array as lines).
 */
const BREAKS = [`^(.{1,${LABEL_LINE}})\\s+(?=\\S)`, `^([^\\n]*\\n.{1,${LABEL_LINE}})\\s+(?=\\S)`];

function labelLines(label: string): number {
  return BREAKS.reduce((text, pattern) => text.replace(new RegExp(pattern), '$1\n'), label).split('\n').length;
}

const WRAPPED_LABELS = {
  labelExpr: `split(${BREAKS.reduce((expr, pattern) => `replace(${expr}, /${pattern}/, '$1\\n')`, 'datum.label')}, '\\n')`,
  labelLimit: LABEL_LIMIT,
};

/** The height of one category's band: room for its label's lines, so wrapped labels never overlap. */
function bandStep(rows: Row[], field: string): number {
  const lines = Math.max(1, ...rows.map((row) => labelLines(String(row[field] ?? ''))));
  return Math.max(MIN_BAND, lines * LABEL_LINE_HEIGHT + 6);
}

/** Bars for groups: categories on the y axis (long labels wrap), sorted by value. */
export function barChart(title: string, rows: Row[], category: string, value: string, color?: string): Chart {
  const spec = {
    ...base(title, 400, undefined, rows, color ? [category, value, color] : [category, value], [0, 2]),
    height: { step: bandStep(rows, category) },
    mark: { type: 'bar', color: color ? undefined : PALETTE[0] },
    encoding: {
      y: { field: 'f0', type: 'nominal', sort: color ? undefined : '-x', title: plain(category), axis: WRAPPED_LABELS },
      x: { field: 'f1', type: 'quantitative', title: plain(value), axis: quantitativeAxis(rows, value, 'width') },
      ...(color ? { color: { field: 'f2', type: 'nominal', title: plain(color) } } : {}),
    },
  } as TopLevelSpec;
  return { kind: 'bar', title, spec };
}

/** A line over time; one line per series when `series` is given. */
export function lineChart(title: string, rows: Row[], period: string, value: string, series?: string): Chart {
  const spec = {
    ...base(title, 520, 260, rows, series ? [period, value, series] : [period, value], [2]),
    mark: { type: 'line', point: true, color: series ? undefined : PALETTE[0] },
    encoding: {
      x: { field: 'f0', type: 'ordinal', title: plain(period), axis: { labelAngle: -45 } },
      y: { field: 'f1', type: 'quantitative', title: plain(value), axis: quantitativeAxis(rows, value, 'height') },
      ...(series ? { color: { field: 'f2', type: 'nominal', title: plain(series) } } : {}),
    },
  } as TopLevelSpec;
  return { kind: 'line', title, spec };
}

/** A histogram from bins already counted in SQL (bin_start, bin_end, count). */
export function histogramChart(title: string, rows: Row[], column: string): Chart {
  const spec = {
    ...base(title, 480, 240, rows, ['bin_start', 'bin_end', 'count']),
    mark: { type: 'bar', color: PALETTE[0], binSpacing: 1 },
    encoding: {
      x: { field: 'f0', type: 'quantitative', bin: { binned: true }, title: plain(column) },
      x2: { field: 'f1' },
      y: { field: 'f2', type: 'quantitative', title: 'rows', axis: quantitativeAxis(rows, 'count', 'height') },
    },
  } as TopLevelSpec;
  return { kind: 'histogram', title, spec };
}

export function scatterChart(title: string, rows: Row[], x: string, y: string): Chart {
  const spec = {
    ...base(title, 420, 320, rows, [x, y]),
    mark: { type: 'point', filled: true, opacity: 0.5, size: 18, color: PALETTE[0] },
    encoding: {
      x: { field: 'f0', type: 'quantitative', title: plain(x), scale: { zero: false } },
      y: { field: 'f1', type: 'quantitative', title: plain(y), scale: { zero: false } },
    },
  } as TopLevelSpec;
  return { kind: 'scatter', title, spec };
}

/** The chart as SVG; numbers and dates on its axes are written for `locale` (a BCP 47 tag Intl knows; vega's en-US without it). */
export async function renderSvg(chart: Chart, locale?: string): Promise<string> {
  const spec = (locale ? { ...chart.spec, config: { ...chart.spec.config, locale: chartLocale(locale) } } : chart.spec) as TopLevelSpec;
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/**
 * Renders a small chart once and drops it. A process's first render costs a few hundred
 * milliseconds more than later ones (vega compiles its code on first use); the engine calls this
 * when it starts, so that cost is not paid inside the user's first answer.
 */
export async function warmUpCharts(): Promise<void> {
  await renderSvg(barChart('warm-up', [{ k: 'a', v: 1 }, { k: 'b', v: 2 }], 'k', 'v'));
}
