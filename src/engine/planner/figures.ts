/**
 * Figures in the model's words are checked against the numbers that really came back: a figure
 * counts as supported when some value the queries returned (a cell, a row count), or a number
 * the question, the SQL or a table or column name already holds, rounds to it at the precision
 * the model wrote. "12.3%" is supported by 0.123 as well as by 12.3; "1.2 million" by 1,203,400.
 * An unsupported figure means the model's words contradict (or go beyond) the computation, and
 * the numbers win: loop.ts leaves that text out and says so.
 */

export interface Figure {
  /** As written, e.g. "1,234.5", "12%", "3.4 million". */
  text: string;
  value: number;
  /** Half a unit of the last digit written, scaled like the value: the rounding the text allows. */
  tolerance: number;
  percent: boolean;
}

const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9, trillion: 1e12 };

const FIGURE = /(?<![\p{L}\p{N}_.])[-−]?\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(%|percent\b|k\b|m\b|mn\b|b\b|bn\b|thousand\b|million\b|billion\b|trillion\b))?/giu;

export function findFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const [whole, int, frac = '', unitRaw] = match;
    const start = match.index ?? 0;
    // Ordered-list markers ("1. ", "2) ") at the start of a line are not figures.
    const lineStart = start === 0 || text[start - 1] === '\n' || /\n\s*$/.test(text.slice(Math.max(0, start - 4), start));
    if (lineStart && /^\d+$/.test(whole.trim()) && /^[.)]\s/.test(text.slice(start + whole.length, start + whole.length + 2))) continue;
    const unit = unitRaw?.toLowerCase();
    const negative = /^[-−]/.test(whole);
    let value = Number(`${int.replace(/,/g, '')}${frac ? `.${frac}` : ''}`);
    let step = 10 ** -frac.length;
    const scale = unit && unit !== '%' && unit !== 'percent' ? SCALES[unit] ?? 1 : 1;
    value *= scale;
    step *= scale;
    if (negative) value = -value;
    figures.push({ text: whole.trim(), value, tolerance: step / 2 + Math.abs(value) * 1e-9, percent: unit === '%' || unit === 'percent' });
  }
  return figures;
}

/** Every number a piece of text holds (dates give their parts): for the question, SQL, names and text cells. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

export class KnownNumbers {
  private readonly values: number[] = [];

  add(value: unknown): void {
    if (typeof value === 'number' && Number.isFinite(value)) this.values.push(value);
    else if (typeof value === 'bigint') this.values.push(Number(value));
    else if (typeof value === 'string') {
      if (/^\s*-?\d+(\.\d+)?\s*$/.test(value)) this.values.push(Number(value));
      else for (const n of numbersIn(value)) this.values.push(n);
    } else if (value instanceof Date) {
      this.values.push(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
    }
  }

  addText(text: string): void {
    for (const n of numbersIn(text)) this.values.push(n);
  }

  supports(figure: Figure): boolean {
    const matches = (wanted: number, tolerance: number) => this.values.some((v) => Math.abs(v - wanted) <= tolerance || Math.abs(Math.abs(v) - Math.abs(wanted)) <= tolerance);
    if (matches(figure.value, figure.tolerance)) return true;
    // A percentage may be a ratio the query returned (0.123 for 12.3%).
    return figure.percent && matches(figure.value / 100, figure.tolerance / 100);
  }

  /** The figures of `text` that nothing supports. */
  unsupported(text: string): Figure[] {
    return findFigures(text).filter((figure) => !this.supports(figure));
  }
}
